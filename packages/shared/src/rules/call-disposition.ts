/** The call disposition's choices (spec 000 §3 "Call disposition", DESIGN.md §10, decision 054). */

/** Termination reasons of spec 000 §3 "Call disposition", in the order the page offers them. */
export const TERMINATION_REASONS = [
  'CALL_COMPLETED',
  'WRONG_NUMBER',
  'TELEMARKETING',
  'CALLER_CHANGED_MIND',
  'CALLER_CUT_OFF',
  'ORGANIZATION_NOT_FOUND',
  'OTHER',
] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

/** Special considerations of spec 000 §3. */
export const SPECIAL_CIRCUMSTANCES = [
  'INTERPRETER',
  'COLLECT_CALL',
  'CLIENT_TEST_CALL',
  'QUESTION',
  'CV_TEST_CALL',
] as const;

/** The step of the hotline flow a call ended on (DESIGN.md §10): A to Q, Q the submission's success page. */
export const CALL_PAGE_IDS = 'ABCDEFGHIJKLMNOPQ'.split('') as [string, ...string[]];
export const SUCCESS_PAGE_ID = 'Q';
export const CALL_COMMENTS_MAX = 2000;

/** The reasons a page offers: every one, except that the success page fixes "Call Completed". */
export const terminationReasonsFor = (pageId: string): readonly TerminationReason[] =>
  pageId === SUCCESS_PAGE_ID ? ['CALL_COMPLETED'] : TERMINATION_REASONS;
