import { isReportOpen, type ReportPermission, type TReviewerReportDetail } from '@candor/shared';

type Gated = Pick<
  TReviewerReportDetail,
  'userPermissions' | 'eligibleDelegateReviewers' | 'delegateReviewers' | 'statusId' | 'reportFlexFieldQuestions'
>;

export type CaseAction = 'delegate' | 'link' | 'rename' | 'move' | 'close';
export type DetailsTab = 'details' | 'reviewer' | 'additional';

const holds = (report: Gated, p: ReportPermission) => report.userPermissions.includes(p);

/**
 * The actions-menu items the report's permissions allow (spec 001 §6); delegate only when someone
 * is eligible or the report has a delegate, who may have stopped being eligible and must stay
 * removable (decision 123). A closed report is only linked: it is not delegated, renamed, moved or
 * closed again (spec 001 §4, decision 020).
 */
export function allowedActions(report: Gated): CaseAction[] {
  const open = isReportOpen(report.statusId);
  const actions: CaseAction[] = [];
  const delegable = report.eligibleDelegateReviewers.length > 0 || report.delegateReviewers.length > 0;
  if (open && holds(report, 'ASSIGN_DELEGATE_REPORT') && delegable) actions.push('delegate');
  if (holds(report, 'LINK_REPORT')) actions.push('link');
  if (open && holds(report, 'NAME_REPORT')) actions.push('rename');
  if (open && holds(report, 'CHANGE_REPORT_CATEGORY_OR_ORGANIZATION')) actions.push('move');
  if (open && holds(report, 'CLOSE_REPORT')) actions.push('close');
  return actions;
}

/** Close stays in the menu of a closed report, disabled, for those who may close it (spec 001 §4). */
export const closeDisabled = (report: Gated): boolean =>
  !isReportOpen(report.statusId) && holds(report, 'CLOSE_REPORT');

/**
 * The reporter's message box shows: the report open, the permission to write to him, and a
 * reporter to write to (a transcribed report has none; spec 001 §2).
 */
export const reporterBoxOpen = (report: Gated & Pick<TReviewerReportDetail, 'reporterCommunicationEnabled'>) =>
  isReportOpen(report.statusId) && holds(report, 'WRITE_REPORTER_DIALOGUE') && report.reporterCommunicationEnabled;

/** The tabs the report's permissions open (spec 001 §2, §6). */
export function visibleTabs(report: Gated): DetailsTab[] {
  const tabs: DetailsTab[] = ['details'];
  if (holds(report, 'REVIEWER_DIALOGUE')) tabs.push('reviewer');
  if (holds(report, 'FLEX_FIELDS') && report.reportFlexFieldQuestions.length > 0) tabs.push('additional');
  return tabs;
}
