import { describe, expect, it } from 'vitest';
import { reportHref, reportLabel } from './report-label.ts';

describe('report labels and links', () => {
  it('names a report by sequential id with the reference id in brackets when both exist', () => {
    expect(reportLabel({ referenceId: 'ABCD2345EFGH', sequentialId: 17 })).toBe('17 (ABCD2345EFGH)');
    expect(reportLabel({ referenceId: 'ABCD2345EFGH', sequentialId: null })).toBe('ABCD2345EFGH');
  });
  it('links an unauthorised report home instead of to its details', () => {
    expect(reportHref({ referenceId: 'ABCD2345EFGH', userAuthorizedForReport: true })).toBe(
      '/reviewer/report-details/ABCD2345EFGH',
    );
    expect(reportHref({ referenceId: 'ABCD2345EFGH', userAuthorizedForReport: false })).toBe('/');
  });
});
