import { BarChart } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/charts/styles.layer.css';

export interface ChartPoint {
  label: string;
  count: number;
}

/**
 * One chart of the dashboard. The bars are drawn for the eye; a screen reader reads the same
 * figures from the table beside them.
 */
export function DashboardChart({
  title,
  points,
  countLabel,
  formatCount,
  horizontal = false,
}: {
  title: string;
  points: ChartPoint[];
  countLabel: string;
  formatCount: (n: number) => string;
  horizontal?: boolean;
}) {
  const height = horizontal ? Math.max(160, points.length * 36 + 40) : 260;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {points.length === 0 ? (
        <Text c="dimmed">—</Text>
      ) : (
        // Inert: the chart's drawing layers would otherwise take the keyboard's focus, unnamed.
        <div aria-hidden inert>
          <BarChart
            h={height}
            data={points}
            dataKey="label"
            orientation={horizontal ? 'vertical' : 'horizontal'}
            yAxisProps={horizontal ? { width: 180 } : undefined}
            series={[{ name: 'count', label: countLabel, color: 'candor.6' }]}
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
            withBarValueLabel
            valueFormatter={formatCount}
          />
        </div>
      )}
      <VisuallyHidden>
        <Table>
          <Table.Tbody>
            {points.map((p) => (
              <Table.Tr key={p.label}>
                <Table.Th scope="row">{p.label}</Table.Th>
                <Table.Td>{formatCount(p.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
