import { describe, expect, it } from 'vitest';
import { columnCount, orderCategorySummary, SUMMARY_COLUMNS, totalCount } from './summary-order.ts';

const entry = (id: number, name: string, parentCategoryId: number | null = null) => ({
  category: { id, name, parentCategoryId },
});

describe('category summary order', () => {
  it('is alphabetical with sub-categories under their parent, then 109, 13 and the total row', () => {
    const ordered = orderCategorySummary([
      entry(10, 'Total'),
      entry(13, 'General concern'),
      entry(109, 'Sensitive matter'),
      entry(102, 'Bribery'),
      entry(201, 'Theft', 101),
      entry(101, 'Fraud'),
      entry(202, 'Expenses', 101),
      entry(104, 'Accounting'),
    ]);
    expect(ordered.map((e) => e.category.id)).toEqual([104, 102, 101, 202, 201, 109, 13, 10]);
  });
});

describe('summary columns', () => {
  it('counts New with Review, and every status in the total', () => {
    const counts = { '1': 2, '4': 3, '6': 1, '2': 4 };
    const review = SUMMARY_COLUMNS.find((c) => c.key === 'REVIEW')!;
    expect(columnCount(counts, review.statusIds)).toBe(5);
    expect(totalCount(counts)).toBe(10);
  });
});
