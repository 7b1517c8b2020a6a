import { columnCount, neutralizeFormula, SUMMARY_COLUMNS, totalCount } from '@candor/shared';

export interface SummaryRow {
  label: string;
  counts: Record<string, number>;
}

const cell = (value: string) => {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * A summary as CSV, made on the client (spec 001 §2): a header row, then one row per entry with
 * the six columns and the total. Every cell goes through the formula neutraliser.
 */
export function summaryCsv(header: string[], rows: SummaryRow[]): string {
  const lines = [
    header,
    ...rows.map((r) => [
      r.label,
      ...SUMMARY_COLUMNS.map((c) => String(columnCount(r.counts, c.statusIds))),
      String(totalCount(r.counts)),
    ]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link. */
export function saveText(content: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
