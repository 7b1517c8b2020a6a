import type { TUserCategoryAuthorization } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { type CategoryGroup, heldOf, saveBlock, splitLists } from './staging.ts';

const cat = (id: number, name: string, position: number, reviewerAuthorized = true) => ({
  id,
  name,
  position,
  reviewerAuthorized,
});
const ORG: CategoryGroup[] = [
  { name: 'Financial', description: '', position: 0, categories: [cat(101, 'Fraud', 0), cat(102, 'Bribery', 1)] },
  { name: 'Other', description: '', position: 1, categories: [cat(13, 'General', 0), cat(109, 'Sensitive', 1)] },
];
const held = heldOf([
  { name: 'Financial', description: '', position: 0, categories: [cat(101, 'Fraud', 0, false)] },
  { name: 'Other', description: '', position: 1, categories: [cat(13, 'General', 0)] },
]);
const holder = (userId: number, active: boolean, isActive: boolean): TUserCategoryAuthorization => ({
  userId,
  active,
  categoryAuthorizations: [{ categoryId: 13, isActive }],
});
const user = { id: 7, active: true };

describe('splitLists', () => {
  it('groups the staged and the other categories in the organization order, leaving out empty groups', () => {
    const { assigned, available } = splitLists(ORG, held, new Set([101, 109]));
    expect(assigned).toEqual([
      { name: 'Financial', categories: [{ id: 101, name: 'Fraud', authorized: false }] },
      { name: 'Other', categories: [{ id: 109, name: 'Sensitive', authorized: true }] },
    ]);
    expect(available).toEqual([
      { name: 'Financial', categories: [{ id: 102, name: 'Bribery', authorized: true }] },
      { name: 'Other', categories: [{ id: 13, name: 'General', authorized: true }] },
    ]);
  });
});

describe('saveBlock', () => {
  const staged = (...ids: number[]) => new Set(ids);
  it('refuses without a user and without a change', () => {
    expect(saveBlock({ user: null, held, staged: staged(), authorizations: [] })).toBe('noUserSelected');
    expect(saveBlock({ user, held, staged: staged(13, 101), authorizations: [] })).toBe('noChanges');
  });

  it('refuses to give an inactive user a category he does not hold, but lets one be taken away', () => {
    const idle = { id: 7, active: false };
    expect(saveBlock({ user: idle, held, staged: staged(13, 101, 102), authorizations: [] })).toBe(
      'deactivatedUserWarning',
    );
    expect(saveBlock({ user: idle, held, staged: staged(101), authorizations: [] })).toBeNull();
  });

  it('keeps an active user in the default category unless another active user holds it in effect', () => {
    const take13 = (authorizations: TUserCategoryAuthorization[]) =>
      saveBlock({ user, held, staged: staged(101), authorizations });
    expect(take13([holder(7, true, true)])).toBe('defaultCategoryWarning');
    expect(take13([holder(8, false, true), holder(9, true, false)])).toBe('defaultCategoryWarning');
    expect(take13([holder(8, true, true)])).toBeNull();
    expect(saveBlock({ user, held, staged: staged(13, 101, 102), authorizations: [] })).toBeNull();
  });
});
