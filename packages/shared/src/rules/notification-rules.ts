/** The rule editor's rules (spec 001 §4 "Rules", §5 "Rules", §6 sensitive filter). */
import { REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '../constants.ts';
import { isWholeNumberBetween } from './whole-number.ts';

export const NOTIFICATION_RULE_ACTION = { VIEWED: 1, RESPONDED: 2 } as const;
export const NOTIFICATION_RULE_FILTER = { ANY: 1, SENSITIVE: 2, NON_SENSITIVE: 3 } as const;
/** A VIEWED rule watches submitted (Review) or updated reports; a RESPONDED rule both. */
export const RULE_STATUS_CHOICES = [REPORT_STATUS.REVIEW, REPORT_STATUS.UPDATED] as const;
export const RULE_DURATION_MAX_DAYS = 365;
/** The rules one reviewer keeps. */
export const RULES_MAX = 50;

export interface RuleDraft {
  id?: number | null;
  uuid?: string | null;
  statusId: number;
  notificationRuleActionTypeId: number;
  notificationRuleFilterTypeId: number;
  /** Days; null while the input is empty. */
  duration: number | null;
}

/** A new rule: status REVIEW, action VIEWED, filter ANY, duration empty. */
export const newRule = (uuid: string): RuleDraft => ({
  uuid,
  statusId: REPORT_STATUS.REVIEW,
  notificationRuleActionTypeId: NOTIFICATION_RULE_ACTION.VIEWED,
  notificationRuleFilterTypeId: NOTIFICATION_RULE_FILTER.ANY,
  duration: null,
});

/** Program admins, delegate reviewers and members of category 109 may filter on sensitivity. */
export const maySeeSensitiveFilter = (u: { programAdmin: boolean; delegateReviewer: boolean; categoryIds: number[] }) =>
  u.programAdmin || u.delegateReviewer || u.categoryIds.includes(SENSITIVE_CATEGORY_ID);

/** A RESPONDED rule watches both statuses, so its status, hidden in the editor, tells no two apart. */
const sameRule = (a: RuleDraft, b: RuleDraft) =>
  a.notificationRuleActionTypeId === b.notificationRuleActionTypeId &&
  (a.statusId === b.statusId || a.notificationRuleActionTypeId === NOTIFICATION_RULE_ACTION.RESPONDED) &&
  a.notificationRuleFilterTypeId === b.notificationRuleFilterTypeId &&
  a.duration === b.duration;

/** Two rules identical on status (for a VIEWED rule), action, filter and duration. */
export const hasDuplicateRules = (rules: RuleDraft[]) =>
  rules.some((r, i) => rules.findIndex((o) => sameRule(o, r)) !== i);

/** A rule's duration: whole days from 1 to 365. */
export const isRuleDuration = (days: number | null): days is number =>
  isWholeNumberBetween(days, 1, RULE_DURATION_MAX_DAYS);

export type RulesSaveBlock = 'empty' | 'invalid' | 'duplicate' | 'unchanged';

/**
 * Why Save is disabled, or null when it is enabled: at least one rule, every duration above 0
 * and every choice made, no two identical rules, and something changed since `saved`.
 */
export function rulesSaveBlock(rules: RuleDraft[], saved: RuleDraft[]): RulesSaveBlock | null {
  if (rules.length === 0) return 'empty';
  const valid = (r: RuleDraft) =>
    isRuleDuration(r.duration) &&
    r.notificationRuleActionTypeId > 0 &&
    r.notificationRuleFilterTypeId > 0 &&
    r.statusId > 0;
  if (!rules.every(valid)) return 'invalid';
  if (hasDuplicateRules(rules)) return 'duplicate';
  const changed =
    rules.length !== saved.length || rules.some((r, i) => !saved[i] || r.id !== saved[i].id || !sameRule(r, saved[i]));
  return changed ? null : 'unchanged';
}
