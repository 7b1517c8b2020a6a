import { Paper, Text } from '@mantine/core';

/** A figure with its name above it, large: a card of a dashboard or a metrics page. */
export function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz={24}>
        {value}
      </Text>
    </Paper>
  );
}
