import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD, signIn } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema/index.ts';
import { sha256 } from '../lib/tokens.ts';
import { SESSION_COOKIE, XSRF_COOKIE, xsrfTokenOf } from './sessions.ts';

const { app, database, config, codec } = await buildTestApp();
const behindHttps = await buildApp({ config: { ...config, PUBLIC_URL: 'https://ethics.example' }, database, codec });
afterAll(() => behindHttps.close());
const { db } = database;

describe('session cookie', () => {
  it('holds 256 random bits, and the table only their hash', async () => {
    const client = await signIn(app, 'reviewer');
    const token = client.cookies.get(SESSION_COOKIE)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await db.select().from(sessions))).not.toContain(token);
  });

  it('is rotated at sign-in: the value changes and the old one no longer works', async () => {
    const client = await signIn(app, 'reviewer');
    const before = client.cookies.get(SESSION_COOKIE)!;
    const again = await client.post('/api/authentication', { form: { username: 'delegate', password: DEMO_PASSWORD } });
    expect(again.statusCode).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect((await client.get('/api/account')).json().login).toBe('delegate');

    const stale = new Client(app);
    stale.cookies.set(SESSION_COOKIE, before);
    expect((await stale.get('/api/account')).statusCode).toBe(401);
  });

  it('does not let a planted cookie value become the session', async () => {
    const client = new Client(app);
    client.cookies.set(SESSION_COOKIE, 'planted-by-someone-else');
    await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD } });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe('planted-by-someone-else');
    const planted = new Client(app);
    planted.cookies.set(SESSION_COOKIE, 'planted-by-someone-else');
    expect((await planted.get('/api/account')).statusCode).toBe(401);
  });

  it('ends after the account’s idle timeout', async () => {
    await db.update(users).set({ userTimeout: 1 }).where(eq(users.login, 'program-admin'));
    const client = await signIn(app, 'program-admin');
    const account = await client.get('/api/account');
    expect(account.statusCode).toBe(200);
    expect(account.json().userTimeout).toBe(1);
    await sleep(2_500);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('stays open while the user is active: each request moves the idle deadline on', async () => {
    await db.update(users).set({ userTimeout: 2 }).where(eq(users.login, 'delegate'));
    const client = await signIn(app, 'delegate');
    for (let i = 0; i < 5; i++) {
      await sleep(900);
      expect((await client.get('/api/account')).statusCode, `after ${(i + 1) * 0.9} s`).toBe(200);
    }
    await sleep(2_500);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('uses the default idle timeout when the account sets none', async () => {
    const client = await signIn(app, 'client-admin');
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(client.cookies.get(SESSION_COOKIE)!)));
    expect(row.timeoutSeconds).toBe(3600);
  });

  it('ends when the user is no longer active', async () => {
    const client = await signIn(app, 'importer');
    await db.update(users).set({ userStatus: 'INACTIVE' }).where(eq(users.login, 'importer'));
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});

describe('XSRF token', () => {
  it("is issued as a readable cookie on any GET but a probe's", async () => {
    const res = await app.inject({ method: 'GET', url: '/reporterapi/application-messages' });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('must match the cookie on a state-changing call', async () => {
    const client = await signIn(app, 'hotline');
    const res = await client.put('/api/account/langPref', {
      text: 'fr',
      headers: { 'x-xsrf-token': 'not-the-cookie' },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'error.xsrf', status: 403 });
  });

  it('is bound to the session: the token of another session, or none, is refused', async () => {
    const alice = await signIn(app, 'reviewer');
    const bob = await signIn(app, 'delegate');
    const change = (client: Client, token: string | undefined) =>
      client.put('/api/account/langPref', {
        text: 'fr',
        xsrf: false,
        headers: token === undefined ? {} : { 'x-xsrf-token': token },
      });
    // Bob's token, even planted as Alice's XSRF cookie as well, does not go with Alice's session.
    alice.cookies.set(XSRF_COOKIE, bob.xsrfToken!);
    expect((await change(alice, bob.xsrfToken)).statusCode).toBe(403);
    expect((await change(alice, undefined)).statusCode).toBe(403);
    expect((await change(alice, '')).statusCode).toBe(403);
    const own = xsrfTokenOf(alice.cookies.get(SESSION_COOKIE)!);
    expect((await change(alice, own)).statusCode).toBe(204);
  });

  it('is renewed at sign-in and at sign-out; the token from before sign-in no longer works', async () => {
    const client = new Client(app);
    await client.get('/management/info');
    const anonymous = client.xsrfToken!;
    await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD } });
    const signedIn = client.xsrfToken!;
    expect(signedIn).not.toBe(anonymous);
    expect(signedIn).toBe(xsrfTokenOf(client.cookies.get(SESSION_COOKIE)!));
    const stale = await client.put('/api/account/langPref', {
      text: 'fr',
      xsrf: false,
      headers: {
        'x-xsrf-token': anonymous,
        cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}; ${XSRF_COOKIE}=${anonymous}`,
      },
    });
    expect(stale.statusCode).toBe(403);
    expect((await client.post('/api/logout')).statusCode).toBe(204);
    expect(client.xsrfToken).toBeDefined();
    expect([anonymous, signedIn]).not.toContain(client.xsrfToken);
  });

  it('is restored from the session when the cookie was lost', async () => {
    const client = await signIn(app, 'reviewer');
    client.cookies.delete(XSRF_COOKIE);
    await client.get('/api/account');
    expect(client.xsrfToken).toBe(xsrfTokenOf(client.cookies.get(SESSION_COOKIE)!));
  });

  it('and the session cookie carry the __Host- prefix over https', async () => {
    const client = new Client(behindHttps);
    const res = await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const names = res.cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['__Host-CANDOR_SESSION', '__Host-XSRF-TOKEN']));
    for (const c of res.cookies) {
      expect(c.name.startsWith('__Host-')).toBe(true);
      expect(c.secure).toBe(true);
      expect(c.path).toBe('/');
      expect(c.domain).toBeUndefined();
    }
    expect((await client.get('/api/account')).json().login).toBe('reviewer');
  });
});
