import { AUTHORITIES as A } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { auditEvents, userCategories } from '../../db/schema/index.ts';
import { addRootOrganization, addUser, orgByName, userId } from './category-access.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const root = await orgByName(db, 'Northwind Group');
const france = await orgByName(db, 'Northwind France');
const germany = await orgByName(db, 'Northwind Germany');
const americas = await orgByName(db, 'Northwind Americas');
await addUser(db, { login: 'france-admin', org: france.id, authorities: [A.USER, A.CLIENT_ADMIN] });
const frank = await addUser(db, {
  login: 'frank',
  firstName: 'Frank',
  lastName: 'Fischer',
  org: france.id,
  categories: [101],
});
const inez = await addUser(db, {
  login: 'inez',
  firstName: 'Inez',
  lastName: 'Idle',
  org: france.id,
  userStatus: 'INACTIVE',
  categories: [102],
  inactiveCategories: [103],
});
const gina = await addUser(db, { login: 'gina', org: germany.id, categories: [101] });
// Fourteen reviewers of the Americas, to page through: first names repeat so last names order them.
const AMERICAS = [
  ['Zoe', 'Adams'],
  ['Adam', 'Young'],
  ['Adam', 'Brown'],
  ['Maria', 'Lopez'],
  ['Liam', 'Smith'],
  ['Noah', 'Jones'],
  ['Emma', 'Clark'],
  ['Olivia', 'Hall'],
  ['Ava', 'King'],
  ['Mia', 'Wright'],
  ['Lucas', 'Green'],
  ['Ethan', 'Baker'],
  ['Sofia', 'Hill'],
  ['Ben', 'Moore'],
];
for (const [i, [firstName, lastName]] of AMERICAS.entries())
  await addUser(db, { login: `am-${i}`, firstName, lastName, org: americas.id, categories: [104] });

const connects = await signIn(app, 'connects-admin');
const clientAdmin = await signIn(app, 'client-admin');
const franceAdmin = await signIn(app, 'france-admin');

const saveUrl = (user: number, org: number) => `/api/connects-admin/user/${user}/category?orgId=${org}`;
const idsOf = (groups: { categories: { id: number; reviewerAuthorized: boolean }[] }[]) =>
  groups.flatMap((g) => g.categories.map((c) => c.id));
const heldBy = async (user: number) =>
  (await db.select().from(userCategories).where(eq(userCategories.userId, user)))
    .map((r) => r.categoryId)
    .sort((a, b) => a - b);
const categoryEvents = () =>
  db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'CHANGE_CATEGORY_ACCESS'));

describe('GET api/connects-admin/organization/{id}/category-user', () => {
  const page = (c: Client, org: number, query = '') =>
    c.get(`/api/connects-admin/organization/${org}/category-user?${query}`);

  it('pages by 12, ordered by first name then last name', async () => {
    const first = (await page(connects, americas.id)).json();
    expect(first).toMatchObject({ totalElements: 14, totalPages: 2, number: 0 });
    expect(first.content).toHaveLength(12);
    const names = (p: { content: { firstName: string; lastName: string }[] }) =>
      p.content.map((u) => `${u.firstName} ${u.lastName}`);
    expect(names(first).slice(0, 4)).toEqual(['Adam Brown', 'Adam Young', 'Ava King', 'Ben Moore']);
    const second = (await page(connects, americas.id, 'page=1')).json();
    expect(names(second)).toEqual(['Sofia Hill', 'Zoe Adams']);
    // The order asked as a Spring client asks it, one sort parameter per field.
    const asked = await page(connects, americas.id, 'sort=firstName,asc&sort=lastName,asc');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(names(asked.json())).toEqual(names(first));
    expect(second.content[0]).toMatchObject({
      login: 'am-12',
      userStatus: 'ACTIVE',
      active: true,
      primaryOrganizationId: americas.id,
      primaryOrganizationName: 'Northwind Americas',
      categoryIds: [104],
    });
  });

  it("names each user's organization in the language the administrator reads", async () => {
    const speak = (langKey: string) =>
      db.execute(sql`update users set lang_key = ${langKey} where login in ('client-admin', 'connects-admin')`);
    const organizationOf = async (c: Client) => (await page(c, americas.id)).json().content[0].primaryOrganizationName;
    await speak('es');
    try {
      expect(await organizationOf(clientAdmin)).toBe('Northwind Américas');
      // A connects admin reads English only (spec 002 §9), whatever language he had stored.
      expect(await organizationOf(connects)).toBe('Northwind Americas');
    } finally {
      await speak('en');
    }
    expect(await organizationOf(clientAdmin)).toBe('Northwind Americas');
  });

  it('searches first name, last name, login and email, case-insensitively, with wildcards taken literally', async () => {
    const found = (await page(connects, americas.id, 'searchText=ADAM')).json();
    expect(found.content.map((u: { login: string }) => u.login)).toEqual(['am-2', 'am-1', 'am-0']);
    expect((await page(connects, americas.id, 'searchText=adam%20young')).json().totalElements).toBe(1);
    expect((await page(connects, americas.id, 'searchText=%25')).json().totalElements).toBe(0);
  });

  it('lists the users of the organizations above with organizations=parent, reviewers only', async () => {
    const own = (await page(connects, france.id)).json();
    expect(own.content.map((u: { login: string }) => u.login)).toEqual(['france-admin', 'frank', 'inez']);
    const withParents = (await page(connects, france.id, 'organizations=parent&size=50')).json();
    const logins = withParents.content.map((u: { login: string }) => u.login);
    expect(logins).toEqual(
      expect.arrayContaining(['frank', 'inez', 'reviewer', 'client-admin', 'program-admin', 'delegate']),
    );
    expect(logins).not.toContain('transcriber');
    expect(logins).not.toContain('gina');
    expect(withParents.content.find((u: { login: string }) => u.login === 'inez')).toMatchObject({
      userStatus: 'INACTIVE',
      active: false,
    });
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const q of [
      'size=0',
      'size=101',
      'page=-1',
      'sort=email,asc',
      'organizations=child',
      `searchText=${'x'.repeat(101)}`,
    ])
      expect((await page(connects, americas.id, q)).statusCode, q).toBe(400);
    expect((await page(connects, americas.id, 'sort=lastName,desc')).json().content[0].lastName).toBe('Young');
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const lastNames = async (sort: string) => {
      const res = await page(connects, americas.id, `size=14&sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((u: { lastName: string }) => u.lastName);
    };
    const ascending = AMERICAS.map(([, lastName]) => lastName).sort();
    expect(await lastNames('lastName')).toEqual(ascending);
    expect(await lastNames('lastname,Asc')).toEqual(ascending);
    expect(await lastNames('LASTNAME,DESC')).toEqual([...ascending].reverse());
    const refused = await page(connects, americas.id, 'sort=email');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.sort', message: 'Pattern' }],
    });
  });
});

describe('GET api/connects-admin/user/{id}/category', () => {
  it("answers the user's categories among the organization's, inactive ones only when asked", async () => {
    const url = `/api/connects-admin/user/${inez.id}/category?orgId=${france.id}&langKey=fr`;
    const groups = (await connects.get(`${url}&includeUnauthorized=true`)).json();
    expect(groups).toEqual([
      {
        name: 'Intégrité financière',
        description: '',
        position: 0,
        categories: [
          { id: 102, name: 'Corruption', description: '', position: 1, reviewerAuthorized: true },
          { id: 103, name: 'Irrégularités comptables', description: '', position: 2, reviewerAuthorized: false },
        ],
      },
    ]);
    expect(idsOf((await connects.get(url)).json())).toEqual([102]);
  });

  it('reaches users of the organizations above, not those beside or below: 404', async () => {
    const reviewer = await userId(db, 'reviewer');
    expect((await connects.get(`/api/connects-admin/user/${reviewer}/category?orgId=${france.id}`)).statusCode).toBe(
      200,
    );
    expect((await connects.get(`/api/connects-admin/user/${gina.id}/category?orgId=${france.id}`)).statusCode).toBe(
      404,
    );
    expect((await connects.get(`/api/connects-admin/user/${frank.id}/category?orgId=${root.id}`)).statusCode).toBe(404);
    expect((await connects.get(`/api/connects-admin/user/999999/category?orgId=${france.id}`)).statusCode).toBe(404);
    expect((await connects.get(`/api/connects-admin/user/${frank.id}/category?orgId=999999`)).statusCode).toBe(404);
  });

  it('validates its query: 400', async () => {
    for (const q of ['', 'orgId=abc', `orgId=${france.id}&langKey=xx`, `orgId=${france.id}&includeUnauthorized=yes`])
      expect((await connects.get(`/api/connects-admin/user/${frank.id}/category?${q}`)).statusCode, q).toBe(400);
  });
});

describe('PUT api/connects-admin/user/{id}/category', () => {
  it('saves the moves and audits the added and removed categories by name, in the same transaction', async () => {
    const before = (await categoryEvents()).length;
    const res = await connects.put(saveUrl(frank.id, france.id), { json: { categories: [102, 13] } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-candor-alert']).toBe('connectsAdmin.categoryAccess.saveSuccess');
    expect(idsOf(res.json())).toEqual([102, 13]);
    expect(await heldBy(frank.id)).toEqual([13, 102]);
    const events = await categoryEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      actorId: 'connects-admin',
      data: {
        login: 'frank',
        userId: String(frank.id),
        organizationId: String(france.id),
        addedCategories: 'General concern, Bribery and corruption',
        addedCategoryIds: '13,102',
        removedCategories: 'Fraud',
        removedCategoryIds: '101',
      },
    });
  });

  it('writes no event when nothing changes, and none when the save is refused', async () => {
    const before = (await categoryEvents()).length;
    expect((await connects.put(saveUrl(frank.id, france.id), { json: { categories: [13, 102] } })).statusCode).toBe(
      200,
    );
    expect((await connects.put(saveUrl(frank.id, france.id), { json: { categories: [999] } })).statusCode).toBe(400);
    expect(await categoryEvents()).toHaveLength(before);
  });

  it('answers 409 when a deactivated user is given a category, and lets one be taken away', async () => {
    const refused = await connects.put(saveUrl(inez.id, france.id), { json: { categories: [102, 103, 104] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'connectsAdmin.categoryAccess.errorDeactivatedUser', status: 409 });
    expect(await heldBy(inez.id)).toEqual([102, 103]);
    // An authorization the user already holds (even an inactive one) is not a new one.
    const removed = await connects.put(saveUrl(inez.id, france.id), { json: { categories: [103] } });
    expect(removed.statusCode).toBe(200);
    expect(await heldBy(inez.id)).toEqual([103]);
    expect((await categoryEvents()).at(-1)?.data).toMatchObject({
      login: 'inez',
      removedCategories: 'Bribery and corruption',
    });
  });

  it('moves only for a user whose primary organization is the one in the call: 400', async () => {
    const reviewer = await userId(db, 'reviewer');
    const res = await connects.put(saveUrl(reviewer, france.id), { json: { categories: [101] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('connectsAdmin.categoryAccess.errorPrimaryOrganization');
    expect(await heldBy(reviewer)).toEqual([13, 101, 102, 103, 104, 105, 109]);
  });

  it('keeps an active user in the default category (13)', async () => {
    const lone = await addRootOrganization(db, 'Lone Star Ltd');
    const solo = await addUser(db, { login: 'solo', org: lone.id, categories: [13, 101] });
    const refused = await connects.put(saveUrl(solo.id, lone.id), { json: { categories: [101] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('connectsAdmin.categoryAccess.defaultCategoryWarning');
    expect(await heldBy(solo.id)).toEqual([13, 101]);
    // An inactive holder, or a holder whose authorization is inactive, does not count.
    await addUser(db, { login: 'solo-idle', org: lone.id, userStatus: 'INACTIVE', categories: [13] });
    await addUser(db, { login: 'solo-pending', org: lone.id, inactiveCategories: [13] });
    expect((await connects.put(saveUrl(solo.id, lone.id), { json: { categories: [101] } })).statusCode).toBe(400);
    await addUser(db, { login: 'solo-second', org: lone.id, userStatus: 'LOCKED', categories: [13] });
    expect((await connects.put(saveUrl(solo.id, lone.id), { json: { categories: [101] } })).statusCode).toBe(200);
    expect(await heldBy(solo.id)).toEqual([101]);
  });

  it('leaves alone the categories the organization does not offer, and refuses to give them', async () => {
    const small = await addRootOrganization(db, 'Small Shop');
    await db.execute(
      sql`delete from organization_categories where organization_id = ${small.id} and category_id = 105`,
    );
    const sam = await addUser(db, { login: 'sam', org: small.id, categories: [105, 13] });
    await addUser(db, { login: 'sam-colleague', org: small.id, categories: [13] });
    expect((await connects.put(saveUrl(sam.id, small.id), { json: { categories: [101] } })).statusCode).toBe(200);
    expect(await heldBy(sam.id)).toEqual([101, 105]);
    // Refused with or without what the screen loaded: a category not offered is never asked for in silence.
    for (const previous of [undefined, [105]]) {
      const refused = await connects.put(saveUrl(sam.id, small.id), { json: { categories: [105], previous } });
      expect(refused.json()).toMatchObject({
        status: 400,
        message: 'connectsAdmin.categoryAccess.errorCategoryNotOffered',
      });
    }
  });

  describe('two administrators saving from screens loaded at the same time (decision 101)', () => {
    const LOADED = [101, 102, 103, 104, 105, 13, 109];
    const without = (id: number) => LOADED.filter((c) => c !== id);
    const ritaIn = async (name: string) => {
      const org = await addRootOrganization(db, name);
      const slug = name.toLowerCase().replaceAll(' ', '-');
      await addUser(db, { login: `${slug}-colleague`, org: org.id, categories: [13] });
      const rita = await addUser(db, { login: `${slug}-rita`, org: org.id, categories: LOADED });
      return { url: saveUrl(rita.id, org.id), held: () => heldBy(rita.id) };
    };

    it("applies the stale screen's own removal to what the user holds now, undoing nobody's", async () => {
      const rita = await ritaIn('Stale Screens Ltd');
      const first = await connects.put(rita.url, { json: { categories: without(104), previous: LOADED } });
      expect(first.statusCode, first.body).toBe(200);
      const second = await connects.put(rita.url, { json: { categories: without(103), previous: LOADED } });
      expect(second.statusCode, second.body).toBe(200);
      expect(idsOf(second.json()).sort((a, b) => a - b)).toEqual([13, 101, 102, 105, 109]);
      expect(await rita.held()).toEqual([13, 101, 102, 105, 109]);
      // The event tells the change the second save made, not the one its screen believed.
      const event = (await categoryEvents()).at(-1)?.data;
      expect(event).toMatchObject({ removedCategoryIds: '103' });
      expect(event).not.toHaveProperty('addedCategoryIds');
    });

    it('keeps both changes when the two saves arrive at once: the user row lock runs them one after another', async () => {
      const rita = await ritaIn('Same Moment Ltd');
      const saves = [104, 103].map((id) =>
        connects.put(rita.url, { json: { categories: without(id), previous: LOADED } }),
      );
      expect((await Promise.all(saves)).map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await rita.held()).toEqual([13, 101, 102, 105, 109]);
    });

    it('replaces the whole set when the body has no previous, as the spec writes the call', async () => {
      const rita = await ritaIn('Full Set Ltd');
      await connects.put(rita.url, { json: { categories: without(104) } });
      const res = await connects.put(rita.url, { json: { categories: without(103) } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rita.held()).toEqual([13, 101, 102, 104, 105, 109]);
    });

    it('refuses a bad previous with 400 and the error shape, changing nothing', async () => {
      const rita = await ritaIn('Bad Previous Ltd');
      for (const previous of [[-1], [1.5], ['x'], 'x', Array(1001).fill(1)]) {
        const res = await connects.put(rita.url, { json: { categories: without(104), previous } });
        expect(res.statusCode, JSON.stringify(previous)).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, message: 'error.validation' });
        expect(res.json().fieldErrors[0].field).toMatch(/previous/);
      }
      expect(await rita.held()).toEqual([13, 101, 102, 103, 104, 105, 109]);
    });
  });

  it('validates its body and query: 400', async () => {
    const url = saveUrl(frank.id, france.id);
    for (const json of [{}, { categories: 'x' }, { categories: [-1] }, { categories: [1.5] }, []])
      expect((await connects.put(url, { json })).statusCode, JSON.stringify(json)).toBe(400);
    expect(
      (await connects.put(`/api/connects-admin/user/${frank.id}/category`, { json: { categories: [] } })).statusCode,
    ).toBe(400);
    expect(
      (await connects.put(url, { text: 'not json', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);
  });
});

describe('a client admin within his organization tree only', () => {
  it('manages the users of his organization and of those below it', async () => {
    const res = await clientAdmin.put(saveUrl(frank.id, france.id), { json: { categories: [102, 13, 104] } });
    expect(res.statusCode).toBe(200);
    expect((await categoryEvents()).at(-1)).toMatchObject({
      actorId: 'client-admin',
      data: { addedCategories: 'Harassment or discrimination' },
    });
    expect((await franceAdmin.put(saveUrl(frank.id, france.id), { json: { categories: [102, 13] } })).statusCode).toBe(
      200,
    );
  });

  it('gets 403 for his own categories, and neither they nor the audit log change', async () => {
    const self = await userId(db, 'client-admin');
    const before = await heldBy(self);
    const events = (await categoryEvents()).length;
    for (const categories of [[...before, 109], before.filter((id) => id !== 13), before]) {
      const res = await clientAdmin.put(saveUrl(self, root.id), { json: { categories } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('connectsAdmin.categoryAccess.errorOwnCategories');
    }
    expect(await heldBy(self)).toEqual(before);
    expect(await categoryEvents()).toHaveLength(events);
    // Another administrator of the organization still changes them, and he not his own.
    const franceAdminId = await userId(db, 'france-admin');
    const held = await heldBy(franceAdminId);
    const save = (c: Client, categories: number[]) =>
      c.put(saveUrl(franceAdminId, france.id), { json: { categories } });
    expect((await save(clientAdmin, [...held, 101])).statusCode).toBe(200);
    expect(await heldBy(franceAdminId)).toEqual([...held, 101].sort((a, b) => a - b));
    expect((await save(franceAdmin, held)).statusCode).toBe(403);
    expect(await heldBy(franceAdminId)).toEqual([...held, 101].sort((a, b) => a - b));
    // Given back, for the tests after this one.
    expect((await save(clientAdmin, held)).statusCode).toBe(200);
    expect(await heldBy(franceAdminId)).toEqual(held);
  });

  it('gets 403 for an organization above or beside his own, whatever the call', async () => {
    for (const org of [root.id, germany.id]) {
      const calls = [
        franceAdmin.get(`/api/connects-admin/organization/${org}/category-user`),
        franceAdmin.get(`/api/connects-admin/organization/${org}/authorizations?categoryIds=13,109`),
        franceAdmin.get(`/api/connects-admin/user/${gina.id}/category?orgId=${org}`),
        franceAdmin.put(saveUrl(gina.id, org), { json: { categories: [] } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
    expect(await heldBy(gina.id)).toEqual([101]);
  });
});

describe('GET api/connects-admin/organization/{id}/authorizations', () => {
  it('lists the users reaching the organization who hold category 13 or 109, with each authorization and their state', async () => {
    const res = await connects.get(`/api/connects-admin/organization/${france.id}/authorizations?categoryIds=13,109`);
    expect(res.statusCode).toBe(200);
    const repeated = `/api/connects-admin/organization/${france.id}/authorizations?categoryIds=13&categoryIds=109`;
    expect((await connects.get(repeated)).json()).toEqual(res.json());
    const byUser = new Map(res.json().map((a: { userId: number }) => [a.userId, a]));
    expect(byUser.get(await userId(db, 'reviewer'))).toEqual({
      userId: await userId(db, 'reviewer'),
      active: true,
      categoryAuthorizations: [
        { categoryId: 13, isActive: true },
        { categoryId: 109, isActive: true },
      ],
    });
    expect(byUser.get(await userId(db, 'client-admin'))).toMatchObject({
      categoryAuthorizations: [{ categoryId: 13, isActive: true }],
    });
    expect(byUser.has(gina.id)).toBe(false);
  });

  it('validates the ids: 400', async () => {
    for (const q of ['', 'categoryIds=', 'categoryIds=a', 'categoryIds=13,,109', 'categoryIds=-13'])
      expect(
        (await connects.get(`/api/connects-admin/organization/${france.id}/authorizations?${q}`)).statusCode,
        q,
      ).toBe(400);
  });
});

describe('GET api/organization/{id}/category for administrators', () => {
  it('answers the organization categories to a connects admin and to a client admin of the tree', async () => {
    const groups = (await connects.get(`/api/organization/${germany.id}/category?langKey=en`)).json();
    expect(idsOf(groups)).toEqual([101, 102, 103, 104, 105, 13, 109]);
    expect(
      groups
        .flatMap((g: { categories: { reviewerAuthorized: boolean }[] }) => g.categories)
        .some((c: { reviewerAuthorized: boolean }) => c.reviewerAuthorized),
    ).toBe(false);
    expect((await franceAdmin.get(`/api/organization/${france.id}/category`)).statusCode).toBe(200);
    expect((await franceAdmin.get(`/api/organization/${germany.id}/category`)).statusCode).toBe(403);
    expect((await franceAdmin.get('/api/organization/999999/category')).statusCode).toBe(404);
  });
});

describe('GET api/warning', () => {
  it('warns a client admin of categories with fewer than two active reviewers in his organizations', async () => {
    const res = await clientAdmin.get('/api/warning?langKey=fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        type: 'MISSING_REVIEWERS',
        organizationId: root.id,
        organizationName: 'Northwind Group',
        warningDetails: [{ categoryId: 109, categoryName: 'Question sensible', reviewerCount: 1 }],
      },
    ]);
  });

  it('warns of a default category without an active master reviewer, counting admins and reviewers', async () => {
    const lake = await addRootOrganization(db, 'Lakeside Co');
    await addUser(db, {
      login: 'lake-admin',
      org: lake.id,
      authorities: [A.USER, A.CLIENT_ADMIN],
      userType: null,
      categories: [13, 101, 102, 103, 104, 105, 109],
    });
    await addUser(db, {
      login: 'lake-second',
      org: lake.id,
      userType: 'DELEGATE',
      categories: [13, 101, 102, 103, 104, 105, 109],
    });
    await addUser(db, { login: 'lake-master-idle', org: lake.id, userStatus: 'INACTIVE', categories: [13] });
    const warnings = (await (await signIn(app, 'lake-admin')).get('/api/warning')).json();
    expect(warnings).toEqual([
      {
        type: 'DEFAULT_CATEGORY_ISSUE',
        organizationId: lake.id,
        organizationName: 'Lakeside Co',
        warningDetails: [{ categoryId: 13, categoryName: 'General concern', adminCount: 0, reviewerCount: 2 }],
      },
    ]);
  });

  it('gives every other staff user an empty list, and anonymous callers 401', async () => {
    for (const login of ['connects-admin', 'reviewer', 'hotline'])
      expect((await (await signIn(app, login)).get('/api/warning')).json(), login).toEqual([]);
    expect((await new Client(app).get('/api/warning')).statusCode).toBe(401);
    expect((await clientAdmin.get('/api/warning?langKey=xx')).statusCode).toBe(400);
  });
});
