import { AUTHORITIES } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { addOtherClient, orgIdOf, userOf } from './admin.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const { contoso, contosoReviewer } = await addOtherClient(db);
const connects = await signIn(app, 'connects-admin');
const client = await signIn(app, 'client-admin');
const france = await signIn(app, 'france-admin');
const root = await orgIdOf(db, 'Northwind Group');
const europe = await orgIdOf(db, 'Northwind Europe');
const holdings = await orgIdOf(db, 'Northwind Holdings');

const eventsOf = async (type: string) => db.select().from(auditEvents).where(eq(auditEvents.auditEventType, type));

/** A user as his page reads him, in the form a Save sends back. */
const formOf = async (c: Client, legacyUserId: string) => {
  const read = (await c.get(`/api/connects-admin/user?legacyUserId=${legacyUserId}`)).json();
  const { login, email, firstName, lastName, langKey, userType, programAdmin, primaryOrganizationId } = read;
  return { login, email, firstName, lastName, langKey, userType, programAdmin, primaryOrganizationId };
};

/** A sort the list does not take: 400 in the error shape, the field refused as `Pattern`. */
const expectSortRefused = async (c: Client, url: string) => {
  const res = await c.get(url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json()).toMatchObject({
    message: 'error.validation',
    status: 400,
    fieldErrors: [{ field: 'querystring.sort', message: 'Pattern' }],
  });
};

const NEW_USER = {
  login: 'new.reviewer',
  email: 'new.reviewer@northwind.example',
  firstName: 'Nora',
  lastName: 'New',
  langKey: 'fr',
  userType: 'DELEGATE',
  programAdmin: true,
  primaryOrganizationId: europe,
};

describe('GET api/connects-admin/organization', () => {
  it('pages every organization for a connects admin, 20 by default, in tree order with indentation', async () => {
    const res = await connects.get('/api/connects-admin/organization');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 0, totalElements: 10, totalPages: 1 });
    expect(page.content[0]).toMatchObject({ name: 'Northwind Group', paddingLeft: 0, parentId: null, parentChain: '' });
    const toronto = page.content.find((o: { name: string }) => o.name === 'Northwind Toronto Office');
    expect(toronto.paddingLeft).toBe(60);
    expect(toronto.parentChain.split('--')).toHaveLength(3);
    expect(page.content.find((o: { id: number }) => o.id === holdings).phantom).toBe(true);
    const asia = page.content.find((o: { name: string }) => o.name === 'Northwind Asia Pacific');
    expect(asia).toMatchObject({ remoteOrg: true, remoteDomain: 'asia.northwind.example' });
    const small = (await connects.get('/api/connects-admin/organization?size=3&page=1')).json();
    expect(small).toMatchObject({ number: 1, totalPages: 4, totalElements: 10 });
    expect(small.content).toHaveLength(3);
  });

  it('searches names in every language and answers in the asked language', async () => {
    const res = (await connects.get('/api/connects-admin/organization?searchText=allemagne&langKey=fr')).json();
    expect(res.content.map((o: { name: string }) => o.name)).toEqual(['Northwind Allemagne']);
    const none = (await connects.get('/api/connects-admin/organization?searchText=%25')).json();
    expect(none.totalElements).toBe(0);
    const byName = (await connects.get('/api/connects-admin/organization?sort=name,desc&size=1')).json();
    expect(byName.content[0].name).toBe('Northwind Toronto Office');
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const names = async (sort: string) => {
      const res = await connects.get(`/api/connects-admin/organization?sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((o: { name: string }) => o.name);
    };
    const descending = await names('name,desc');
    expect(descending[0]).toBe('Northwind Toronto Office');
    expect(await names('name')).toEqual([...descending].reverse());
    expect(await names('name,ASC')).toEqual([...descending].reverse());
    expect(await names('NAME,DESC')).toEqual(descending);
    await expectSortRefused(connects, '/api/connects-admin/organization?sort=parentChain');
  });

  it('shows a client admin his organization tree only', async () => {
    const all = (await client.get('/api/connects-admin/organization')).json();
    expect(all.totalElements).toBe(9);
    expect(all.content.map((o: { name: string }) => o.name)).not.toContain('Contoso Ltd');
    const sub = (await france.get('/api/connects-admin/organization')).json();
    expect(sub.content.map((o: { name: string }) => o.name)).toEqual(['Northwind France']);
  });

  it("indents a client admin's list from his own organization, which sits two levels down the tree", async () => {
    const sub = (await france.get('/api/connects-admin/organization')).json();
    expect(sub.content).toMatchObject([{ name: 'Northwind France', paddingLeft: 0 }]);
    const own = await orgIdOf(db, 'Northwind France');
    expect((await france.get(`/api/connects-admin/organization/${own}`)).json()).toMatchObject({ paddingLeft: 0 });
    expect((await connects.get(`/api/connects-admin/organization/${own}`)).json()).toMatchObject({ paddingLeft: 40 });
  });

  it.each(['size=0', 'size=201', 'page=-1', 'sort=parentChain,asc', `searchText=${'x'.repeat(101)}`, 'langKey=xx'])(
    'refuses %s with 400',
    async (query) => {
      const res = await connects.get(`/api/connects-admin/organization?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('error.validation');
    },
  );
});

describe('GET api/connects-admin/organization/{id}', () => {
  it('answers the organization, 404 when there is none', async () => {
    const res = await connects.get(`/api/connects-admin/organization/${europe}?langKey=es`);
    expect(res.json()).toMatchObject({ id: europe, name: 'Northwind Europa', parentId: root, paddingLeft: 20 });
    expect((await connects.get('/api/connects-admin/organization/999999')).statusCode).toBe(404);
    expect((await connects.get('/api/connects-admin/organization/abc')).statusCode).toBe(400);
  });

  it('refuses a client admin an organization outside his tree (403), even one that does not exist', async () => {
    expect((await client.get(`/api/connects-admin/organization/${europe}`)).statusCode).toBe(200);
    expect((await client.get(`/api/connects-admin/organization/${contoso.id}`)).statusCode).toBe(403);
    expect((await france.get(`/api/connects-admin/organization/${root}`)).statusCode).toBe(403);
    expect((await client.get('/api/connects-admin/organization/999999')).statusCode).toBe(403);
  });
});

describe('GET api/connects-admin/organization/{id}/user', () => {
  it('pages the users by last then first name, with their status only when asked for', async () => {
    const res = (await client.get(`/api/connects-admin/organization/${root}/user?include=status`)).json();
    expect(res.content.map((u: { login: string }) => u.login)).toEqual([
      'client-admin',
      'program-admin',
      'reviewer',
      'transcriber',
    ]);
    expect(res.content[0]).toMatchObject({ legacyUserId: 'NW-1003', status: 'ACTIVE', userType: 'MASTER_REVIEWER' });
    const bare = (await client.get(`/api/connects-admin/organization/${root}/user`)).json();
    expect(bare.content[0].status).toBeUndefined();
    const paged = (await client.get(`/api/connects-admin/organization/${root}/user?size=3&page=1`)).json();
    expect(paged).toMatchObject({ totalElements: 4, totalPages: 2, number: 1 });
    expect(paged.content.map((u: { login: string }) => u.login)).toEqual(['transcriber']);
  });

  it('refuses a page past ten million with 400, and answers an empty page below it', async () => {
    for (const url of [`/api/connects-admin/organization/${root}/user`, '/api/connects-admin/connects-admin-user']) {
      const far = await connects.get(`${url}?page=21474837&size=100`);
      expect([far.statusCode, far.json().message], url).toEqual([400, 'error.validation']);
      const last = await connects.get(`${url}?page=10000000&size=200&searchText=nor`);
      expect([last.statusCode, last.json().content], url).toEqual([200, []]);
    }
  });

  it('searches login, names and email', async () => {
    const hits = async (text: string) =>
      (await connects.get(`/api/connects-admin/organization/${root}/user?searchText=${text}`))
        .json()
        .content.map((u: { login: string }) => u.login);
    expect(await hits('RITA')).toEqual(['reviewer']);
    expect(await hits('program-admin%40northwind')).toEqual(['program-admin']);
    expect(await hits('_')).toEqual([]);
  });

  it('refuses a client admin the users of another organization (403)', async () => {
    expect((await client.get(`/api/connects-admin/organization/${contoso.id}/user`)).statusCode).toBe(403);
    expect((await france.get(`/api/connects-admin/organization/${europe}/user`)).statusCode).toBe(403);
    expect((await connects.get(`/api/connects-admin/organization/${contoso.id}/user`)).statusCode).toBe(200);
    expect((await client.get(`/api/connects-admin/organization/${root}/user?include=all`)).statusCode).toBe(400);
    expect((await client.get(`/api/connects-admin/organization/${root}/user?sort=password,asc`)).statusCode).toBe(400);
  });

  it('takes the sort repeated, as Spring clients send it: the first decides', async () => {
    const logins = async (query: string) => {
      const res = await client.get(`/api/connects-admin/organization/${root}/user?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((u: { login: string }) => u.login);
    };
    expect(await logins('sort=login,desc&sort=firstName,asc')).toEqual(await logins('sort=login,desc'));
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const logins = async (query: string) => {
      const res = await client.get(`/api/connects-admin/organization/${root}/user?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((u: { login: string }) => u.login);
    };
    const byLogin = ['client-admin', 'program-admin', 'reviewer', 'transcriber'];
    expect(await logins('sort=login')).toEqual(byLogin);
    expect(await logins('sort=LOGIN,DESC')).toEqual([...byLogin].reverse());
    const byName = await logins('');
    expect(await logins('sort=lastName')).toEqual(byName);
    expect(await logins('sort=lastName,ASC')).toEqual(byName);
    expect(await logins('sort=lastname,Desc')).toEqual([...byName].reverse());
    await expectSortRefused(client, `/api/connects-admin/organization/${root}/user?sort=password`);
  });
});

describe('GET api/connects-admin/connects-admin-user', () => {
  it('pages the platform admin users for a connects admin only', async () => {
    const res = await connects.get('/api/connects-admin/connects-admin-user');
    // The platform administrator is listed beside the connects admins (decision 084), and so are
    // the hotline, import and statistics users, who belong to no organization (decision 104).
    expect(res.json()).toMatchObject({
      totalElements: 5,
      totalPages: 1,
      number: 0,
      content: [
        { login: 'admin', legacyUserId: 'NW-1001', status: 'ACTIVE' },
        { login: 'connects-admin', legacyUserId: 'NW-1002', status: 'ACTIVE' },
        { login: 'hotline', legacyUserId: 'NW-1007', status: 'ACTIVE' },
        { login: 'importer', legacyUserId: 'NW-1009', status: 'ACTIVE' },
        { login: 'statistics', legacyUserId: 'NW-1010', status: 'ACTIVE' },
      ],
    });
    // A reviewer is not a platform admin user.
    expect(JSON.stringify(res.json().content)).not.toContain('"reviewer"');
    expect((await client.get('/api/connects-admin/connects-admin-user')).statusCode).toBe(403);
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const [other] = await db
      .insert(users)
      .values({
        login: 'zz-platform',
        firstName: 'Zed',
        lastName: 'Platform',
        email: 'zz-platform@northwind.example',
        authorities: [AUTHORITIES.CONNECTS_ADMIN],
        legacyUserId: 'T-zz',
      })
      .returning();
    try {
      const logins = async (sort: string) => {
        const res = await connects.get(`/api/connects-admin/connects-admin-user?sort=${sort}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().content.map((u: { login: string }) => u.login);
      };
      const ascending = ['admin', 'connects-admin', 'hotline', 'importer', 'statistics', 'zz-platform'];
      const descending = [...ascending].reverse();
      expect(await logins('login')).toEqual(ascending);
      expect(await logins('Login,DESC')).toEqual(descending);
      expect(await logins('legacyuserid')).toEqual(ascending);
      expect(await logins('legacyUserId,DESC')).toEqual(descending);
      await expectSortRefused(connects, '/api/connects-admin/connects-admin-user?sort=email');
    } finally {
      await db.delete(users).where(eq(users.id, other.id));
    }
  });
});

describe('GET api/connects-admin/user', () => {
  it('loads a user by its legacy id', async () => {
    const res = await client.get('/api/connects-admin/user?legacyUserId=NW-1004');
    expect(res.json()).toMatchObject({ login: 'reviewer', userStatus: 'ACTIVE', userType: 'MASTER_REVIEWER' });
    expect((await connects.get('/api/connects-admin/user?legacyUserId=nobody')).statusCode).toBe(404);
    expect((await connects.get('/api/connects-admin/user')).statusCode).toBe(400);
  });

  it('refuses a client admin users outside his tree, platform admins and unknown ids alike (403)', async () => {
    for (const id of [contosoReviewer.legacyUserId, 'NW-1002', 'nobody'])
      expect((await client.get(`/api/connects-admin/user?legacyUserId=${id}`)).statusCode, id).toBe(403);
    expect((await france.get('/api/connects-admin/user?legacyUserId=NW-1004')).statusCode).toBe(403);
  });
});

describe('POST api/connects-admin/user', () => {
  it('lets a client admin create a delegate or master reviewer, program admin included, audited', async () => {
    const res = await client.post('/api/connects-admin/user', { json: NEW_USER });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-candor-alert']).toBe('connectsAdmin.actions.createUser.success');
    const created = res.json();
    expect(created).toMatchObject({
      successful: true,
      errorKeys: [],
      updatedUser: {
        login: 'new.reviewer',
        userType: 'DELEGATE',
        programAdmin: true,
        userStatus: 'ACTIVE',
        primaryOrganizationId: europe,
        authorities: [AUTHORITIES.USER],
      },
    });
    const row = await userOf(db, 'new.reviewer');
    expect(row.delegateReviewer).toBe(true);
    expect(row.passwordHash).toBeNull();
    const users = (await client.get(`/api/connects-admin/organization/${europe}/user`)).json();
    expect(users.content.map((u: { login: string }) => u.login)).toContain('new.reviewer');
    const [event] = (await eventsOf('CREATE_USER')).filter((e) => e.data.login === 'new.reviewer');
    expect(event).toMatchObject({
      actorId: 'client-admin',
      data: { userType: 'DELEGATE', organizationId: String(europe) },
    });
  });

  it('makes a connects admin create connects admins only, without program administration', async () => {
    const mine = { ...NEW_USER, login: 'second.admin', userType: 'CONNECTS_ADMIN', programAdmin: false, langKey: 'en' };
    const res = await connects.post('/api/connects-admin/user', { json: { ...mine, primaryOrganizationId: null } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().updatedUser).toMatchObject({
      authorities: [AUTHORITIES.CONNECTS_ADMIN],
      userType: 'CONNECTS_ADMIN',
    });
    const other = await connects.post('/api/connects-admin/user', {
      json: { ...mine, login: 'x1', userType: 'DELEGATE' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorKeys).toEqual(['connectsAdmin.errors.userTypeNotAllowed']);
    const flag = await connects.post('/api/connects-admin/user', {
      json: { ...mine, login: 'x2', programAdmin: true },
    });
    expect(flag.json().errorKeys).toEqual(['connectsAdmin.errors.programAdminNotAllowed']);
    // English is a connects admin's one language (spec 002 §9): no other is stored, on creation or on save.
    const french = await connects.post('/api/connects-admin/user', { json: { ...mine, login: 'x3', langKey: 'fr' } });
    expect(french.statusCode).toBe(400);
    expect(french.json().fieldErrors).toEqual([{ field: 'body.langKey', message: 'NotOffered' }]);
    const created = res.json().updatedUser;
    const german = await connects.put(`/api/connects-admin/user/${created.id}`, {
      json: { ...mine, langKey: 'de', primaryOrganizationId: null },
    });
    expect([german.statusCode, german.json().fieldErrors]).toEqual([
      400,
      [{ field: 'body.langKey', message: 'NotOffered' }],
    ]);
    const [stored] = await db.select().from(users).where(eq(users.id, created.id));
    expect(stored.langKey).toBe('en');
    const admins = (await connects.get('/api/connects-admin/connects-admin-user')).json();
    expect(admins.totalElements).toBe(6);
  });

  it('refuses a client admin the connects-admin type, other trees, phantoms and no organization', async () => {
    const tryCreate = (body: object) => client.post('/api/connects-admin/user', { json: { ...NEW_USER, ...body } });
    const type = await tryCreate({ login: 'c1', userType: 'CONNECTS_ADMIN' });
    expect([type.statusCode, type.json().errorKeys]).toEqual([400, ['connectsAdmin.errors.userTypeNotAllowed']]);
    expect((await tryCreate({ login: 'c2', primaryOrganizationId: contoso.id })).statusCode).toBe(403);
    const phantom = await tryCreate({ login: 'c3', primaryOrganizationId: holdings });
    expect(phantom.json().errorKeys).toEqual(['connectsAdmin.errors.phantomOrganization']);
    const none = await tryCreate({ login: 'c4', primaryOrganizationId: null });
    expect(none.json().errorKeys).toEqual(['connectsAdmin.errors.organizationRequired']);
    expect(await db.select().from(users).where(eq(users.login, 'c2'))).toHaveLength(0);
  });

  it('answers 409 for a login in use, whatever its case', async () => {
    const res = await client.post('/api/connects-admin/user', { json: { ...NEW_USER, login: 'REVIEWER' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKeys).toEqual(['connectsAdmin.errors.loginInUse']);
  });

  it('answers 400 with field errors for missing or malformed fields', async () => {
    const res = await client.post('/api/connects-admin/user', {
      json: { ...NEW_USER, login: 'has space', email: 'not-an-address', firstName: '', lastName: undefined },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().fieldErrors.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toEqual({
      'body.login': 'Pattern',
      'body.email': 'Email',
      'body.firstName': 'NotEmpty',
      'body.lastName': 'NotNull',
    });
    // A name of invisible characters alone would list a user with no name.
    const invisible = await client.post('/api/connects-admin/user', {
      json: { ...NEW_USER, firstName: '\u200b\u200b', lastName: '\u2060' },
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().fieldErrors).toEqual([
      { field: 'body.firstName', message: 'NotEmpty' },
      { field: 'body.lastName', message: 'NotEmpty' },
    ]);
    const long = await client.post('/api/connects-admin/user', { json: { ...NEW_USER, login: 'l'.repeat(51) } });
    expect(long.json().fieldErrors[0]).toMatchObject({ field: 'body.login', message: 'Size', max: 50 });
  });

  it('names text that cannot be stored beside the other field errors, and saves nothing', async () => {
    const both = await client.post('/api/connects-admin/user', {
      json: { ...NEW_USER, login: 'nul.user', firstName: 'No\u0000ra', email: 'not-an-address' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toEqual([
      { field: 'body.firstName', message: 'invalid characters' },
      { field: 'body.email', message: 'Email' },
    ]);
    const alone = await client.post('/api/connects-admin/user', {
      json: { ...NEW_USER, login: 'nul.user', lastName: 'a\uD800b', firstName: 'x\u0000' },
    });
    expect([alone.statusCode, alone.json().fieldErrors]).toEqual([
      400,
      [
        { field: 'body.firstName', message: 'invalid characters' },
        { field: 'body.lastName', message: 'invalid characters' },
      ],
    ]);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, '\u0000']));
    const flood = await client.post('/api/connects-admin/user', { json: { ...NEW_USER, login: 'nul.user', ...many } });
    expect([flood.statusCode, flood.json().fieldErrors.length]).toEqual([400, 20]);
    expect(await db.select().from(users).where(eq(users.login, 'nul.user'))).toHaveLength(0);
  });
});

describe('PUT api/connects-admin/user/{id}', () => {
  it("keeps the platform administrator's account to his own role: a connects admin views him, changes nothing", async () => {
    const admin = await userOf(db, 'admin');
    expect((await connects.get('/api/connects-admin/user?legacyUserId=NW-1001')).statusCode).toBe(200);
    const form = { ...NEW_USER, login: 'admin', email: 'taken.over@example.test', langKey: 'en' };
    const edited = await connects.put(`/api/connects-admin/user/${admin.id}`, {
      json: { ...form, userType: null, programAdmin: false, primaryOrganizationId: null },
    });
    expect([edited.statusCode, edited.json().errorKeys]).toEqual([403, ['connectsAdmin.errors.forbidden']]);
    for (const action of ['deactivate', 'reset-password']) {
      expect((await connects.put(`/api/connects-admin/user/${admin.id}/${action}`)).statusCode, action).toBe(403);
    }
    expect(await userOf(db, 'admin')).toMatchObject({ email: admin.email, userStatus: 'ACTIVE' });
  });

  it('checks a language when it changes: one stored before the rule does not block saving the rest', async () => {
    const own = await userOf(db, 'connects-admin');
    await db.update(users).set({ langKey: 'fr' }).where(eq(users.id, own.id));
    try {
      const form = {
        login: own.login,
        email: own.email,
        firstName: 'Connie',
        lastName: own.lastName,
        langKey: 'fr',
        userType: 'CONNECTS_ADMIN',
        programAdmin: false,
        primaryOrganizationId: null,
      };
      const kept = await connects.put(`/api/connects-admin/user/${own.id}`, { json: form });
      expect(kept.statusCode, kept.body).toBe(200);
      const changed = await connects.put(`/api/connects-admin/user/${own.id}`, { json: { ...form, langKey: 'de' } });
      expect(changed.statusCode).toBe(400);
    } finally {
      await db.update(users).set({ langKey: own.langKey, firstName: own.firstName }).where(eq(users.id, own.id));
    }
  });

  it('modifies a user and audits which fields changed', async () => {
    const target = await userOf(db, 'new.reviewer');
    const res = await client.put(`/api/connects-admin/user/${target.id}`, {
      json: { ...NEW_USER, firstName: 'Norah', userType: 'MASTER_REVIEWER', programAdmin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-candor-alert']).toBe('connectsAdmin.actions.saveUser.success');
    expect(res.json().updatedUser).toMatchObject({
      firstName: 'Norah',
      userType: 'MASTER_REVIEWER',
      authorities: [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER],
    });
    expect((await userOf(db, 'new.reviewer')).delegateReviewer).toBe(false);
    const [event] = await eventsOf('UPDATE_USER');
    expect(event.data).toEqual({
      login: 'new.reviewer',
      changed: 'firstName,userType,programAdmin,authorities,delegateReviewer',
    });
  });

  it('refuses to move a user to another organization, and changes nothing', async () => {
    const target = await userOf(db, 'new.reviewer');
    const france = await orgIdOf(db, 'Northwind France');
    const res = await client.put(`/api/connects-admin/user/${target.id}`, {
      json: {
        ...NEW_USER,
        firstName: 'Moved',
        userType: 'MASTER_REVIEWER',
        programAdmin: false,
        primaryOrganizationId: france,
      },
    });
    expect([res.statusCode, res.json().errorKeys]).toEqual([400, ['connectsAdmin.errors.organizationFixed']]);
    expect(await userOf(db, 'new.reviewer')).toEqual(target);
    // The form as the user page sends it back, his own organization or none, still saves.
    for (const primaryOrganizationId of [target.primaryOrganizationId, null]) {
      const kept = await client.put(`/api/connects-admin/user/${target.id}`, {
        json: {
          ...NEW_USER,
          firstName: 'Norah',
          userType: 'MASTER_REVIEWER',
          programAdmin: false,
          primaryOrganizationId,
        },
      });
      expect(kept.statusCode, kept.body).toBe(200);
    }
  });

  it('writes no audit event when nothing changed', async () => {
    const target = await userOf(db, 'new.reviewer');
    const before = (await eventsOf('UPDATE_USER')).length;
    const same = { ...NEW_USER, firstName: 'Norah', userType: 'MASTER_REVIEWER', programAdmin: false };
    const res = await client.put(`/api/connects-admin/user/${target.id}`, { json: same });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ successful: true, updatedUser: { login: 'new.reviewer', firstName: 'Norah' } });
    expect(await eventsOf('UPDATE_USER')).toHaveLength(before);
  });

  it('keeps what the type does not decide: a client admin stays one', async () => {
    const target = await userOf(db, 'france-admin');
    const res = await connects.put(`/api/connects-admin/user/${target.id}`, {
      json: {
        ...NEW_USER,
        login: 'france-admin',
        email: 'fa@northwind.example',
        userType: 'DELEGATE',
        programAdmin: false,
        primaryOrganizationId: target.primaryOrganizationId,
      },
    });
    expect(res.json().updatedUser.authorities).toEqual([AUTHORITIES.USER, AUTHORITIES.CLIENT_ADMIN]);
  });

  it('a save that keeps the user type leaves his roles as they are, and audits only what changed', async () => {
    const target = await userOf(db, 'reviewer');
    const read = await formOf(client, target.legacyUserId);
    const form = { ...read, programAdmin: !read.programAdmin };
    const saved = await client.put(`/api/connects-admin/user/${target.id}`, { json: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await userOf(db, 'reviewer')).authorities).toEqual(target.authorities);
    const updates = await eventsOf('UPDATE_USER');
    expect(updates.at(-1)?.data).toEqual({ login: 'reviewer', changed: 'programAdmin' });
    await client.put(`/api/connects-admin/user/${target.id}`, { json: { ...form, programAdmin: read.programAdmin } });
  });

  it('refuses an administrator a change of his own type or program admin access (409), and saves the rest', async () => {
    const admin = await userOf(db, 'client-admin');
    const form = await formOf(client, admin.legacyUserId);
    const updatesBefore = (await eventsOf('UPDATE_USER')).length;
    for (const change of [{ userType: 'DELEGATE' }, { programAdmin: !form.programAdmin }]) {
      const own = await client.put(`/api/connects-admin/user/${admin.id}`, { json: { ...form, ...change } });
      expect([own.statusCode, own.json().errorKeys], JSON.stringify(change)).toEqual([
        409,
        ['connectsAdmin.errors.ownType'],
      ]);
    }
    expect(await userOf(db, 'client-admin')).toMatchObject({
      userType: admin.userType,
      programAdmin: admin.programAdmin,
      authorities: admin.authorities,
    });
    expect((await eventsOf('UPDATE_USER')).length).toBe(updatesBefore);
    const renamed = await client.put(`/api/connects-admin/user/${admin.id}`, { json: { ...form, firstName: 'Clare' } });
    expect(renamed.json()).toMatchObject({ successful: true, updatedUser: { firstName: 'Clare' } });
    await client.put(`/api/connects-admin/user/${admin.id}`, { json: form });
  });

  it('saves a user without a type as he is read, giving him no reviewer roles', async () => {
    const transcriber = await userOf(db, 'transcriber');
    const read = await formOf(client, transcriber.legacyUserId);
    expect(read.userType).toBeNull();
    const form = { ...read, email: 'scribe@northwind.example' };
    const saved = await client.put(`/api/connects-admin/user/${transcriber.id}`, { json: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().updatedUser).toMatchObject({
      email: 'scribe@northwind.example',
      userType: null,
      authorities: transcriber.authorities,
    });
    expect((await userOf(db, 'transcriber')).delegateReviewer).toBe(false);
    for (const change of [{ userType: 'MASTER_REVIEWER' }, { userType: 'DELEGATE' }, { programAdmin: true }]) {
      const refused = await client.put(`/api/connects-admin/user/${transcriber.id}`, { json: { ...form, ...change } });
      expect([refused.statusCode, refused.json().errorKeys], JSON.stringify(change)).toEqual([
        400,
        [change.userType ? 'connectsAdmin.errors.userTypeNotAllowed' : 'connectsAdmin.errors.programAdminNotAllowed'],
      ]);
    }
    expect((await userOf(db, 'transcriber')).authorities).toEqual(transcriber.authorities);
    const typeless = await client.post('/api/connects-admin/user', {
      json: { ...NEW_USER, login: 'n0', userType: null },
    });
    expect([typeless.statusCode, typeless.json().errorKeys]).toEqual([
      400,
      ['connectsAdmin.errors.userTypeNotAllowed'],
    ]);
  });

  it('refuses a user in ERROR status (409), another tree (403), and a login in use (409)', async () => {
    const target = await userOf(db, 'new.reviewer');
    const body = { ...NEW_USER, userType: 'MASTER_REVIEWER' };
    await db.update(users).set({ userStatus: 'ERROR' }).where(eq(users.id, target.id));
    const error = await client.put(`/api/connects-admin/user/${target.id}`, { json: body });
    expect([error.statusCode, error.json().errorKeys]).toEqual([409, ['connectsAdmin.errors.userInError']]);
    await db.update(users).set({ userStatus: 'ACTIVE' }).where(eq(users.id, target.id));
    expect((await france.put(`/api/connects-admin/user/${target.id}`, { json: body })).statusCode).toBe(403);
    const other = await client.put(`/api/connects-admin/user/${contosoReviewer.id}`, { json: body });
    expect(other.statusCode).toBe(403);
    const taken = await client.put(`/api/connects-admin/user/${target.id}`, { json: { ...body, login: 'Reviewer' } });
    expect(taken.statusCode).toBe(409);
    expect((await userOf(db, 'new.reviewer')).login).toBe('new.reviewer');
  });
});

describe('user actions', () => {
  const act = (c: Client, id: number, action: string) => c.put(`/api/connects-admin/user/${id}/${action}`);

  it('deactivates an active user, ends his sessions, and activates him again, each audited', async () => {
    const target = await userOf(db, 'delegate');
    const his = await signIn(app, 'delegate');
    const off = await act(client, target.id, 'deactivate');
    expect(off.json()).toMatchObject({ successful: true, updatedUser: { userStatus: 'INACTIVE', activated: false } });
    expect(off.headers['x-candor-alert']).toBe('connectsAdmin.actions.deactivate.success');
    expect((await his.get('/api/account')).statusCode).toBe(401);
    await expect(signIn(app, 'delegate')).rejects.toThrow(/401/);
    const again = await act(client, target.id, 'deactivate');
    expect([again.statusCode, again.json()]).toMatchObject([
      409,
      { successful: false, errorKeys: ['connectsAdmin.errors.notAllowed.deactivate'] },
    ]);
    expect((await act(client, target.id, 'reset-password')).statusCode).toBe(409);
    const on = await act(client, target.id, 'activate');
    expect(on.json().updatedUser).toMatchObject({ userStatus: 'ACTIVE', activated: true });
    expect(on.headers['x-candor-alert']).toBe('connectsAdmin.actions.activate.success');
    expect((await act(client, target.id, 'activate')).statusCode).toBe(409);
    await signIn(app, 'delegate');
    for (const type of ['DEACTIVATE_USER', 'ACTIVATE_USER'])
      expect((await eventsOf(type)).map((e) => [e.actorId, e.data])).toEqual([['client-admin', { login: 'delegate' }]]);
  });

  it('refuses an administrator his own deactivation (409), which leaves him signed in and unaudited', async () => {
    for (const [c, login] of [
      [connects, 'connects-admin'],
      [client, 'client-admin'],
    ] as const) {
      const own = await act(c, (await userOf(db, login)).id, 'deactivate');
      expect([own.statusCode, own.json().errorKeys]).toEqual([409, ['connectsAdmin.errors.ownAccount']]);
      expect((await userOf(db, login)).userStatus).toBe('ACTIVE');
      expect((await c.get('/api/account')).statusCode).toBe(200);
    }
    const deactivated = (await eventsOf('DEACTIVATE_USER')).map((e) => (e.data as { login: string }).login);
    expect(deactivated).not.toContain('connects-admin');
    expect(deactivated).not.toContain('client-admin');
  });

  it('offers nothing for a user in ERROR status and unlock only for a locked one', async () => {
    const target = await userOf(db, 'transcriber');
    await db.update(users).set({ userStatus: 'ERROR' }).where(eq(users.id, target.id));
    for (const action of ['activate', 'deactivate', 'reset-password', 'unlock'])
      expect((await act(connects, target.id, action)).statusCode, action).toBe(409);
    await db.update(users).set({ userStatus: 'LOCKED', failedLoginAttempts: 5 }).where(eq(users.id, target.id));
    expect((await act(connects, target.id, 'deactivate')).statusCode).toBe(409);
    const unlocked = await act(connects, target.id, 'unlock');
    expect(unlocked.json().updatedUser.userStatus).toBe('ACTIVE');
    expect(unlocked.headers['x-candor-alert']).toBe('connectsAdmin.actions.unlock.success');
  });

  it('refuses a client admin the users of other trees and platform admins (403), changing nothing', async () => {
    for (const action of ['deactivate', 'reset-password']) {
      expect((await act(client, contosoReviewer.id, action)).statusCode).toBe(403);
      expect((await act(client, (await userOf(db, 'connects-admin')).id, action)).statusCode).toBe(403);
      expect((await act(client, 999_999, action)).statusCode).toBe(403);
    }
    expect((await act(connects, 999_999, 'deactivate')).statusCode).toBe(404);
    expect((await userOf(db, 'contoso-reviewer')).userStatus).toBe('ACTIVE');
  });
});

describe('GET api/connects-admin/audit', () => {
  it('pages the audit log by date, newest first unless asked otherwise, with X-Total-Count', async () => {
    const res = await connects.get('/api/connects-admin/audit?size=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(res.headers['x-total-count']).toBe(String(page.totalElements));
    expect(page.totalElements).toBeGreaterThan(5);
    expect(page.content).toHaveLength(2);
    expect(page.content[0].auditEventDate >= page.content[1].auditEventDate).toBe(true);
    const first = (await connects.get('/api/connects-admin/audit?size=1&sort=auditEventDate,asc')).json().content[0];
    const last = (
      await connects.get(`/api/connects-admin/audit?size=1&page=${page.totalElements - 1}&sort=auditEventDate,desc`)
    ).json().content[0];
    expect(first).toEqual(last);
    expect(first).toMatchObject({
      auditEventType: 'CREATE_USER',
      actorId: 'client-admin',
      actorUserId: expect.any(Number),
    });
  });

  it('reads the sort as Spring does: the date alone oldest first, the field and direction in any case (decision 079)', async () => {
    const events = async (sort: string) => {
      const res = await connects.get(`/api/connects-admin/audit?size=3&sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content;
    };
    const oldest = await events('auditEventDate,asc');
    const newest = await events('auditEventDate,desc');
    expect(oldest).not.toEqual(newest);
    expect(await events('auditEventDate')).toEqual(oldest);
    expect(await events('AUDITEVENTDATE,DESC')).toEqual(newest);
    expect(await events('auditEventDate,Asc')).toEqual(oldest);
    await expectSortRefused(connects, '/api/connects-admin/audit?sort=actorId');
  });

  it('refuses other sorts (400) and everyone but connects admins (403)', async () => {
    expect((await connects.get('/api/connects-admin/audit?sort=actorId,asc')).statusCode).toBe(400);
    expect((await connects.get('/api/connects-admin/audit?sort=auditEventDate,sideways')).statusCode).toBe(400);
    expect((await client.get('/api/connects-admin/audit')).statusCode).toBe(403);
    expect((await new Client(app).get('/api/connects-admin/audit')).statusCode).toBe(401);
  });

  it('cannot be altered or deleted, not even by a statement sent to the database', async () => {
    const [one] = await db.select().from(auditEvents).limit(1);
    await expect(
      db.update(auditEvents).set({ actorId: 'someone-else' }).where(eq(auditEvents.id, one.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, one.id))).rejects.toThrow();
    await expect(database.db.execute('truncate audit_events')).rejects.toThrow();
    const [still] = await db.select().from(auditEvents).where(eq(auditEvents.id, one.id));
    expect(still).toEqual(one);
  });
});
