import { describe, expect, it } from 'vitest';
import { summaryCsv } from './summary-csv.ts';

describe('summaryCsv', () => {
  it('writes the columns and the total, New counted with Review', () => {
    const csv = summaryCsv(
      ['Category', 'Review', 'Reviewed', 'Responded', 'Additional', 'Updated', 'Closed', 'Total'],
      [{ label: 'Fraud', counts: { '1': 2, '4': 1, '7': 3, '6': 4 } }],
    );
    expect(csv.split('\r\n')[1]).toBe('Fraud,3,3,0,0,0,0,10');
  });

  it('neutralises formulas and quotes what needs it', () => {
    const csv = summaryCsv(
      ['Name'],
      [
        { label: '=HYPERLINK("x")', counts: {} },
        { label: 'A, B', counts: {} },
      ],
    );
    const [, first, second] = csv.split('\r\n');
    expect(first.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(second.startsWith('"A, B"')).toBe(true);
  });
});
