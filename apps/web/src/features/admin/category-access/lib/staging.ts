/**
 * The category access screen's rules, apart from React (spec 002 §2, §4, §5): the two lists
 * of a user's staged categories, grouped as the organization groups them, and why Save is
 * refused.
 */
import { DEFAULT_CATEGORY_ID, type TUserCategoryAuthorization } from '@candor/shared';

export interface Category {
  id: number;
  name: string;
  position: number;
  reviewerAuthorized: boolean;
}
export interface CategoryGroup {
  name: string;
  description: string;
  position: number;
  categories: Category[];
}

/** A category as the lists show it: `authorized` false for a held authorization not yet in effect. */
export interface ListedCategory {
  id: number;
  name: string;
  authorized: boolean;
}
export interface ListedGroup {
  name: string;
  categories: ListedCategory[];
}

/** The ids the user holds, as loaded (active or not), and which of them are in effect. */
export function heldOf(userGroups: CategoryGroup[]): Map<number, boolean> {
  return new Map(userGroups.flatMap((g) => g.categories.map((c) => [c.id, c.reviewerAuthorized] as const)));
}

/**
 * The organization's categories split into the staged assigned and the available ones, each
 * list grouped in the organization's order; empty groups are left out.
 */
export function splitLists(orgGroups: CategoryGroup[], held: Map<number, boolean>, staged: ReadonlySet<number>) {
  const assigned: ListedGroup[] = [];
  const available: ListedGroup[] = [];
  for (const g of orgGroups) {
    const mine = g.categories.filter((c) => staged.has(c.id));
    const rest = g.categories.filter((c) => !staged.has(c.id));
    const listed = (c: Category) => ({ id: c.id, name: c.name, authorized: held.get(c.id) ?? true });
    if (mine.length) assigned.push({ name: g.name, categories: mine.map(listed) });
    if (rest.length)
      available.push({ name: g.name, categories: rest.map((c) => ({ id: c.id, name: c.name, authorized: true })) });
  }
  return { assigned, available };
}

export type SaveBlock = 'noUserSelected' | 'noChanges' | 'defaultCategoryWarning' | 'deactivatedUserWarning';

/**
 * Why Save is refused, or null when it may go: no user; nothing moved; an inactive user given a
 * category he holds no authorization for; an active user's change leaving the default category
 * (13) without any active user of the organization.
 */
export function saveBlock(opts: {
  user: { id: number; active: boolean } | null;
  held: Map<number, boolean>;
  staged: ReadonlySet<number>;
  authorizations: TUserCategoryAuthorization[];
}): SaveBlock | null {
  const { user, held, staged } = opts;
  if (!user) return 'noUserSelected';
  const added = [...staged].filter((id) => !held.has(id));
  const removed = [...held.keys()].filter((id) => !staged.has(id));
  if (added.length === 0 && removed.length === 0) return 'noChanges';
  if (!user.active && added.length > 0) return 'deactivatedUserWarning';
  if (user.active && held.get(DEFAULT_CATEGORY_ID) && !staged.has(DEFAULT_CATEGORY_ID)) {
    const others = opts.authorizations.some(
      (a) =>
        a.userId !== user.id &&
        a.active &&
        a.categoryAuthorizations.some((c) => c.categoryId === DEFAULT_CATEGORY_ID && c.isActive),
    );
    if (!others) return 'defaultCategoryWarning';
  }
  return null;
}
