import { AUTHORITIES } from '@candor/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, userOrganizations, users } from '../../db/schema/index.ts';

export const orgIdOf = async (db: Db, name: string) =>
  (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)))[0].id;

export const userOf = async (db: Db, login: string) => (await db.select().from(users).where(eq(users.login, login)))[0];

/**
 * A second client, outside the demo client admin's tree: Contoso Ltd with one reviewer, and a
 * client admin of Northwind France (a subtree) signing in with the demo password.
 */
export async function addOtherClient(db: Db) {
  const [contoso] = await db.insert(organizations).values({ name: 'Contoso Ltd' }).returning();
  const [template] = await db.select().from(users).where(eq(users.login, 'client-admin'));
  const add = async (login: string, organizationId: number, authorities: string[]) => {
    const [u] = await db
      .insert(users)
      .values({
        login,
        passwordHash: template.passwordHash,
        firstName: login,
        lastName: 'Other',
        email: `${login}@contoso.example`,
        authorities,
        userType: 'MASTER_REVIEWER',
        legacyUserId: `T-${login}`,
        primaryOrganizationId: organizationId,
      })
      .returning();
    await db.insert(userOrganizations).values({ userId: u.id, organizationId });
    return u;
  };
  const contosoReviewer = await add('contoso-reviewer', contoso.id, [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER]);
  const france = await orgIdOf(db, 'Northwind France');
  await add('france-admin', france, [AUTHORITIES.USER, AUTHORITIES.CLIENT_ADMIN]);
  return { contoso, contosoReviewer };
}
