import { describe, expect, it } from 'vitest';
import {
  hasDuplicateRules,
  isRuleDuration,
  maySeeSensitiveFilter,
  newRule,
  type RuleDraft,
  rulesSaveBlock,
} from './notification-rules.ts';

const rule = (over: Partial<RuleDraft> = {}): RuleDraft => ({ ...newRule('u'), duration: 3, ...over });

describe('rules and alerts', () => {
  it('starts a rule at status Review, action VIEWED, filter ANY, duration empty', () => {
    expect(newRule('x')).toEqual({
      uuid: 'x',
      statusId: 4,
      notificationRuleActionTypeId: 1,
      notificationRuleFilterTypeId: 1,
      duration: null,
    });
  });

  it('enables Save only with rules, valid durations and choices, no twins and a change', () => {
    expect(rulesSaveBlock([], [])).toBe('empty');
    expect(rulesSaveBlock([rule({ duration: null })], [])).toBe('invalid');
    expect(rulesSaveBlock([rule({ duration: 0 })], [])).toBe('invalid');
    expect(rulesSaveBlock([rule({ notificationRuleFilterTypeId: 0 })], [])).toBe('invalid');
    expect(rulesSaveBlock([rule(), rule()], [])).toBe('duplicate');
    expect(rulesSaveBlock([rule({ id: 1 })], [rule({ id: 1 })])).toBe('unchanged');
    expect(rulesSaveBlock([rule({ id: 1, duration: 4 })], [rule({ id: 1 })])).toBeNull();
    expect(rulesSaveBlock([rule(), rule({ duration: 4 })], [])).toBeNull();
  });

  it('tells twins apart by status, action, filter and duration only', () => {
    expect(hasDuplicateRules([rule({ uuid: 'a' }), rule({ uuid: 'b' })])).toBe(true);
    expect(hasDuplicateRules([rule(), rule({ statusId: 3 })])).toBe(false);
  });

  it('takes two "not responded to" rules that differ only by their hidden status for twins', () => {
    const responded = (statusId: number) => rule({ notificationRuleActionTypeId: 2, statusId });
    expect(hasDuplicateRules([responded(4), responded(3)])).toBe(true);
    expect(rulesSaveBlock([responded(4), responded(3)], [])).toBe('duplicate');
  });

  it('offers the sensitive filter to program admins, delegates and members of category 109', () => {
    const plain = { programAdmin: false, delegateReviewer: false, categoryIds: [13, 101] };
    expect(maySeeSensitiveFilter(plain)).toBe(false);
    expect(maySeeSensitiveFilter({ ...plain, programAdmin: true })).toBe(true);
    expect(maySeeSensitiveFilter({ ...plain, delegateReviewer: true })).toBe(true);
    expect(maySeeSensitiveFilter({ ...plain, categoryIds: [109] })).toBe(true);
  });
});

describe('isRuleDuration', () => {
  it('is a whole number of days from 1 to 365', () => {
    for (const ok of [1, 30, 365]) expect(isRuleDuration(ok)).toBe(true);
    for (const bad of [0, 366, 1.5, -1, null]) expect(isRuleDuration(bad)).toBe(false);
  });
});
