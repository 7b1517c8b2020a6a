/**
 * The member counts kept per organization (decision 061) equal a recount of `user_organizations`
 * after every kind of change: users added (one by one and in bulk), memberships moved between
 * organizations, removed, users deleted, deactivated and activated, organizations deleted; and
 * an organization's user list answers that count as its total.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { organizations, userOrganizations, users } from '../../db/schema/index.ts';
import { orgIdOf } from './admin.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const connects = await signIn(app, 'connects-admin');
const root = await orgIdOf(db, 'Northwind Group');
const europe = await orgIdOf(db, 'Northwind Europe');

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Kept and recounted members of every organization that has either. */
async function keptAndRecounted() {
  const kept = await rowsOf<{ id: number; n: number }>(
    sql`select organization_id as id, members as n from organization_members where members <> 0 order by 1`,
  );
  const recounted = await rowsOf<{ id: number; n: number }>(
    sql`select organization_id as id, count(*)::int as n from user_organizations group by 1 order by 1`,
  );
  return { kept, recounted };
}

async function expectKeptExact() {
  const { kept, recounted } = await keptAndRecounted();
  expect(recounted.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
}

async function addUsers(prefix: string, n: number, organizationId: number) {
  const added = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        login: `${prefix}.${i}`,
        firstName: 'Kept',
        lastName: `Count ${i}`,
        email: `${prefix}.${i}@example.com`,
        legacyUserId: `K-${prefix}-${i}`,
        userType: 'DELEGATE',
      })),
    )
    .returning({ id: users.id });
  await db.insert(userOrganizations).values(added.map((u) => ({ userId: u.id, organizationId })));
  return added.map((u) => u.id);
}

const totalOf = async (organizationId: number) =>
  (await connects.get(`/api/connects-admin/organization/${organizationId}/user`)).json().totalElements as number;

describe('member counts kept per organization', () => {
  it('start equal to a recount of the demo data', expectKeptExact);

  it('follow users added, moved between organizations, removed and deleted', async () => {
    const [small] = await db.insert(organizations).values({ name: 'Counted Ltd' }).returning();
    const ids = await addUsers('kept', 12, small.id);
    expect(await totalOf(small.id)).toBe(12);
    await expectKeptExact();

    await db
      .update(userOrganizations)
      .set({ organizationId: europe })
      .where(inArray(userOrganizations.userId, ids.slice(0, 5)));
    expect(await totalOf(small.id)).toBe(7);
    await expectKeptExact();

    await db.delete(userOrganizations).where(eq(userOrganizations.userId, ids[5]));
    await db.delete(users).where(inArray(users.id, ids.slice(6, 9)));
    expect(await totalOf(small.id)).toBe(3);
    await expectKeptExact();

    await db.transaction(async (tx) => {
      await tx.insert(userOrganizations).values({ userId: ids[5], organizationId: root });
      await tx.delete(users).where(eq(users.id, ids[0]));
    });
    await expectKeptExact();
  });

  it('stay the same when a user is deactivated and activated, and go with a deleted organization', async () => {
    const [gone] = await db.insert(organizations).values({ name: 'Gone Ltd' }).returning();
    const [id] = await addUsers('gone', 2, gone.id);
    const before = await totalOf(gone.id);
    expect((await connects.put(`/api/connects-admin/user/${id}/deactivate`)).statusCode).toBe(200);
    expect(await totalOf(gone.id)).toBe(before);
    expect((await connects.put(`/api/connects-admin/user/${id}/activate`)).statusCode).toBe(200);
    expect(await totalOf(gone.id)).toBe(before);
    await db.delete(organizations).where(eq(organizations.id, gone.id));
    await expectKeptExact();
    expect(await rowsOf(sql`select 1 from organization_members where organization_id = ${gone.id}`)).toEqual([]);
  });

  it('answer a rolled-back change as if it never happened', async () => {
    const [userId] = await addUsers('rolled', 1, europe);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(userOrganizations).values({ userId, organizationId: root });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectKeptExact();
  });
});
