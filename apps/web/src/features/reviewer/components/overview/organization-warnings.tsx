import { AUTHORITIES } from '@candor/shared';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WarningBadges } from '../../../../components/warning-badges.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { organizationWarningsQuery } from '../../../../lib/organization-warnings.ts';
import { orgLessPath, selectedOrganization } from '../../../../lib/selected-organization.ts';
import { hasAnyAuthority, useSession } from '../../../../lib/session/use-session.ts';

/**
 * A client admin's warnings on his overview (spec 001 §7 "Overview", spec 002 §1): categories
 * without reviewers and default-category issues, with the way to mend them. Nothing when all is well.
 */
export function OrganizationWarnings() {
  const { t, i18n } = useTranslation();
  const { account } = useSession();
  const clientAdmin = hasAnyAuthority(account, [AUTHORITIES.CLIENT_ADMIN]);
  const warnings = useQuery({ ...organizationWarningsQuery(i18n.language), enabled: clientAdmin }).data ?? [];
  if (!clientAdmin || warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('connectsAdmin.categoryAccess.warnings.label')}
      // The light yellow's own title colour is too faint on its background (WCAG 1.4.3).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <WarningBadges warnings={warnings} detailsShown />
        <Anchor component={Link} to={orgLessPath('category-access', selectedOrganization())}>
          {t('connectsAdmin.nav.categoryAccess')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
