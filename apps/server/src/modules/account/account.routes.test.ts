import { AUTHORITIES, LIMITS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD, signIn } from '../../../test/build-test-app.ts';
import { DEMO_USERS } from '../../db/demo-data.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { reporterClient } from '../../plugins/sessions.test-support.ts';
import { createReport } from '../attachments/attachments.test-support.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
const report = await createReport({ db, codec });
const { referenceId } = report;

describe('staff sign-in', () => {
  it('signs in with the built-in form and returns the session account', async () => {
    const client = new Client(app);
    const res = await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'CANDOR_SESSION');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const account = (await client.get('/api/account')).json();
    expect(account).toMatchObject({ activated: true, firstName: 'Rita', langKey: 'en' });
    expect(account.authorities).toEqual(['ROLE_USER', 'ROLE_MASTER_REVIEWER']);
    expect(account.organizations[0].name).toBe('Northwind Group');
  });

  it('answers 401 with the attempts left, and locks the account after five failures', async () => {
    const client = new Client(app);
    for (let left = 4; left >= 1; left--) {
      const res = await client.post('/api/authentication', { form: { username: 'statistics', password: 'wrong-one' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: String(left),
        errorKey: 'error.login.failed',
        status: 401,
        numberOfLoginAttemptsLeft: left,
      });
    }
    const fifth = await client.post('/api/authentication', { form: { username: 'statistics', password: 'wrong-one' } });
    expect(fifth.json()).toEqual({
      message: '0',
      errorKey: 'error.login.locked',
      status: 401,
      numberOfLoginAttemptsLeft: 0,
    });
    const [row] = await db.select().from(users).where(eq(users.login, 'statistics'));
    expect(row.userStatus).toBe('LOCKED');
    const right = await client.post('/api/authentication', {
      form: { username: 'statistics', password: DEMO_PASSWORD },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().errorKey).toBe('error.login.locked');
    await db.update(users).set({ userStatus: 'ACTIVE', failedLoginAttempts: 0 }).where(eq(users.login, 'statistics'));
  });

  it('resets the failure count after a successful sign-in', async () => {
    const client = new Client(app);
    const fail = () => client.post('/api/authentication', { form: { username: 'importer', password: 'wrong-one' } });
    expect((await fail()).json().numberOfLoginAttemptsLeft).toBe(4);
    expect((await fail()).json().numberOfLoginAttemptsLeft).toBe(3);
    expect(
      (await client.post('/api/authentication', { form: { username: 'importer', password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await fail()).json().numberOfLoginAttemptsLeft).toBe(4);
  });

  it('answers an unknown login with the same 401 and count as a known one (staff-lockout.test.ts goes further)', async () => {
    const res = await new Client(app).post('/api/authentication', {
      form: { username: 'no-such-user', password: 'wrong-one' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '4',
      errorKey: 'error.login.failed',
      status: 401,
      numberOfLoginAttemptsLeft: 4,
    });
  });

  it('rejects a state-changing request without the XSRF header', async () => {
    const client = new Client(app);
    const res = await client.post('/api/authentication', {
      form: { username: 'reviewer', password: DEMO_PASSWORD },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'error.xsrf', status: 403 });
  });

  it('answers 400 in the error shape when the form is incomplete', async () => {
    const res = await new Client(app).post('/api/authentication', { form: { username: 'reviewer' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    expect(res.json().fieldErrors[0].field).toBe('body.password');
  });

  it('leads the single-sign-on path to the built-in sign-in page when no identity provider is set', async () => {
    const res = await app.inject({ method: 'GET', url: '/oauth2/authorization/sso' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('keeps the page to come back to on the way to the built-in sign-in page', async () => {
    const page = '/reviewer/report-search?tab=1#top';
    const res = await app.inject({ method: 'GET', url: `/oauth2/authorization/sso?page=${encodeURIComponent(page)}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?page=${encodeURIComponent(page)}`);
  });

  it('refuses a page to come back to that is not of this app, in the error shape', async () => {
    for (const page of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/\t/evil.example']) {
      const res = await app.inject({
        method: 'GET',
        url: `/oauth2/authorization/sso?page=${encodeURIComponent(page)}`,
      });
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toEqual({
        message: 'error.validation',
        status: 400,
        fieldErrors: [{ field: 'querystring.page', message: 'Pattern' }],
      });
    }
  });
});

describe('GET api/account', () => {
  it('answers 401 without a session', async () => {
    const res = await new Client(app).get('/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'error.unauthorized', status: 401 });
  });

  it.each(DEMO_USERS.map((u) => [u.login, u.authorities] as const))(
    'answers the authorities of %s',
    async (login, authorities) => {
      const account = (await (await signIn(app, login)).get('/api/account')).json();
      expect(account.login).toBe(login);
      expect(account.authorities).toEqual(authorities);
      expect(account).toHaveProperty('userTimeout');
      expect(Object.keys(account).sort()).toEqual(
        [
          'activated',
          'authorities',
          'dashboardEnabled',
          'delegateReviewer',
          'firstName',
          'id',
          'landingPage',
          'langKey',
          'lastName',
          'login',
          'organizations',
          'programAdmin',
          'reviewerApiKeyGenerationEnabled',
          'userTimeout',
        ].sort(),
      );
    },
  );

  it('answers ROLE_REPORTER and the report ID to a reporter session, in the session’s language', async () => {
    const client = await reporterClient(app, db, report, 'de');
    const res = await client.get('/api/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      authorities: [AUTHORITIES.REPORTER],
      id: null,
      login: referenceId,
      langKey: 'de',
      userTimeout: LIMITS.defaultSessionTimeoutSeconds,
      organizations: [],
    });
  });
});

describe('GET api/account/caseManagementUserDetailsInfo', () => {
  it('answers a reviewer with his organizations and categories', async () => {
    const res = await (await signIn(app, 'reviewer')).get('/api/account/caseManagementUserDetailsInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      login: 'reviewer',
      email: 'reviewer@northwind.example',
      userType: 'MASTER_REVIEWER',
      userStatus: 'ACTIVE',
      clientAdmin: false,
      primaryOrganization: { name: 'Northwind Group' },
      sensitiveReportsAccess: true,
    });
    expect(res.json().categoryIds).toContain(13);
  });

  it.each([
    ['hotline', null],
    ['connects-admin', 'CONNECTS_ADMIN'],
    ['importer', null],
    ['admin', null],
  ])('answers every other staff user, %s included (spec 000 §1)', async (login, userType) => {
    const res = await (await signIn(app, login)).get('/api/account/caseManagementUserDetailsInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login, userType, clientAdmin: false });
  });

  it('answers 403 to a reporter session and 401 without a session', async () => {
    const reporter = await reporterClient(app, db, report);
    expect((await reporter.get('/api/account/caseManagementUserDetailsInfo')).statusCode).toBe(403);
    expect((await new Client(app).get('/api/account/caseManagementUserDetailsInfo')).statusCode).toBe(401);
  });
});

describe('PUT api/account/langPref', () => {
  it('saves the preference on the account', async () => {
    const client = await signIn(app, 'transcriber');
    const res = await client.put('/api/account/langPref', { text: 'fr' });
    expect(res.statusCode).toBe(204);
    expect((await client.get('/api/account')).json().langKey).toBe('fr');
    const [row] = await db.select().from(users).where(eq(users.login, 'transcriber'));
    expect(row.langKey).toBe('fr');
    expect((await (await signIn(app, 'transcriber')).get('/api/account')).json().langKey).toBe('fr');
  });

  it('keeps a reporter’s choice on the session', async () => {
    const client = await reporterClient(app, db, report, 'en');
    expect((await client.put('/api/account/langPref', { text: 'jp' })).statusCode).toBe(204);
    expect((await client.get('/api/account')).json().langKey).toBe('jp');
  });

  it('refuses a code that is not one of the 27', async () => {
    const client = await signIn(app, 'hotline');
    const bad = await client.put('/api/account/langPref', { text: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'error.validation', status: 400 });
    expect((await client.get('/api/account')).json().langKey).toBe('en');
  });

  it('refuses a language the role does not offer (spec 002 §6), and takes one it does', async () => {
    for (const [login, refused, taken] of [
      ['hotline', 'de', 'es'],
      ['connects-admin', 'fr', 'en'],
      ['statistics', 'es', 'en'],
    ] as const) {
      const client = await signIn(app, login);
      const bad = await client.put('/api/account/langPref', { text: refused });
      expect([login, bad.statusCode, bad.json()]).toEqual([
        login,
        400,
        { message: 'error.validation', status: 400, fieldErrors: [{ field: 'body', message: 'invalid' }] },
      ]);
      expect((await client.get('/api/account')).json().langKey).toBe('en');
      expect((await client.put('/api/account/langPref', { text: taken })).statusCode).toBe(204);
      expect((await client.get('/api/account')).json().langKey).toBe(taken);
      await client.put('/api/account/langPref', { text: 'en' });
    }
  });

  it('answers 403 without the XSRF header and changes nothing', async () => {
    const client = await signIn(app, 'hotline');
    const res = await client.put('/api/account/langPref', { text: 'es', xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('error.xsrf');
    expect((await client.get('/api/account')).json().langKey).toBe('en');
  });

  it('answers 401 without a session', async () => {
    expect((await new Client(app).put('/api/account/langPref', { text: 'fr' })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  const sessionCount = async () => (await db.select().from(sessions)).length;

  it('ends a staff session on api/logout', async () => {
    const client = await signIn(app, 'reviewer');
    const before = await sessionCount();
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'CANDOR_SESSION')?.value).toBe('');
    expect(await sessionCount()).toBe(before - 1);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('ends a reporter session on reporterapi/logout', async () => {
    const client = await reporterClient(app, db, report);
    const before = await sessionCount();
    expect((await client.post('/reporterapi/logout')).statusCode).toBe(204);
    expect(await sessionCount()).toBe(before - 1);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('answers 204 without a session, and 403 without the XSRF header', async () => {
    expect((await new Client(app).post('/api/logout')).statusCode).toBe(204);
    const client = await signIn(app, 'reviewer');
    expect((await client.post('/api/logout', { xsrf: false })).statusCode).toBe(403);
    expect((await client.get('/api/account')).statusCode).toBe(200);
  });
});
