import { columnCount, SUMMARY_COLUMNS, SUMMARY_INDENT_REM, totalCount } from '@candor/shared';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../../components/scroll-region.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type SummaryRow, saveText, summaryCsv } from '../../lib/summary-csv.ts';

export interface DisplayRow extends SummaryRow {
  key: string;
  generation: number;
  /** Rollup and total rows stand out. */
  strong: boolean;
}

/** One summary: its title, a CSV export, and the table of counts (spec 001 §2, §9). */
export function SummaryTable(props: {
  title: string;
  firstColumn: string;
  rows: DisplayRow[];
  fileName: string;
  testId: string;
  controls?: ReactNode;
  /** Rows of an earlier choice, shown while the chosen ones load: not exported. */
  loading?: boolean;
  /** The rows could not be loaded: said in the table's place. */
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const headers = [
    props.firstColumn,
    ...SUMMARY_COLUMNS.map((c) => t(`reviewer.reportSummary.columns.${c.key}`)),
    t('reviewer.reportSummary.columns.total'),
  ];
  const exportCsv = () => saveText(summaryCsv(headers, props.rows), props.fileName);
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId} aria-busy={props.loading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz={20}>
            {props.title}
          </Title>
          <Group gap="sm" align="flex-end">
            {props.controls}
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onClick={exportCsv}
              disabled={props.rows.length === 0 || props.loading || props.failed}
            >
              {t('reviewer.reportSummary.exportCsv')}
            </Button>
          </Group>
        </Group>
        {props.failed ? (
          <Text c="red.8" role="alert">
            {t('reviewer.reportSummary.errorLoading')}
          </Text>
        ) : props.rows.length === 0 ? (
          <Text>{t('reviewer.reportSummary.empty')}</Text>
        ) : (
          <ScrollRegion label={props.title}>
            <Table striped withTableBorder highlightOnHover aria-label={props.title}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((h, i) => (
                    <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.rows.map((r) => (
                  <Table.Tr key={r.key} fw={r.strong ? 700 : undefined}>
                    <Table.Th
                      scope="row"
                      fw={r.strong ? 700 : 400}
                      style={{ paddingLeft: `${0.75 + r.generation * SUMMARY_INDENT_REM}rem` }}
                    >
                      {r.label}
                    </Table.Th>
                    {SUMMARY_COLUMNS.map((c) => (
                      <Table.Td key={c.key} ta="right">
                        {number.format(columnCount(r.counts, c.statusIds))}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">{number.format(totalCount(r.counts))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
