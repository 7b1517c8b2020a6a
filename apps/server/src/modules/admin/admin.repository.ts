import { AUTHORITIES } from '@candor/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizations, passwordResetTokens, sessions, userOrganizations, users } from '../../db/schema/index.ts';
import { auditPageByDate } from '../../lib/audit.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export interface Paging {
  page: number;
  size: number;
}

/** `%`, `_` and `\` stand for themselves in a search. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ancestors' ids (separated by `--` or `-`), as an int array. */
const ancestorsOf = (chain: SQL | typeof organizations.parentChain) =>
  sql`regexp_split_to_array(nullif(${chain}, ''), '-+')::int[]`;

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/** The organization is one of `roots` or below one of them. */
const inTrees = (roots: readonly number[]) =>
  sql`(${organizations.id} = any(${intArray(roots)}) or ${ancestorsOf(organizations.parentChain)} && ${intArray(roots)})`;

/** Ancestors from the root down, then the organization: sorting by it gives tree order. */
const treeOrder = sql`(${ancestorsOf(organizations.parentChain)} || ${organizations.id})`;

const localName = (langKey: string) =>
  sql<string>`coalesce(nullif(${organizations.names} ->> ${langKey}, ''), ${organizations.name})`;

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
  const order = direction?.toLowerCase() === 'desc' ? desc(by) : asc(by);
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organizations, localName: localName(opts.langKey) })
      .from(organizations)
      .where(where)
      .orderBy(order, asc(organizations.id))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.org, name: r.localName })), total: total.n };
}

export async function findOrganization(db: Tx, id: number, langKey: string): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select({ org: organizations, localName: localName(langKey) })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row && { ...row.org, name: row.localName };
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

const userSearch = (text: string) =>
  sql`lower(${users.login} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${contains(text)}`;

const USER_SORT = {
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  legacyUserId: users.legacyUserId,
} as const;

function userOrder(sort: string | undefined, fallback: (keyof typeof USER_SORT)[]) {
  const [field, direction] = (sort ?? '').split(',');
  const fields = field && field in USER_SORT ? [field as keyof typeof USER_SORT] : fallback;
  const dir = direction?.toLowerCase() === 'desc' ? desc : asc;
  return [...fields.map((f) => dir(USER_SORT[f])), asc(users.id)];
}

/** The users of one organization, one page, by last then first name unless sorted otherwise. */
export async function usersOfOrganization(
  db: Tx,
  organizationId: number,
  opts: Paging & { searchText?: string; sort?: string },
) {
  const where = and(
    eq(userOrganizations.organizationId, organizationId),
    opts.searchText ? userSearch(opts.searchText) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.userId))
      .where(where)
      .orderBy(...userOrder(opts.sort, ['lastName', 'firstName']))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db
      .select({ n: count() })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.userId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.user), total: total.n };
}

const holdsConnectsAdmin = sql`${users.authorities} @> array[${AUTHORITIES.CONNECTS_ADMIN}]::text[]`;

/** The platform's connects admins, one page, by login unless sorted otherwise. */
export async function connectsAdminUsers(db: Tx, opts: Paging & { sort?: string }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(holdsConnectsAdmin)
      .orderBy(...userOrder(opts.sort, ['login']))
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db.select({ n: count() }).from(users).where(holdsConnectsAdmin),
  ]);
  return { rows, total: total.n };
}

export const findUserById = async (db: Tx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByLegacyId = async (db: Tx, legacyUserId: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.legacyUserId, legacyUserId)).limit(1))[0];

/** Whether another user already signs in with this name (names compare without case). */
export async function loginTaken(db: Tx, login: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

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

/** Keeps one reset link per user: the new one replaces any before it. */
export async function replaceResetKey(db: Tx, userId: number, keyHash: string, expiresAt: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.insert(passwordResetTokens).values({ keyHash, userId, expiresAt });
}

/** Uses up a reset key that has not run out: its user's id, or nothing. */
export async function consumeResetKey(db: Tx, keyHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.keyHash, keyHash), sql`${passwordResetTokens.expiresAt} > now()`))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** The audit log, one page, by date (then id) in the direction asked (decision 051). */
export const auditPage = (db: Tx, opts: Paging & { ascending: boolean }) => auditPageByDate(db, opts);
