import { AUTHORITIES } from '@candor/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { ancestorsSql, chainSql } from '../../db/organization-chain.ts';
import {
  organizationMembers,
  organizations,
  passwordResetTokens,
  sessions,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';
import { shownOrganizationName } from '../../db/shown-names.ts';
import { auditPageByDateJson, auditPageValues, auditRowsOf } from '../../lib/audit.repository.ts';
import { pageStatement } from './page-statement.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export interface Paging {
  page: number;
  size: number;
}

/** `%`, `_` and `\` stand for themselves in a search. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organization is one of `roots` or below one of them. */
const inTrees = (roots: readonly number[]) =>
  sql`(${organizations.id} = any(${intArray(roots)}) or ${ancestorsSql(organizations.parentChain)} && ${intArray(roots)})`;

/** Ancestors from the root down, then the organization: sorting by it gives tree order. */
const treeOrder = chainSql(organizations);

/**
 * The organization's depth below the shallowest of `roots` (a client admin's trees), so that his
 * list starts at the margin however deep his organization sits; from the root for everyone else.
 */
const depthWithin = (roots: readonly number[] | null) =>
  roots
    ? sql<number>`${organizations.depth} - (select coalesce(min(r.depth), 0) from organizations r where r.id = any(${intArray(roots)}))`
    : sql<number>`${organizations.depth}`;

const localName = (langKey: string) => shownOrganizationName(organizations.names, organizations.name, langKey);

/**
 * Organizations whose names (any language) contain `searchText`, in tree order or by name,
 * limited to the trees of `roots` when given (a client admin's), one page of them.
 */
export async function searchOrganizations(
  db: Tx,
  opts: Paging & { searchText?: string; roots: readonly number[] | null; langKey: string; sort?: string },
) {
  const where = and(
    opts.searchText ? sql`${organizations.searchText} like ${contains(opts.searchText)}` : undefined,
    opts.roots ? inTrees(opts.roots) : undefined,
  );
  const [field, direction] = (opts.sort ?? '').split(',');
  const by = field === 'id' ? organizations.id : field === 'name' ? localName(opts.langKey) : treeOrder;
  const order = direction === 'desc' ? desc(by) : asc(by);
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organizations, localName: localName(opts.langKey), depth: depthWithin(opts.roots) })
      .from(organizations)
      .where(where)
      .orderBy(order, asc(organizations.id))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.org, name: r.localName, depth: Number(r.depth) })), total: total.n };
}

export async function findOrganization(
  db: Tx,
  id: number,
  langKey: string,
  roots: readonly number[] | null,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select({ org: organizations, localName: localName(langKey), depth: depthWithin(roots) })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row && { ...row.org, name: row.localName, depth: Number(row.depth) };
}

/** Whether the organization is one of `roots` or below one of them. */
export async function organizationInTrees(db: Tx, id: number, roots: readonly number[]): Promise<boolean> {
  if (roots.length === 0) return false;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), inTrees(roots)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user belongs to one of `roots` or to an organization below one of them. */
export async function userInTrees(db: Tx, userId: number, roots: readonly number[]): Promise<boolean> {
  if (roots.length === 0) return false;
  const [row] = await db
    .select({ id: userOrganizations.organizationId })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(and(eq(userOrganizations.userId, userId), inTrees(roots)))
    .limit(1);
  return row !== undefined;
}

/** The columns a sort may name, by their field in the query. */
const USER_SORT = {
  login: 'login',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  legacyUserId: 'legacy_user_id',
} as const;

/**
 * A parsed sort (`field,asc` or `field,desc`) as an ORDER BY over a list's rows (`fallback`,
 * ascending, when none), the id last; the columns of the table named `alias` when given.
 */
function userOrder(sort: string | undefined, fallback: (keyof typeof USER_SORT)[], alias = ''): SQL {
  const [field, direction] = sort?.split(',') ?? [];
  const named = field && field in USER_SORT ? (field as keyof typeof USER_SORT) : undefined;
  // People with one last name are told apart by their first.
  const fields = named === 'lastName' ? (['lastName', 'firstName'] as const) : named ? [named] : fallback;
  const dir = direction === 'desc' ? 'desc' : 'asc';
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return sql.raw(`${fields.map((f) => `${column(USER_SORT[f])} ${dir}`).join(', ')}, ${column('id')} asc`);
}

/** What a user list shows of each user. */
export type UserListRow = Pick<
  UserRow,
  'id' | 'legacyUserId' | 'login' | 'firstName' | 'lastName' | 'email' | 'userType' | 'userStatus'
>;

/** A list page as its statement answers it: one JSON value. */
export interface UserListJson {
  /** The organization listed and its ancestors (null: no such organization); absent for the admin users. */
  reach?: number[] | null;
  total: number;
  rows: UserListRow[] | null;
}

export interface UserListPage {
  rows: UserListRow[];
  total: number;
  reach: number[] | null | undefined;
}

/** A page answered as one JSON value (PGlite and node-postgres both parse json; text is parsed here). */
export const listOf = (raw: UserListJson | string): UserListPage => {
  const page: UserListJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return { rows: page.rows ?? [], total: page.total, reach: page.reach };
};

/**
 * What a list shows of each user, as one JSON list in the list's order (`order`, over the
 * columns of `page`, a CTE of the page's ids and sort columns): each user read by its key.
 */
const pageJson = (order: SQL) => sql`(select json_agg((select json_build_object('id', u.id,
  'legacyUserId', u.legacy_user_id, 'login', u.login, 'firstName', u.first_name, 'lastName', u.last_name,
  'email', u.email, 'userType', u.user_type, 'userStatus', u.user_status) from ${users} u where u.id = page.id)
  order by ${order}) from page)`;

const p = (name: string) => sql.placeholder(name);
const pageBounds = sql`offset ${p('offset')}::int limit ${p('size')}::int`;
const organizationId = sql`${p('organizationId')}::int`;

/** The organization's members, as the per-organization counts keep them (decision 061): no member is counted per request. */
const memberCount = sql`coalesce((select members from ${organizationMembers}
  where ${organizationMembers.organizationId} = ${organizationId}), 0)`;

/**
 * The admin users: the platform's own users by role, connects admins, platform administrators,
 * hotline agents, import and statistics users (decisions 084, 104), who belong to no organization
 * as the product makes them. Written out (not a parameter) so that the generic plan reads
 * `users_platform_staff_idx`.
 */
const PLATFORM_STAFF_ROLES = [
  AUTHORITIES.CONNECTS_ADMIN,
  AUTHORITIES.ADMIN,
  AUTHORITIES.HOTLINE_AGENT,
  AUTHORITIES.IMPORT,
  AUTHORITIES.STATISTICS,
];
const PLATFORM_STAFF = sql.raw(
  `users.authorities && array[${PLATFORM_STAFF_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`,
);

/**
 * The users a list shows: an organization's members, those of them a search finds (`search`, a
 * LIKE pattern, never null: the generic plan then reads the trigram index), or the platform admins.
 */
const LISTED = {
  members: sql`${userOrganizations} join ${users} on ${users.id} = ${userOrganizations.userId}
    where ${userOrganizations.organizationId} = ${organizationId}`,
  search: sql`${userOrganizations} join ${users} on ${users.id} = ${userOrganizations.userId}
    where ${userOrganizations.organizationId} = ${organizationId}
      and ${userOrganizations.searchText} like ${p('search')}::text`,
  admins: sql`${users} where ${PLATFORM_STAFF}`,
};
type Listed = keyof typeof LISTED;

/** The organization and its ancestors, for the reach of a client admin (null: no such organization). */
const REACH = sql`(select ${chainSql(organizations)} from ${organizations}
  where ${organizations.id} = ${organizationId})`;

/** What a page says besides its rows: the organization's reach, and the total (kept, or counted over `listed`). */
const HEAD: Record<Listed, SQL> = {
  members: sql`'reach', ${REACH}, 'total', ${memberCount}`,
  search: sql`'reach', ${REACH}, 'total', (select count(*) from listed)`,
  admins: sql`'total', (select count(*) from ${users} where ${PLATFORM_STAFF})`,
};

type Statement = ReturnType<typeof pageStatement<UserListJson | string, UserListPage>>;
const listStatements = new Map<string, Statement>();

/**
 * One page of the users of `listed` and how many there are, in one statement prepared per list
 * and order on first use: the rows are sorted on the columns a sort may name only, and the page
 * and total come back as one JSON value (decision 051).
 */
function userListPage(
  db: Db,
  listed: Listed,
  opts: Paging & { sort?: string; fallback: (keyof typeof USER_SORT)[]; values: Record<string, unknown> },
) {
  const order = userOrder(opts.sort, opts.fallback, 'l');
  // Sorts are `field,asc` or `field,desc` of USER_SORT (the query schema parses them): a dozen names at most.
  const name = `candor_user_list_${listed}_${(opts.sort ?? 'default').replace(/\W+/g, '_')}`;
  let statement = listStatements.get(name);
  if (!statement) {
    statement = pageStatement(
      name,
      sql`
      with listed as (
        select ${users.id} as id, ${users.legacyUserId} as legacy_user_id, ${users.login} as login,
          ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.email} as email
        from ${LISTED[listed]}
      ),
      page as (select l.* from listed l order by ${order} ${pageBounds})
      select json_build_object(${HEAD[listed]}, 'rows', ${pageJson(userOrder(opts.sort, opts.fallback, 'page'))})`,
      listOf,
    );
    listStatements.set(name, statement);
  }
  return statement(db, { ...opts.values, offset: opts.page * opts.size, size: opts.size });
}

/**
 * An organization's users in the default order (last name, first name, id), one page, and how
 * many there are, in one prepared statement (decisions 051, 061, 077): the memberships keep their
 * users' names and search text, so neither the page nor the total reads `users`, which is read
 * for the page's twenty rows only. `listed` is every membership (the page is a range of
 * `user_organizations_name_order_idx`, the total the kept count) or those a search finds (through
 * `user_organizations_search_trgm_idx`, counted).
 */
const inNameOrder = (name: string, listed: SQL, total: SQL) =>
  pageStatement(
    name,
    sql`
  with listed as (
    select user_id as id, last_name, first_name from ${userOrganizations} where organization_id = ${organizationId} ${listed}
  ),
  page as (select * from listed order by last_name, first_name, id ${pageBounds})
  select json_build_object('reach', ${REACH}, 'total', ${total},
    'rows', ${pageJson(sql`page.last_name, page.first_name, page.id`)})`,
    listOf,
  );

const membersInNameOrder = inNameOrder('candor_user_list_members_by_name', sql``, memberCount);
const searchInNameOrder = inNameOrder(
  'candor_user_list_search_by_name',
  sql`and search_text like ${p('search')}::text`,
  sql`(select count(*) from listed)`,
);

/** The users of one organization, one page, by last then first name unless sorted otherwise. */
export function organizationUsersQuery(
  db: Db,
  organizationId: number,
  opts: Paging & { searchText?: string; sort?: string },
) {
  const bounds = { organizationId, offset: opts.page * opts.size, size: opts.size };
  if (!opts.sort) {
    return opts.searchText
      ? searchInNameOrder(db, { ...bounds, search: contains(opts.searchText) })
      : membersInNameOrder(db, bounds);
  }
  const fallback: (keyof typeof USER_SORT)[] = ['lastName', 'firstName'];
  if (!opts.searchText) return userListPage(db, 'members', { ...opts, fallback, values: { organizationId } });
  return userListPage(db, 'search', {
    ...opts,
    fallback,
    values: { organizationId, search: contains(opts.searchText) },
  });
}

/** The users of one organization, one page (the session read already). */
export const usersOfOrganization = (
  db: Db,
  organizationId: number,
  opts: Paging & { searchText?: string; sort?: string },
) => organizationUsersQuery(db, organizationId, opts).alone();

/** The platform's connects admins, one page, by login unless sorted otherwise. */
export const connectsAdminUsersQuery = (db: Db, opts: Paging & { sort?: string }) =>
  userListPage(db, 'admins', { ...opts, fallback: ['login'], values: {} });

/** The platform's connects admins, one page (the session read already). */
export const connectsAdminUsers = (db: Db, opts: Paging & { sort?: string }) =>
  connectsAdminUsersQuery(db, opts).alone();

export const findUserById = async (db: Tx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByLegacyId = async (db: Tx, legacyUserId: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.legacyUserId, legacyUserId)).limit(1))[0];

/** The user who signs in with this name (names compare without case). */
export const findUserByLogin = async (db: Tx, login: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.login}) = lower(${login})`).limit(1))[0];

/** Whether another user already signs in with this name (names compare without case). */
export async function loginTaken(db: Tx, login: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Which of `logins` are taken, lower-cased (logins compare without case). */
export async function takenLogins(db: Tx, logins: string[]): Promise<Set<string>> {
  if (logins.length === 0) return new Set();
  const rows = await db
    .select({ login: sql<string>`lower(${users.login})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.login})`,
        logins.map((l) => l.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.login));
}

/** Each organization of `ids` that exists: whether it only groups others, and whether it lies in the trees of `roots` (null: any). */
export async function organizationKinds(
  db: Tx,
  ids: number[],
  roots: readonly number[] | null,
): Promise<Map<number, { phantom: boolean; reachable: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: organizations.id,
      phantom: organizations.phantom,
      reachable: roots === null ? sql<boolean>`true` : sql<boolean>`${inTrees(roots)}`,
    })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, { phantom: r.phantom, reachable: r.reachable }]));
}

/** The unique index of logins, which compares them without case. */
export const LOGIN_TAKEN = 'users_login_idx';

export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (values.primaryOrganizationId)
    await db.insert(userOrganizations).values({ userId: row.id, organizationId: values.primaryOrganizationId });
  return row;
}

export async function updateUser(db: Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Changes the status only from `from`: an action raced by another answers nothing. */
export async function changeStatus(
  db: Tx,
  id: number,
  from: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.userStatus, from)))
    .returning();
  return row;
}

/** Ends every session of the user (a deactivated account, a new password). */
export const endSessionsOf = (db: Tx, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

/**
 * Keeps one reset link per user: a newer one replaces the older. The invitation of a new user is
 * apart: a reset leaves it working until it is used or runs out (decision 074).
 */
export async function replaceResetKey(
  db: Tx,
  userId: number,
  keyHash: string,
  expiresAt: Date,
  invitation = false,
): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.invitation, invitation)));
  await db.insert(passwordResetTokens).values({ keyHash, userId, expiresAt, invitation });
}

/** Links that have run out: they set no password any more. */
export const deleteExpiredResetKeys = (db: Tx) =>
  db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} <= now()`);

/** Ends every link of the user (a new address, a deactivated account). */
export const deleteResetKeysOf = (db: Tx, userId: number) =>
  db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

/** The user a reset or invitation key belongs to while it still works; the key stays. */
export async function resetKeyUser(db: Tx, keyHash: string): Promise<number | undefined> {
  const t = passwordResetTokens;
  const [row] = await db
    .select({ userId: t.userId })
    .from(t)
    .where(and(eq(t.keyHash, keyHash), sql`${t.expiresAt} > now()`));
  return row?.userId;
}

/**
 * Uses up a reset key that has not run out, and with it every other link of its user, in one
 * statement: of two links of one user used at once, one wins and the other finds nothing.
 * Gives the user's id, or nothing.
 */
export async function consumeResetKey(db: Tx, keyHash: string): Promise<number | undefined> {
  const t = passwordResetTokens;
  const rows = await db
    .delete(t)
    .where(eq(t.userId, sql`(select r.user_id from ${t} r where r.key_hash = ${keyHash} and r.expires_at > now())`))
    .returning({ userId: t.userId, keyHash: t.keyHash });
  return rows.find((r) => r.keyHash === keyHash)?.userId;
}

const auditLists = {
  asc: pageStatement('candor_audit_list_asc', auditPageByDateJson(true, false), auditRowsOf),
  desc: pageStatement('candor_audit_list_desc', auditPageByDateJson(false, false), auditRowsOf),
};

/** The audit log, one page, by date (then id) in the direction asked (decision 051). */
export const auditPageQuery = (db: Db, opts: Paging & { ascending: boolean }) =>
  auditLists[opts.ascending ? 'asc' : 'desc'](db, auditPageValues(opts));

/** The audit log, one page (the session read already). */
export const auditPage = (db: Db, opts: Paging & { ascending: boolean }) => auditPageQuery(db, opts).alone();
