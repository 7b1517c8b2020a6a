/** Every query of category access and of the client admin's warnings (decision 046). */
import { type CATEGORY_USER_SORT_FIELDS, sortParts, type TCategoryUserQuery } from '@candor/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { categories, organizations, userCategories } from '../../db/schema/index.ts';

/** Counts as active for category access: signed-in allowed, or only locked out for a while. */
const ACTIVE = sql`(u.activated and u.user_status in ('ACTIVE', 'LOCKED'))`;
/** The user belongs to one of the organizations. */
const linkedTo = (orgIds: number[]) =>
  sql`exists (select 1 from user_organizations uo where uo.user_id = u.id and uo.organization_id = any(${intArray(orgIds)}))`;
/** A reviewer who reads the reports of a category: ROLE_USER, not a delegate reviewer (delegates see delegated reports only). */
const REVIEWER = sql`('ROLE_USER' = any(u.authorities) and not u.delegate_reviewer)`;
const MASTER = sql`(not u.delegate_reviewer and ('ROLE_MASTER_REVIEWER' = any(u.authorities) or u.user_type = 'MASTER_REVIEWER'))`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ORG_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  names: organizations.names,
  parentChain: organizations.parentChain,
};

export async function organizationById(db: Tx, id: number) {
  const [row] = await db.select(ORG_COLUMNS).from(organizations).where(eq(organizations.id, id));
  return row;
}
export type OrgRow = NonNullable<Awaited<ReturnType<typeof organizationById>>>;

export async function organizationsByIds(db: Tx, list: number[]) {
  if (list.length === 0) return [];
  return db.select(ORG_COLUMNS).from(organizations).where(inArray(organizations.id, list)).orderBy(organizations.id);
}

export interface TargetUser {
  id: number;
  login: string;
  active: boolean;
  primaryOrganizationId: number | null;
  /** Belongs to one of the organizations asked about. */
  linked: boolean;
}

/** The user with his state, and whether he belongs to one of `orgIds`; `forUpdate` locks his row. */
export async function targetUser(db: Tx, userId: number, orgIds: number[], forUpdate = false) {
  const [row] = rowsOf<{
    id: number;
    login: string;
    active: boolean;
    primary_organization_id: number | null;
    linked: boolean;
  }>(
    await db.execute(sql`select u.id, u.login, ${ACTIVE} as active, u.primary_organization_id,
      ${linkedTo(orgIds)} as linked
      from users u where u.id = ${userId} ${forUpdate ? sql`for update of u` : sql``}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    login: row.login,
    active: row.active,
    primaryOrganizationId: row.primary_organization_id === null ? null : Number(row.primary_organization_id),
    linked: row.linked,
  } satisfies TargetUser;
}

/** The user's category rows (active or not). */
export const categoryRowsOf = (db: Tx, userId: number) =>
  db
    .select({ categoryId: userCategories.categoryId, active: userCategories.active })
    .from(userCategories)
    .where(eq(userCategories.userId, userId));

export async function addCategories(tx: Tx, userId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return;
  await tx
    .insert(userCategories)
    .values(categoryIds.map((categoryId) => ({ userId, categoryId, active: true })))
    .onConflictDoNothing();
}

export async function removeCategories(tx: Tx, userId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return;
  await tx
    .delete(userCategories)
    .where(and(eq(userCategories.userId, userId), inArray(userCategories.categoryId, categoryIds)));
}

/** Takes the category's row lock: saves that take the category away from someone run one after another. */
export async function lockCategory(tx: Tx, categoryId: number) {
  await tx.execute(sql`select id from ${categories} where id = ${categoryId} for update`);
}

/** Active users of `orgIds` holding an active authorization for the category, `exceptUserId` left out. */
export async function activeHolders(tx: Tx, orgIds: number[], categoryId: number, exceptUserId: number) {
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`select count(*) as n from users u
      where ${ACTIVE} and u.id <> ${exceptUserId} and ${linkedTo(orgIds)}
        and exists (select 1 from user_categories uc where uc.user_id = u.id and uc.category_id = ${categoryId} and uc.active)`),
  );
  return Number(row?.n ?? 0);
}

/** Users of `orgIds` holding one of the categories, with each of those authorizations. */
export async function authorizations(db: Tx, orgIds: number[], categoryIds: number[]) {
  const rows = rowsOf<{ id: number; active: boolean; auths: { categoryId: number; isActive: boolean }[] }>(
    await db.execute(sql`select u.id, ${ACTIVE} as active,
        (select json_agg(json_build_object('categoryId', uc.category_id, 'isActive', uc.active) order by uc.category_id)
          from user_categories uc where uc.user_id = u.id and uc.category_id = any(${intArray(categoryIds)})) as auths
      from users u
      where ${linkedTo(orgIds)}
        and exists (select 1 from user_categories uc where uc.user_id = u.id and uc.category_id = any(${intArray(categoryIds)}))
      order by u.id`),
  );
  return rows.map((r) => ({ userId: Number(r.id), active: r.active, categoryAuthorizations: r.auths ?? [] }));
}

const SORT_COLUMNS: Record<(typeof CATEGORY_USER_SORT_FIELDS)[number], SQL> = {
  firstName: sql`lower(u.first_name)`,
  lastName: sql`lower(u.last_name)`,
  login: sql`lower(u.login)`,
};

/** The reviewers of `orgIds` by `sort`, then first name and last name, paged in SQL. */
export async function categoryUsers(
  db: Tx,
  opts: { orgIds: number[]; search: string | null; sort: TCategoryUserQuery['sort']; page: number; size: number },
) {
  const [field, direction] = sortParts(opts.sort);
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const first = SORT_COLUMNS[field];
  const pattern = opts.search ? `%${opts.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`${linkedTo(opts.orgIds)} and 'ROLE_USER' = any(u.authorities)
    ${
      pattern
        ? sql`and (lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(u.login) like ${pattern}
            or lower(u.email) like ${pattern} or lower(u.last_name || ' ' || u.first_name) like ${pattern})`
        : sql``
    }`;
  const [{ n }] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from users u where ${where}`),
  );
  const rows = rowsOf<{
    id: number;
    login: string;
    first_name: string;
    last_name: string;
    email: string;
    legacy_user_id: string;
    user_status: string;
    user_type: string | null;
    active: boolean;
    primary_organization_id: number | null;
    primary_organization_name: string | null;
    primary_organization_names: Record<string, string> | null;
    category_ids: number[] | null;
  }>(
    await db.execute(sql`select u.id, u.login, u.first_name, u.last_name, u.email, u.legacy_user_id, u.user_status,
        u.user_type, ${ACTIVE} as active, u.primary_organization_id, o.name as primary_organization_name,
        o.names as primary_organization_names,
        (select array_agg(uc.category_id order by uc.category_id) from user_categories uc where uc.user_id = u.id) as category_ids
      from users u left join organizations o on o.id = u.primary_organization_id
      where ${where}
      order by ${first} ${dir}, lower(u.first_name) ${dir}, lower(u.last_name) ${dir}, u.id
      limit ${opts.size} offset ${opts.page * opts.size}`),
  );
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      login: r.login,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      legacyUserId: r.legacy_user_id,
      userStatus: r.user_status,
      userType: r.user_type,
      active: r.active,
      primaryOrganizationId: r.primary_organization_id === null ? null : Number(r.primary_organization_id),
      primaryOrganizationName: r.primary_organization_name,
      primaryOrganizationNames: r.primary_organization_names ?? {},
      categoryIds: (r.category_ids ?? []).map(Number),
    })),
  };
}

/**
 * Per category the organization offers: its names, how many active reviewers of `orgIds`
 * hold it, and how many of those are master reviewers.
 */
export async function reviewerCounts(db: Tx, organizationId: number, orgIds: number[]) {
  const rows = rowsOf<{
    id: number;
    names: Record<string, string>;
    reviewers: number | string;
    masters: number | string;
  }>(
    await db.execute(sql`select c.id, c.names,
        count(u.id) filter (where ${REVIEWER}) as reviewers,
        count(u.id) filter (where ${MASTER} and 'ROLE_USER' = any(u.authorities)) as masters
      from organization_categories oc
      join categories c on c.id = oc.category_id
      join category_groups g on g.id = c.group_id
      left join user_categories uc on uc.category_id = c.id and uc.active
      left join users u on u.id = uc.user_id and ${ACTIVE} and ${linkedTo(orgIds)}
      where oc.organization_id = ${organizationId}
      group by c.id, c.names, g.position, c.position
      order by g.position, c.position`),
  );
  return rows.map((r) => ({
    categoryId: Number(r.id),
    names: r.names,
    reviewerCount: Number(r.reviewers),
    masterCount: Number(r.masters),
  }));
}
