import { Badge, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CheckStatusCard } from './check-status-card.tsx';
import classes from './home.module.css';
import { SubmitReportCard } from './submit-report-card.tsx';

/** The top of the public home: what this place is, and the two ways in. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Group justify="center" mb="md">
          <Badge
            variant="white"
            color="candor"
            size="lg"
            radius="xl"
            leftSection={<IconLock size={14} aria-hidden />}
            className={classes.badge}
          >
            {t('home.hero.badge')}
          </Badge>
        </Group>
        <Title order={1} ta="center" className={classes.heroTitle}>
          {t('home.hero.title')}
        </Title>
        <Text ta="center" size="lg" className={classes.heroText}>
          {t('home.hero.subtitle')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'md', md: 'xl' }} mt={{ base: 32, sm: 48 }}>
          <SubmitReportCard />
          <CheckStatusCard />
        </SimpleGrid>
      </Container>
    </div>
  );
}
