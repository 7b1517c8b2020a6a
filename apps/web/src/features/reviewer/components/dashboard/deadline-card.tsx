import type { DashboardFormat, TDashboard } from '@candor/shared';
import { Group, Paper, Progress, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n.ts';

/** One EU deadline: the reports that met it, missed it, or are not yet due, as a bar and in words. */
export function DeadlineCard({
  title,
  figures,
  format,
}: {
  title: string;
  figures: TDashboard['acknowledgement'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const total = figures.met + figures.missed + figures.pending;
  const share = (n: number) => (total === 0 ? 0 : (100 * n) / total);
  const parts = [
    { key: 'met', value: figures.met, color: 'green.8' },
    { key: 'missed', value: figures.missed, color: 'red.8' },
    { key: 'pending', value: figures.pending, color: 'gray.5' },
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <Progress.Root size="lg" aria-hidden>
        {parts.map((p) => (
          <Progress.Section key={p.key} value={share(p.value)} color={p.color} />
        ))}
      </Progress.Root>
      <Group gap="lg" mt="xs">
        {parts.map((p) => (
          <Text key={p.key} size="sm" data-testid={`deadline-${p.key}`}>
            {t(`reviewer.dashboard.${p.key}`)}: <strong>{format.count(p.value)}</strong>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
