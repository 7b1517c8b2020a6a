/** The profile's queries: the user's own fields. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export const profileOf = async (db: Tx, userId: number) =>
  (
    await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        login: users.login,
        email: users.email,
        title: users.title,
        department: users.department,
        langKey: users.langKey,
        primaryPhone: users.primaryPhone,
        secondaryPhone: users.secondaryPhone,
        dashboardEnabled: users.dashboardEnabled,
        landingPage: users.landingPage,
        activated: users.activated,
        userStatus: users.userStatus,
      })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

export const updateProfile = (
  db: Tx,
  userId: number,
  set: Partial<
    Pick<
      typeof users.$inferInsert,
      'title' | 'department' | 'langKey' | 'primaryPhone' | 'secondaryPhone' | 'landingPage'
    >
  >,
) => db.update(users).set(set).where(eq(users.id, userId));
