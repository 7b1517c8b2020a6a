import { and, asc, eq, sql } from 'drizzle-orm';
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

/** The user's organizations, primary first. */
export const userOrganizationsOf = (db: Tx, userId: number, primaryId: number | null) =>
  db
    .select({ id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(
      sql`${organizations.id} = ${primaryId ?? -1} desc`,
      asc(userOrganizations.position),
      asc(organizations.id),
    );

export const activeCategoryIdsOf = async (db: Tx, userId: number): Promise<number[]> =>
  (
    await db
      .select({ id: userCategories.categoryId })
      .from(userCategories)
      .where(and(eq(userCategories.userId, userId), eq(userCategories.active, true)))
      .orderBy(asc(userCategories.categoryId))
  ).map((r) => r.id);
