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

export async function recordFailedLogin(db: Tx, id: number, lockAt: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      failedLoginAttempts: sql`${users.failedLoginAttempts} + 1`,
      userStatus: sql`case when ${users.failedLoginAttempts} + 1 >= ${lockAt} then 'LOCKED' else ${users.userStatus} end`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export const resetFailedLogins = (db: Tx, id: number) =>
  db.update(users).set({ failedLoginAttempts: 0 }).where(eq(users.id, id));

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
