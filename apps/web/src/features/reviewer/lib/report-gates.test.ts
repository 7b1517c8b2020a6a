import { REPORT_PERMISSIONS, type ReportPermission, type TFlexFieldQuestion } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { allowedActions, closeDisabled, reporterBoxOpen, visibleTabs } from './report-gates.ts';

const report = (
  perms: readonly ReportPermission[],
  extra: { statusId?: number; eligible?: number; delegates?: number; flex?: number } = {},
) => ({
  userPermissions: [...perms],
  statusId: extra.statusId ?? 4,
  eligibleDelegateReviewers: Array.from({ length: extra.eligible ?? 1 }, (_, i) => ({
    id: i + 1,
    name: 'D',
    orgId: 1,
  })),
  delegateReviewers: Array.from({ length: extra.delegates ?? 0 }, (_, i) => ({ id: i + 9, name: 'E', orgId: 2 })),
  reportFlexFieldQuestions: Array.from({ length: extra.flex ?? 1 }, () => ({}) as TFlexFieldQuestion),
});

describe('report gates', () => {
  it('shows the reporter box on an open report to one who may write to a reporter there is', () => {
    const box = (perms: readonly ReportPermission[], statusId = 4, reporterCommunicationEnabled = true) =>
      reporterBoxOpen({ ...report(perms, { statusId }), reporterCommunicationEnabled });
    expect(box(REPORT_PERMISSIONS)).toBe(true);
    expect(box(REPORT_PERMISSIONS, 2)).toBe(false);
    expect(box(REPORT_PERMISSIONS.filter((p) => p !== 'WRITE_REPORTER_DIALOGUE'))).toBe(false);
    expect(box(REPORT_PERMISSIONS, 4, false)).toBe(false);
  });
  it('offers each action only with its own permission', () => {
    expect(allowedActions(report(REPORT_PERMISSIONS))).toEqual(['delegate', 'link', 'rename', 'move', 'close']);
    expect(allowedActions(report(['VIEW_REPORT', 'REVIEWER_DIALOGUE']))).toEqual([]);
    expect(allowedActions(report(['NAME_REPORT']))).toEqual(['rename']);
  });
  it('offers delegate only when someone is eligible and close only on an open report', () => {
    expect(allowedActions(report(REPORT_PERMISSIONS, { eligible: 0 }))).not.toContain('delegate');
    expect(allowedActions(report(REPORT_PERMISSIONS, { statusId: 2 }))).not.toContain('close');
  });
  it('offers delegate while the report has a delegate nobody else is eligible beside (decision 123)', () => {
    expect(allowedActions(report(REPORT_PERMISSIONS, { eligible: 0, delegates: 1 }))).toContain('delegate');
    expect(allowedActions(report(['VIEW_REPORT'], { eligible: 0, delegates: 1 }))).not.toContain('delegate');
  });
  it('only links a closed report: the server refuses the rest (decision 020)', () => {
    expect(allowedActions(report(REPORT_PERMISSIONS, { statusId: 2 }))).toEqual(['link']);
  });
  it('shows Close disabled on a closed report to those who may close', () => {
    expect(closeDisabled(report(REPORT_PERMISSIONS, { statusId: 2 }))).toBe(true);
    expect(closeDisabled(report(['VIEW_REPORT', 'LINK_REPORT'], { statusId: 2 }))).toBe(false);
    expect(closeDisabled(report(REPORT_PERMISSIONS))).toBe(false);
  });
  it('opens the reviewer tab with REVIEWER_DIALOGUE and the additional tab with FLEX_FIELDS and questions', () => {
    expect(visibleTabs(report(['VIEW_REPORT']))).toEqual(['details']);
    expect(visibleTabs(report(['REVIEWER_DIALOGUE', 'FLEX_FIELDS']))).toEqual(['details', 'reviewer', 'additional']);
    expect(visibleTabs(report(['FLEX_FIELDS'], { flex: 0 }))).toEqual(['details']);
  });
});
