/** Users and organizations the category access tests add to the demo data. */
import { AUTHORITIES as A } from '@candor/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  organizationCategories,
  organizations,
  userCategories,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';

export async function orgByName(db: Db, name: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.name, name));
  if (!row) throw new Error(`no organization ${name}`);
  return row;
}

/** A root organization offering every category. */
export async function addRootOrganization(db: Db, name: string) {
  const [org] = await db.insert(organizations).values({ name }).returning();
  for (const c of await db.select({ id: categories.id }).from(categories))
    await db.insert(organizationCategories).values({ organizationId: org.id, categoryId: c.id });
  return org;
}

export interface NewUser {
  login: string;
  firstName?: string;
  lastName?: string;
  org: number;
  authorities?: string[];
  userType?: string | null;
  userStatus?: string;
  delegateReviewer?: boolean;
  categories?: number[];
  inactiveCategories?: number[];
}

/** A user with the demo password, belonging to (and primary in) one organization. */
export async function addUser(db: Db, u: NewUser) {
  const [hash] = await db.select({ h: users.passwordHash }).from(users).where(eq(users.login, 'reviewer'));
  const [row] = await db
    .insert(users)
    .values({
      login: u.login,
      passwordHash: hash.h,
      firstName: u.firstName ?? u.login,
      lastName: u.lastName ?? 'Test',
      email: `${u.login}@example.test`,
      authorities: u.authorities ?? [A.USER],
      userType: u.userType === undefined ? 'MASTER_REVIEWER' : u.userType,
      userStatus: u.userStatus ?? 'ACTIVE',
      delegateReviewer: u.delegateReviewer ?? false,
      legacyUserId: `T-${u.login}`,
      primaryOrganizationId: u.org,
    })
    .returning();
  await db.insert(userOrganizations).values({ userId: row.id, organizationId: u.org });
  for (const categoryId of u.categories ?? []) await db.insert(userCategories).values({ userId: row.id, categoryId });
  for (const categoryId of u.inactiveCategories ?? [])
    await db.insert(userCategories).values({ userId: row.id, categoryId, active: false });
  return row;
}

export async function userId(db: Db, login: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}
