/**
 * The administration user lists in one statement (decisions 051, 061, 077): every page, whichever
 * way the statement takes it (the memberships' name index for the default order, a search among
 * the memberships in that order, a search or the list in another order, joined with `users`), is
 * the page of a full sort with OFFSET, and the total is the number of users listed, also after
 * users are renamed or move between organizations. A search reads the text the memberships keep
 * of their users.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { organizations, userOrganizations, users } from '../../db/schema/index.ts';
import { connectsAdminUsers, usersOfOrganization } from './admin.repository.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const connects = await signIn(app, 'connects-admin');
const client = await signIn(app, 'client-admin');

const LAST = ['Zimmer', 'Adams', 'Émile', 'adams', 'Nowak', 'Martin'];
const FIRST = ['Ann', 'Bob', 'Cleo', 'ann'];

/** 70 users in a large organization (most of all users) and 3 in a small one; names repeat, so ids break ties. */
async function addOrganizations() {
  const [large] = await db.insert(organizations).values({ name: 'Large Ltd' }).returning();
  const [small] = await db.insert(organizations).values({ name: 'Small Ltd' }).returning();
  const added = await db
    .insert(users)
    .values(
      Array.from({ length: 73 }, (_, i) => ({
        login: `paging.${i}`,
        firstName: FIRST[(i * 5) % FIRST.length],
        lastName: LAST[(i * 7) % LAST.length],
        email: `paging.${i}@example.com`,
        legacyUserId: `P-${i}`,
        userType: 'DELEGATE',
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(userOrganizations)
    .values(added.map((u, i) => ({ userId: u.id, organizationId: i < 70 ? large.id : small.id })));
  return { large: large.id, small: small.id };
}

const { large, small } = await addOrganizations();

/** The reference: the members sorted in full, skipped with OFFSET. */
async function reference(organizationId: number, order: string, page: number, size: number, search = '') {
  const where = search ? sql`and lower(u.login || ' ' || u.email) like ${`%${search}%`}` : sql``;
  const rows = (await db.execute(sql`select u.id from users u join user_organizations m on m.user_id = u.id
    where m.organization_id = ${organizationId} ${where} order by ${sql.raw(order)}
    offset ${page * size} limit ${size}`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => r.id);
}

describe('administration user lists in one statement', () => {
  it('pages an organization in the default order exactly as a full sort, large or small, before and after analyze', async () => {
    for (const analyzed of [false, true]) {
      if (analyzed) await db.execute(sql`analyze users`);
      for (const [organizationId, members] of [
        [large, 70],
        [small, 3],
      ]) {
        for (const size of [1, 6, 20]) {
          for (let page = 0; page <= Math.ceil(members / size); page++) {
            const got = await usersOfOrganization(db, organizationId, { page, size });
            expect(got.total).toBe(members);
            expect(got.rows.map((r) => r.id)).toEqual(
              await reference(organizationId, 'u.last_name, u.first_name, u.id', page, size),
            );
          }
        }
      }
    }
  });

  it('keeps the default order when users are renamed, change case, or move between organizations', async () => {
    const pageOf = (organizationId: number) => usersOfOrganization(db, organizationId, { page: 0, size: 100 });
    const [one, two, three] = (await pageOf(large)).rows;
    await db.update(users).set({ lastName: 'Aaron' }).where(eq(users.id, three.id));
    await db.update(users).set({ firstName: 'zed', lastName: 'ZIMMER' }).where(eq(users.id, one.id));
    await db.update(userOrganizations).set({ lastName: 'Forged' }).where(eq(userOrganizations.userId, two.id));
    await db
      .update(userOrganizations)
      .set({ organizationId: small })
      .where(inArray(userOrganizations.userId, [two.id, three.id]));
    for (const [organizationId, members] of [
      [large, 68],
      [small, 5],
    ]) {
      const got = await pageOf(organizationId);
      expect(got.total).toBe(members);
      expect(got.rows.map((r) => r.id)).toEqual(
        await reference(organizationId, 'u.last_name, u.first_name, u.id', 0, 100),
      );
    }
    await db
      .update(userOrganizations)
      .set({ organizationId: large })
      .where(inArray(userOrganizations.userId, [two.id, three.id]));
  });

  it('pages a search and every other order exactly as a full sort, with the total found', async () => {
    const orders = {
      'email,desc': 'u.email desc, u.id',
      'lastName,asc': 'u.last_name, u.first_name, u.id',
      'lastName,desc': 'u.last_name desc, u.first_name desc, u.id',
    };
    for (const [sort, order] of Object.entries(orders)) {
      for (let page = 0; page <= 3; page++) {
        const got = await usersOfOrganization(db, large, { page, size: 20, sort });
        expect(got.rows.map((r) => r.id)).toEqual(await reference(large, order, page, 20));
        expect(got.total).toBe(70);
      }
    }
    for (const [sort, order] of [[undefined, orders['lastName,asc']], ...Object.entries(orders)]) {
      for (let page = 0; page <= 2; page++) {
        const found = await usersOfOrganization(db, large, { page, size: 5, searchText: 'paging.1', sort });
        expect(found.total).toBe(11);
        expect(found.rows.map((r) => r.id)).toEqual(await reference(large, order as string, page, 5, 'paging.1'));
      }
    }
    const found = await usersOfOrganization(db, large, { page: 1, size: 5, searchText: 'paging.1' });
    expect(found.rows[0]).toEqual({
      id: expect.any(Number),
      legacyUserId: expect.stringMatching(/^P-1/),
      login: expect.stringMatching(/^paging\.1/),
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      userType: 'DELEGATE',
      userStatus: 'ACTIVE',
    });
  });

  it('answers the same page over HTTP, an empty page past the end, 404 for no organization', async () => {
    const res = await connects.get(`/api/connects-admin/organization/${large}/user?page=2&size=30&include=status`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalElements: 70, totalPages: 3, number: 2 });
    expect(body.content.map((u: { id: number }) => u.id)).toEqual(
      await reference(large, 'u.last_name, u.first_name, u.id', 2, 30),
    );
    const past = (await connects.get(`/api/connects-admin/organization/${large}/user?page=9&size=30`)).json();
    expect(past).toMatchObject({ content: [], totalElements: 70 });
    // The list statement itself tells whether the organization exists; a client admin is refused first.
    for (const query of ['', '?searchText=a', '?sort=email,desc']) {
      expect((await connects.get(`/api/connects-admin/organization/999999/user${query}`)).statusCode).toBe(404);
      expect((await client.get(`/api/connects-admin/organization/999999/user${query}`)).statusCode).toBe(403);
      expect((await client.get(`/api/connects-admin/organization/${large}/user${query}`)).statusCode).toBe(403);
    }
    const admins = await connectsAdminUsers(db, { page: 0, size: 20 });
    expect(admins.total).toBe(admins.rows.length);
    expect(admins.rows.map((r) => r.login)).toContain('connects-admin');
  });

  it('searches the users as they are now: a new sign-in name, address or name, never a forged one (decision 077)', async () => {
    const [a, b, c, d] = (await usersOfOrganization(db, large, { page: 0, size: 4 })).rows;
    await db.update(users).set({ login: 'quokka.login' }).where(eq(users.id, a.id));
    await db.update(users).set({ email: 'quokka@example.org' }).where(eq(users.id, b.id));
    await db.update(users).set({ lastName: 'Quokkason' }).where(eq(users.id, c.id));
    await db.update(userOrganizations).set({ searchText: 'quokka forged' }).where(eq(userOrganizations.userId, d.id));
    for (const sort of [undefined, 'email,asc']) {
      const found = await usersOfOrganization(db, large, { page: 0, size: 20, searchText: 'Quokka', sort });
      expect(found.total).toBe(3);
      expect(found.rows.map((r) => r.id).sort()).toEqual([a.id, b.id, c.id].sort());
      const old = await usersOfOrganization(db, large, { page: 0, size: 20, searchText: b.email, sort });
      expect(old.total).toBe(0);
    }
  });
});
