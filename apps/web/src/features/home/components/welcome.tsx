import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff, IconLock, IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n.ts';
import classes from './home.module.css';

const POINTS = [
  { key: 'anonymous', icon: IconEyeOff },
  { key: 'encrypted', icon: IconLock },
  { key: 'dialogue', icon: IconMessages },
] as const;

/** The welcome description, with the three promises that make speaking up safe. */
export function Welcome() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="welcome-title">
      <Stack gap="sm" maw={720} mx="auto" ta="center">
        <Title order={2} id="welcome-title" className={classes.sectionTitle}>
          {t('home.welcome.title')}
        </Title>
        <Text size="lg" c="gray.7">
          {t('home.welcome.text')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt={40}>
        {POINTS.map(({ key, icon: Icon }) => (
          <Stack key={key} gap="xs" className={classes.point}>
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t(`home.welcome.${key}.title`)}
            </Title>
            <Text c="gray.7" size="sm">
              {t(`home.welcome.${key}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
