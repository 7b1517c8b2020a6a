import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizations, userCategories, userOrganizations, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByLogin = async (db: Tx, login: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.login}) = lower(${login})`).limit(1))[0];

/** The one user with this email address; none when no user or several users have it. */
export async function findUniqueUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export const findUserById = async (db: Tx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** A lock whose time is over counts as no lock. */
const lockOver = (lockSeconds: number) =>
  sql`${users.userStatus} = 'LOCKED' and ${users.lockedAt} <= now() - make_interval(secs => ${lockSeconds})`;

/**
 * Claims one password check for an active account, in one statement: the failure count
 * goes up before the password is checked, and no claim is given once it has reached
 * `max`, so parallel attempts get `max` checks between them, never more. A lock whose
 * time is over is lifted by the same statement. Returns the count with this claim, or
 * nothing when the account is locked or not active.
 */
export async function claimLoginAttempt(
  db: Tx,
  id: number,
  max: number,
  lockSeconds: number,
): Promise<number | undefined> {
  const over = lockOver(lockSeconds);
  const [row] = await db
    .update(users)
    .set({
      failedLoginAttempts: sql`case when ${over} then 1 else ${users.failedLoginAttempts} + 1 end`,
      lockedAt: sql`case when ${over} then null else ${users.lockedAt} end`,
      userStatus: sql`case when ${over} then 'ACTIVE' else ${users.userStatus} end`,
    })
    .where(
      and(
        eq(users.id, id),
        eq(users.activated, true),
        sql`((${users.userStatus} = 'ACTIVE' and ${users.failedLoginAttempts} < ${max}) or (${over}))`,
      ),
    )
    .returning({ claimed: users.failedLoginAttempts });
  return row?.claimed;
}

/** A wrong password: the claim stays counted; at `max` the account is locked (once). Returns the count, and whether this call locked it. */
export async function lockIfSpent(db: Tx, id: number, max: number): Promise<{ failures: number; locked: boolean }> {
  const [locked] = await db
    .update(users)
    .set({ userStatus: 'LOCKED', lockedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.userStatus, 'ACTIVE'), sql`${users.failedLoginAttempts} >= ${max}`))
    .returning({ failures: users.failedLoginAttempts });
  if (locked) return { failures: locked.failures, locked: true };
  const [row] = await db.select({ failures: users.failedLoginAttempts }).from(users).where(eq(users.id, id));
  return { failures: row?.failures ?? max, locked: false };
}

/**
 * The right password: gives back this claim and the failures before it, only if the
 * account is still active (parallel failures may have locked it meanwhile). False: refused.
 */
export async function settleRightPassword(db: Tx, id: number, claimed: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ failedLoginAttempts: sql`greatest(${users.failedLoginAttempts} - ${claimed}, 0)` })
    .where(and(eq(users.id, id), eq(users.userStatus, 'ACTIVE')))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The right password of a sign-in that owes a second step (decision 049): this claim is given
 * back, the failures before it stay counted until the second step succeeds.
 */
export const releaseClaim = (db: Tx, id: number) =>
  db
    .update(users)
    .set({ failedLoginAttempts: sql`greatest(${users.failedLoginAttempts} - 1, 0)` })
    .where(eq(users.id, id));

export const setUserLanguage = (db: Tx, id: number, langKey: string) =>
  db.update(users).set({ langKey }).where(eq(users.id, id));

/**
 * The organizations of the user in the row at hand, primary first, as a JSON list: a
 * column for any query that selects from `users` (the session lookup takes it along).
 */
const usersColumn = (column: typeof users.id | typeof users.primaryOrganizationId) =>
  // Qualified by hand: in a query on `users` alone Drizzle leaves the table name out.
  sql`${sql.identifier(getTableName(users))}.${sql.identifier(column.name)}`;

export const organizationsOfUser = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'name', o.name)
    order by o.id = ${usersColumn(users.primaryOrganizationId)} desc, uo.position, o.id)
  from ${userOrganizations} uo join ${organizations} o on o.id = uo.organization_id
  where uo.user_id = ${usersColumn(users.id)}), '[]'::json)`;

export const userOrganizationsOf = async (db: Tx, userId: number) =>
  (await db.select({ list: organizationsOfUser }).from(users).where(eq(users.id, userId)))[0]?.list ?? [];

export const activeCategoryIdsOf = async (db: Tx, userId: number): Promise<number[]> =>
  (
    await db
      .select({ id: userCategories.categoryId })
      .from(userCategories)
      .where(and(eq(userCategories.userId, userId), eq(userCategories.active, true)))
      .orderBy(asc(userCategories.categoryId))
  ).map((r) => r.id);

/** Replaces the user's API key by one with this hash: the old key stops working at once. */
export const setApiKeyHash = (db: Tx, userId: number, keyHash: string) =>
  db.update(users).set({ apiKeyHash: keyHash }).where(eq(users.id, userId));
