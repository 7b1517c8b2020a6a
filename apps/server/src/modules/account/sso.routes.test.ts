import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { jobs, users } from '../../db/schema/index.ts';
import { startIdentityProvider, TestBrowser } from './sso.test-support.ts';

const APP = 'http://candor.test';
const START = `${APP}/oauth2/authorization/sso`;
const isApp = (u: URL) => u.origin === APP;

const idp = await startIdentityProvider({
  clientId: 'candor',
  clientSecret: 'a-client-secret-for-tests',
  redirectUri: `${APP}/login/oauth2/code/sso`,
  accounts: {
    'rita-at-idp': { preferred_username: 'reviewer', email: 'rita@idp.example' },
    'email-only': { email: 'hotline@northwind.example' },
    'unverified-email': { email: 'hotline@northwind.example', email_verified: false },
    'dan-at-idp': { preferred_username: 'delegate' },
    'carl-at-idp': { preferred_username: 'connects-admin' },
    stranger: { preferred_username: 'nobody', email: 'nobody@idp.example' },
  },
});
afterAll(() => idp.close());

const { app, database, config, codec } = await buildTestApp({
  env: {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: 'candor',
    OIDC_CLIENT_SECRET: 'a-client-secret-for-tests',
    PUBLIC_URL: APP,
    REQUIRE_TOTP_FOR_ADMINS: 'true',
  },
});

/** Starts at our single-sign-on path, signs in at the provider as `sub`, consents, and stops back at our app. */
async function signInAtProvider(sub: string, browser = new TestBrowser(app, APP), issuer = idp.issuer, start = START) {
  const loginPage = await browser.open(start);
  expect(loginPage.url.origin).toBe(issuer);
  expect(loginPage.body).toContain('name="login"');
  const consentPage = await browser.submit(loginPage, { login: sub, password: 'any' });
  const landing = await browser.submit(consentPage, {}, (u) => isApp(u) && !u.pathname.startsWith('/login/oauth2'));
  return { browser, landing };
}

/** A client holding the session the browser got from the provider's sign-in. */
const clientOf = (browser: TestBrowser, on = app) => {
  const client = new Client(on);
  const session = browser.cookie(APP, 'CANDOR_SESSION');
  if (session) client.cookies.set('CANDOR_SESSION', session);
  return client;
};
const accountOf = (browser: TestBrowser, on = app) => clientOf(browser, on).get('/api/account');

describe('single sign-on through OpenID Connect', () => {
  it('starts an authorization-code flow with PKCE, state and nonce, keeping them in a sealed short-lived cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/oauth2/authorization/sso' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'candor',
      response_type: 'code',
      redirect_uri: `${APP}/login/oauth2/code/sso`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    const pending = res.cookies.find((c) => c.name === 'CANDOR_SSO');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/login/oauth2/code/sso', maxAge: 600 });
    expect(pending?.value).not.toContain(to.searchParams.get('state'));
  });

  it('signs the matching staff user in and lands on the home page', async () => {
    const { browser, landing } = await signInAtProvider('rita-at-idp');
    expect(landing.url.href).toBe(`${APP}/`);
    expect(browser.cookie(APP, 'CANDOR_SSO')).toBeUndefined();
    const account = await accountOf(browser);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ login: 'reviewer', authorities: ['ROLE_USER', 'ROLE_MASTER_REVIEWER'] });
  });

  it('comes back to the page the sign-in was started for, kept sealed through the provider', async () => {
    const page = '/reviewer/reports/42?tab=dialogue#note-3';
    const start = `${START}?page=${encodeURIComponent(page)}`;
    // Sealed in the cookie: neither the provider's URL nor anything the browser stores shows it.
    const res = await app.inject({ method: 'GET', url: start });
    expect(res.cookies.find((c) => c.name === 'CANDOR_SSO')?.value.length).toBeGreaterThan(40);
    expect(`${res.headers.location} ${res.headers['set-cookie']}`).not.toMatch(/reports|dialogue/);
    const { browser, landing } = await signInAtProvider('rita-at-idp', undefined, undefined, start);
    expect(landing.url.href).toBe(`${APP}${page}`);
    expect((await accountOf(browser)).json().login).toBe('reviewer');
  });

  it('asks an administrator for no TOTP code: the identity provider’s MFA applies', async () => {
    const { browser, landing } = await signInAtProvider('carl-at-idp');
    expect(landing.url.href).toBe(`${APP}/`);
    const account = await accountOf(browser);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ login: 'connects-admin', authorities: ['ROLE_CONNECTS_ADMIN'] });
  });

  it('matches by email when the provider gives no preferred_username', async () => {
    const { browser, landing } = await signInAtProvider('email-only');
    expect(landing.url.href).toBe(`${APP}/`);
    expect((await accountOf(browser)).json().login).toBe('hotline');
  });

  it('does not match by an email the provider marks unverified', async () => {
    const { landing } = await signInAtProvider('unverified-email');
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
  });

  it('sends an unknown user back to the sign-in page without a session', async () => {
    const { browser, landing } = await signInAtProvider('stranger');
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
    expect(browser.cookie(APP, 'CANDOR_SESSION')).toBeUndefined();
    expect((await accountOf(browser)).statusCode).toBe(401);
  });

  it('sends a refused sign-in back to the sign-in page still asked to come back to its page', async () => {
    const page = '/reviewer/report-search?q=fraud';
    const start = `${START}?page=${encodeURIComponent(page)}`;
    const { browser, landing } = await signInAtProvider('stranger', undefined, undefined, start);
    expect(landing.url.pathname).toBe('/login');
    expect(Object.fromEntries(landing.url.searchParams)).toEqual({ error: 'sso', page });
    expect(browser.cookie(APP, 'CANDOR_SESSION')).toBeUndefined();
  });

  it('refuses a user who is not active', async () => {
    await database.db.update(users).set({ userStatus: 'LOCKED' }).where(eq(users.login, 'delegate'));
    const { browser, landing } = await signInAtProvider('dan-at-idp');
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
    expect(browser.cookie(APP, 'CANDOR_SESSION')).toBeUndefined();
  });

  it('refuses a callback that does not come with the browser’s pending cookie', async () => {
    const browser = new TestBrowser(app, APP);
    const loginPage = await browser.open(START);
    const consentPage = await browser.submit(loginPage, { login: 'rita-at-idp', password: 'any' });
    const callback = await browser.submit(consentPage, {}, (u) => isApp(u));
    expect(callback.url.pathname).toBe('/login/oauth2/code/sso');
    browser.dropCookie(APP, 'CANDOR_SSO');
    const landing = await browser.open(callback.url, { stopAt: isApp });
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const victim = new TestBrowser(app, APP);
    // Nor does the victim's own page leak into the answer: the state is not his.
    await victim.open(`${START}?page=%2Freviewer%2Foverview`);
    const attacker = new TestBrowser(app, APP);
    const loginPage = await attacker.open(START);
    const consentPage = await attacker.submit(loginPage, { login: 'rita-at-idp', password: 'any' });
    const callback = await attacker.submit(consentPage, {}, (u) => isApp(u));
    const landing = await victim.open(callback.url, { stopAt: isApp });
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
    expect(victim.cookie(APP, 'CANDOR_SESSION')).toBeUndefined();
  });

  it('sends the browser back to the sign-in page when the provider answers with an error', async () => {
    const browser = new TestBrowser(app, APP);
    await browser.open(START, { stopAt: (u) => u.origin === idp.issuer });
    const landing = await browser.open(`${APP}/login/oauth2/code/sso?error=access_denied&state=x`, { stopAt: isApp });
    expect(landing.url.href).toBe(`${APP}/login?error=sso`);
    // Answered with the state of its start, the refusal keeps the page asked for.
    const atProvider = await browser.open(`${START}?page=%2Freviewer%2Foverview`, {
      stopAt: (u) => u.origin === idp.issuer,
    });
    const state = atProvider.url.searchParams.get('state');
    const refused = await browser.open(`${APP}/login/oauth2/code/sso?error=access_denied&state=${state}`, {
      stopAt: isApp,
    });
    expect(refused.url.href).toBe(`${APP}/login?error=sso&page=%2Freviewer%2Foverview`);
  });

  it('turns the built-in password sign-in off and says so in the application profile', async () => {
    const res = await new Client(app).post('/api/authentication', {
      form: { username: 'reviewer', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'error.login.sso', status: 403 });
    expect((await app.inject({ method: 'GET', url: '/management/info' })).json().singleSignOn).toBe('oidc');
  });

  it('sets no password either: an administrator’s resets, one’s own reset and a reset link are refused (decision 075)', async () => {
    const sso = { message: 'error.login.sso', status: 403 };
    const [before] = await database.db.select().from(users).where(eq(users.login, 'reviewer'));
    const admin = clientOf((await signInAtProvider('carl-at-idp')).browser);
    const byAdmin = await admin.put(`/api/connects-admin/user/${before.id}/reset-password`);
    expect([byAdmin.statusCode, byAdmin.json()]).toEqual([403, sso]);
    const twoFactor = await admin.put(`/api/connects-admin/user/${before.id}/reset-two-factor`);
    expect([twoFactor.statusCode, twoFactor.json()]).toEqual([403, sso]);
    expect((await database.db.select().from(users).where(eq(users.id, before.id)))[0]).toEqual(before);
    const reviewer = clientOf((await signInAtProvider('rita-at-idp')).browser);
    const own = await reviewer.post('/api/users/resetPassword');
    expect([own.statusCode, own.json()]).toEqual([403, sso]);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'send-password-reset'))).toHaveLength(0);
    const link = await new Client(app).post('/api/account/reset-password/finish', {
      json: { key: 'a-key-mailed-before-single-sign-on', newPassword: 'Lantern-river-42' },
    });
    expect([link.statusCode, link.json()]).toEqual([403, sso]);
  });
});

describe('single sign-on with a provider that names the user in the ID token', async () => {
  const named = await startIdentityProvider({
    clientId: 'candor',
    clientSecret: 'a-client-secret-for-tests',
    redirectUri: `${APP}/login/oauth2/code/sso`,
    accounts: { 'r-1': { preferred_username: 'Reviewer' } },
    claimsInIdToken: true,
  });
  const second = await buildApp({ config: { ...config, OIDC_ISSUER: named.issuer }, database, codec });
  afterAll(async () => {
    await second.close();
    await named.close();
  });

  it('matches the login without regard to case', async () => {
    const { browser, landing } = await signInAtProvider('r-1', new TestBrowser(second, APP), named.issuer);
    expect(landing.url.href).toBe(`${APP}/`);
    expect((await accountOf(browser, second)).json().login).toBe('reviewer');
  });
});

describe('single sign-on while the provider cannot be reached', () => {
  it('sends the browser back to the sign-in page', async () => {
    const closed = await startIdentityProvider({
      clientId: 'candor',
      clientSecret: 'x',
      redirectUri: `${APP}/cb`,
      accounts: {},
    });
    await closed.close();
    const offline = await buildApp({ config: { ...config, OIDC_ISSUER: closed.issuer }, database, codec });
    const res = await offline.inject({ method: 'GET', url: '/oauth2/authorization/sso' });
    const forPage = await offline.inject({
      method: 'GET',
      url: '/oauth2/authorization/sso?page=%2Freviewer%2Foverview',
    });
    await offline.close();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=sso');
    expect(forPage.headers.location).toBe('/login?error=sso&page=%2Freviewer%2Foverview');
  });
});
