import { describe, expect, it } from 'vitest';
import { queryName } from './dev-tools-panel.tsx';

describe('queryName', () => {
  it('names a query by its leading words', () => {
    expect(queryName(['reviewer', 'report-search', 'results', { status: [2] }, 'en'])).toBe(
      'reviewer › report-search › results',
    );
  });

  it('leaves out report IDs, numbers and what a person typed', () => {
    expect(queryName(['reporter', 'lookup', 'HXCa3DEMqRWN'])).toBe('reporter › lookup');
    expect(queryName(['hotline', 'report', 'HXCa3DEMqRWN', 'en'])).toBe('hotline › report');
    expect(queryName(['category-access', 'users', 12, 0, 'smith'])).toBe('category-access › users');
  });
});
