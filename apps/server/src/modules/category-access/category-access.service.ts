/**
 * Category access (spec 002 §2, §4, §5, §7; decision 046): a user's categories among those an
 * organization offers, saved with the gating rules, and the client admin's warnings.
 */
import {
  AUTHORITIES,
  CATEGORY_ACCESS_AUDIT_KEYS,
  DEFAULT_CATEGORY_ID,
  MIN_REVIEWERS_PER_CATEGORY,
  type TCategoryUserQuery,
  type TUserCategoriesSave,
  type TWarning,
  userLanguage,
} from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import { audit } from '../../lib/audit.repository.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { StaffUser } from '../../lib/session.ts';
import { organizationNameIn } from '../reporting/localize.ts';
import { categoriesOfOrganization } from '../reports/case-actions.repository.ts';
import { administersOrganization } from './admin-reach.ts';
import * as repo from './category-access.repository.ts';
import { categoryList } from './category-list.ts';

export type AdminActor = Pick<StaffUser, 'id' | 'login' | 'langKey' | 'authorities' | 'organizations'>;

const pick = (t: Record<string, string>, langKey: string) => t[langKey] ?? t.en ?? '';

/**
 * The categories the user is to hold: the whole `categories` list, or, with `previous` (what the
 * screen loaded), the user's current ones with the screen's own additions and removals applied,
 * so that a stale screen undoes nobody else's change (decision 101).
 */
function wantedCategories({ categories, previous }: TUserCategoriesSave, current: Iterable<number>) {
  if (!previous) return new Set(categories);
  const [before, after] = [new Set(previous), new Set(categories)];
  const added = categories.filter((id) => !before.has(id));
  const removed = new Set(previous.filter((id) => !after.has(id)));
  return new Set([...[...current].filter((id) => !removed.has(id)), ...added]);
}

export const ERROR_KEYS = {
  deactivatedUser: 'connectsAdmin.categoryAccess.errorDeactivatedUser',
  defaultCategory: 'connectsAdmin.categoryAccess.defaultCategoryWarning',
  otherOrganization: 'connectsAdmin.categoryAccess.errorPrimaryOrganization',
  notOffered: 'connectsAdmin.categoryAccess.errorCategoryNotOffered',
  ownCategories: 'connectsAdmin.categoryAccess.errorOwnCategories',
} as const;

export function createCategoryAccessService({ db }: { db: Db }) {
  /** The organization, if the actor administers it: 404 when there is none, 403 outside a client admin's tree. */
  async function organizationFor(tx: Tx, actor: AdminActor, orgId: number) {
    const org = await repo.organizationById(tx, orgId);
    if (!org) throw notFound();
    if (!administersOrganization(actor, org)) throw forbidden();
    return org;
  }

  /** The user, who must belong to the organization or one above it (he reaches it): 404 otherwise. */
  async function userFor(tx: Tx, userId: number, org: repo.OrgRow, forUpdate = false) {
    const target = await repo.targetUser(tx, userId, chainOf(org), forUpdate);
    if (!target?.linked) throw notFound();
    return target;
  }

  /** The user's categories among those the organization offers, by group. */
  async function groupsOf(tx: Tx, userId: number, orgId: number, langKey: string, includeUnauthorized: boolean) {
    const held = new Map((await repo.categoryRowsOf(tx, userId)).map((r) => [r.categoryId, r.active]));
    const groups = new Map<number, { name: string; description: string; position: number; categories: Category[] }>();
    for (const { category, group } of await categoriesOfOrganization(tx, orgId)) {
      const active = held.get(category.id);
      if (active === undefined || (!active && !includeUnauthorized)) continue;
      const g = groups.get(group.id) ?? {
        name: pick(group.names, langKey),
        description: pick(group.descriptions, langKey),
        position: group.position,
        categories: [],
      };
      g.categories.push({
        id: category.id,
        name: pick(category.names, langKey),
        description: pick(category.descriptions, langKey),
        position: category.position,
        reviewerAuthorized: active,
      });
      groups.set(group.id, g);
    }
    return [...groups.values()];
  }

  return {
    async userCategories(
      actor: AdminActor,
      userId: number,
      q: { orgId: number; langKey: string; includeUnauthorized: boolean },
    ) {
      const org = await organizationFor(db, actor, q.orgId);
      await userFor(db, userId, org);
      return groupsOf(db, userId, org.id, q.langKey, q.includeUnauthorized);
    },

    /**
     * Replaces the user's categories among those the organization offers (or applies the screen's
     * own changes to them, `wantedCategories`), in one transaction with its CHANGE_CATEGORY_ACCESS
     * audit event; the user's row lock makes two saves for him run one after another. Refused: the administrator's own categories
     * (403: another administrator decides what he reviews, the sensitive category above all), a
     * user of another primary organization (400), a deactivated user given a category (409), and a
     * change that leaves the default category without an active user (400).
     */
    async save(actor: AdminActor, userId: number, orgId: number, body: TUserCategoriesSave) {
      return db.transaction(async (tx) => {
        const org = await organizationFor(tx, actor, orgId);
        const target = await userFor(tx, userId, org, true);
        if (target.id === actor.id) throw forbidden(ERROR_KEYS.ownCategories);
        if (target.primaryOrganizationId !== org.id) throw badRequest(ERROR_KEYS.otherOrganization);
        const offered = new Map(
          (await categoriesOfOrganization(tx, org.id)).map(({ category }) => [category.id, category.names]),
        );
        const rows = (await repo.categoryRowsOf(tx, userId)).filter((r) => offered.has(r.categoryId));
        const current = new Map(rows.map((r) => [r.categoryId, r.active]));
        if (body.categories.some((id) => !offered.has(id))) throw badRequest(ERROR_KEYS.notOffered);
        const want = wantedCategories(body, current.keys());
        const added = [...want].filter((id) => !current.has(id)).sort((a, b) => a - b);
        const removed = [...current.keys()].filter((id) => !want.has(id)).sort((a, b) => a - b);
        if (added.length > 0 && !target.active) throw conflict(ERROR_KEYS.deactivatedUser);
        if (removed.includes(DEFAULT_CATEGORY_ID) && target.active && current.get(DEFAULT_CATEGORY_ID)) {
          await repo.lockCategory(tx, DEFAULT_CATEGORY_ID);
          if ((await repo.activeHolders(tx, chainOf(org), DEFAULT_CATEGORY_ID, target.id)) === 0)
            throw badRequest(ERROR_KEYS.defaultCategory);
        }
        if (added.length > 0 || removed.length > 0) {
          await repo.removeCategories(tx, userId, removed);
          await repo.addCategories(tx, userId, added);
          const names = (list: number[]) => categoryList(list.map((id) => pick(offered.get(id)!, 'en')));
          const data: Record<string, string> = {
            login: target.login,
            userId: String(target.id),
            organizationId: String(org.id),
          };
          if (added.length) {
            data[CATEGORY_ACCESS_AUDIT_KEYS.added] = names(added);
            data.addedCategoryIds = added.join(',');
          }
          if (removed.length) {
            data[CATEGORY_ACCESS_AUDIT_KEYS.removed] = names(removed);
            data.removedCategoryIds = removed.join(',');
          }
          await audit(tx, 'CHANGE_CATEGORY_ACCESS', { login: actor.login, userId: actor.id }, data);
        }
        return groupsOf(tx, userId, org.id, userLanguage(actor.langKey, actor.authorities), true);
      });
    },

    async authorizations(actor: AdminActor, orgId: number, categoryIds: number[]) {
      const org = await organizationFor(db, actor, orgId);
      return repo.authorizations(db, chainOf(org), categoryIds);
    },

    async categoryUsers(actor: AdminActor, orgId: number, q: TCategoryUserQuery) {
      const org = await organizationFor(db, actor, orgId);
      const { total, rows } = await repo.categoryUsers(db, {
        orgIds: q.organizations === 'parent' ? chainOf(org) : [org.id],
        search: q.searchText || null,
        sort: q.sort,
        page: q.page,
        size: q.size,
      });
      // Each user's organization in the administrator's language, as the screen's other names are.
      const content = rows.map(({ primaryOrganizationNames, ...row }) => ({
        ...row,
        userStatus: row.userStatus as UserStatus,
        primaryOrganizationName:
          row.primaryOrganizationName === null
            ? null
            : pick(
                { ...primaryOrganizationNames, en: row.primaryOrganizationName },
                userLanguage(actor.langKey, actor.authorities),
              ),
      }));
      return {
        content,
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
        number: q.page,
      };
    },

    /**
     * The client admin's warnings about his organizations (decision 046): categories with fewer
     * than MIN_REVIEWERS_PER_CATEGORY active reviewers, and a default category without an active
     * master reviewer to pass its reports on. Everyone else gets none.
     */
    async warnings(user: AdminActor, langKey: string): Promise<TWarning[]> {
      if (!user.authorities.includes(AUTHORITIES.CLIENT_ADMIN)) return [];
      const orgs = await repo.organizationsByIds(
        db,
        user.organizations.map((o) => o.id),
      );
      const out: TWarning[] = [];
      for (const org of orgs) {
        const counts = await repo.reviewerCounts(db, org.id, chainOf(org));
        const organizationName = organizationNameIn(org.names, org.name, langKey);
        const missing = counts.filter((c) => c.reviewerCount < MIN_REVIEWERS_PER_CATEGORY);
        if (missing.length > 0)
          out.push({
            type: 'MISSING_REVIEWERS',
            organizationId: org.id,
            organizationName,
            warningDetails: missing.map((c) => ({
              categoryId: c.categoryId,
              categoryName: pick(c.names, langKey),
              reviewerCount: c.reviewerCount,
            })),
          });
        const fallback = counts.find((c) => c.categoryId === DEFAULT_CATEGORY_ID);
        if (fallback && fallback.masterCount === 0)
          out.push({
            type: 'DEFAULT_CATEGORY_ISSUE',
            organizationId: org.id,
            organizationName,
            warningDetails: [
              {
                categoryId: DEFAULT_CATEGORY_ID,
                categoryName: pick(fallback.names, langKey),
                adminCount: fallback.masterCount,
                reviewerCount: fallback.reviewerCount,
              },
            ],
          });
      }
      return out;
    },
  };
}

type UserStatus = 'ACTIVE' | 'INACTIVE' | 'LOCKED' | 'ERROR';
interface Category {
  id: number;
  name: string;
  description: string;
  position: number;
  reviewerAuthorized: boolean;
}
export type CategoryAccessService = ReturnType<typeof createCategoryAccessService>;
