import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const SECTIONS = ['anonymity', 'collected', 'protection', 'email', 'cookies', 'retention'] as const;

/** `/privacy-policy`: what Candor keeps about a reporter, and what it never keeps. */
export default function PrivacyPolicyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pages.privacy.title'));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
            <IconShieldLock size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="candor.9">
            {t('pages.privacy.title')}
          </Title>
          <Text size="lg" c="gray.7">
            {t('pages.privacy.intro')}
          </Text>
          {SECTIONS.map((s) => (
            <Stack key={s} gap={6} component="section" aria-labelledby={`privacy-${s}`}>
              <Title order={2} fz="lg" id={`privacy-${s}`}>
                {t(`pages.privacy.${s}.title`)}
              </Title>
              <Text c="gray.8">{t(`pages.privacy.${s}.text`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
