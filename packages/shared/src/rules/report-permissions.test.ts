import { describe, expect, it } from 'vitest';
import { AUTHORITIES as A } from '../constants.ts';
import { REPORT_PERMISSIONS } from '../contracts/reviewer.ts';
import { isMasterReviewer, reportPermissions } from './report-permissions.ts';

const master = { authorities: [A.USER, A.MASTER_REVIEWER], userType: 'MASTER_REVIEWER', delegateReviewer: false };
const reviewer = { authorities: [A.USER], userType: null, delegateReviewer: false };
const delegate = { authorities: [A.USER], userType: 'DELEGATE', delegateReviewer: true };
const reach = { withinReach: true };

describe('report permissions (decision 020)', () => {
  it('gives a master reviewer all but RECEIVE_DELEGATE_REPORT', () => {
    expect(reportPermissions(master, reach)).toEqual(REPORT_PERMISSIONS.filter((p) => p !== 'RECEIVE_DELEGATE_REPORT'));
  });

  it('counts the MASTER_REVIEWER user type alone as a master reviewer', () => {
    const byType = { ...reviewer, userType: 'MASTER_REVIEWER' };
    expect(isMasterReviewer(byType)).toBe(true);
    expect(reportPermissions(byType, reach)).toContain('ASSIGN_DELEGATE_REPORT');
  });

  it('refuses a reviewer delegation and moves, and nothing else', () => {
    const held = reportPermissions(reviewer, reach);
    expect(held).not.toContain('ASSIGN_DELEGATE_REPORT');
    expect(held).not.toContain('CHANGE_REPORT_CATEGORY_OR_ORGANIZATION');
    expect(held).not.toContain('RECEIVE_DELEGATE_REPORT');
    expect(held).toHaveLength(13);
  });

  it('lets a delegate read, talk to reviewers, print, watch and fill flex fields only', () => {
    expect(reportPermissions(delegate, reach)).toEqual([
      'VIEW_REPORT',
      'VIEW_REPORT_METADATA',
      'REVIEWER_DIALOGUE',
      'VIEW_REPORTER_DIALOGUE',
      'RECEIVE_DELEGATE_REPORT',
      'PRINT_REPORT',
      'WATCH_REPORT',
      'FLEX_FIELDS',
    ]);
  });

  it('never makes a delegate a master reviewer, whatever the authorities', () => {
    const odd = { ...delegate, authorities: [A.USER, A.MASTER_REVIEWER] };
    expect(reportPermissions(odd, reach)).not.toContain('ASSIGN_DELEGATE_REPORT');
  });

  it('gives nothing outside reach or without ROLE_USER', () => {
    expect(reportPermissions(master, { withinReach: false })).toEqual([]);
    expect(reportPermissions({ ...master, authorities: [A.MASTER_REVIEWER] }, reach)).toEqual([]);
    expect(
      reportPermissions({ authorities: [A.HOTLINE_AGENT], userType: null, delegateReviewer: false }, reach),
    ).toEqual([]);
  });
});
