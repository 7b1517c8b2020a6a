import { describe, expect, it } from 'vitest';
import { categoryList } from './category-list.ts';

describe('categoryList', () => {
  it('lists the names comma-separated', () => {
    expect(categoryList(['General concern', 'Bribery and corruption'])).toBe('General concern, Bribery and corruption');
    expect(categoryList(['Fraud'])).toBe('Fraud');
  });

  it('quotes a name that holds a comma or a quote, so each name stays one', () => {
    expect(categoryList(['Theft, fraud and embezzlement', 'Fraud', 'The "open door" policy'])).toBe(
      '"Theft, fraud and embezzlement", Fraud, "The ""open door"" policy"',
    );
  });
});
