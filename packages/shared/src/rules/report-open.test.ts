import { describe, expect, it } from 'vitest';
import { REPORT_STATUS } from '../constants.ts';
import { isReportOpen } from './report-open.ts';

describe('isReportOpen', () => {
  it('is false for a closed report only', () => {
    const open = Object.entries(REPORT_STATUS).filter(([, id]) => isReportOpen(id));
    expect(open.map(([name]) => name).sort()).toEqual(
      Object.keys(REPORT_STATUS)
        .filter((name) => name !== 'CLOSE')
        .sort(),
    );
    expect(isReportOpen(REPORT_STATUS.CLOSE)).toBe(false);
  });
});
