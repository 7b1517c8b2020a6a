import { APP_VERSION, PRODUCT_NAME } from '@candor/shared';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { appProfileQuery } from '../../lib/session/session-queries.ts';
import classes from './footer.module.css';

/** The report forms: leaving one drops the report in progress (decision 019). */
const REPORT_FORMS = new Set(['/reporter/submit-report', '/hotline/submit-report', '/reviewer/transcribe-report']);

/** Privacy-policy link, copyright, version, and the build tag outside production. */
export function Footer() {
  const { t } = useTranslation();
  // Read beside a report form, the policy opens in a new tab: the report stays as it is.
  const beside = REPORT_FORMS.has(useLocation().pathname);
  const { data: profile } = useQuery(appProfileQuery);
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="lg">
            <Anchor
              component={Link}
              to="/privacy-policy"
              size="sm"
              c="gray.8"
              className={classes.link}
              {...(beside && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <IconShieldLock size={16} aria-hidden />
              {t('global.footer.privacyPolicy')}
              {beside && (
                <Text span size="xs" c="gray.7">
                  {t('reporter.common.opensInNewTab')}
                </Text>
              )}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t('global.footer.copyright', { year, product: PRODUCT_NAME })}
            </Text>
          </Group>
          <Group gap="md">
            <Text size="xs" c="gray.7">
              {t('global.footer.version', { version: profile?.version ?? APP_VERSION })}
            </Text>
            {profile && !profile.isProductionEnvironment && (
              <Text size="xs" c="gray.7" data-testid="build-tag">
                {t('global.footer.build', { build: profile.buildTag })}
              </Text>
            )}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
