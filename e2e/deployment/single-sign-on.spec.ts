import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startIdentityProvider } from '../../apps/server/src/modules/account/sso.test-support.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { E2E_PASSWORD } from '../support/constants.ts';
import { type Instance, instanceDatabase, startInstance } from './instances.ts';

/**
 * The staff screens with an identity provider configured (decisions 005 and 075): an instance of
 * the build started against a real OpenID Connect provider (oidc-provider, its own sign-in and
 * consent forms), signed in through it in Chromium. With a provider, Candor offers no password
 * and no two-step verification of its own anywhere.
 */
const DATABASE = `${process.env.E2E_DATABASE ?? 'candor_e2e'}_sso`;
const CLIENT = { id: 'candor', secret: randomBytes(24).toString('hex') };

/** The screen has no serious accessibility violation; its screenshot is kept to look at. */
async function looksRight(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** A port nobody listens on now: the provider must know the app's callback before the app starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.describe('with single sign-on', () => {
  test.describe.configure({ mode: 'serial' });
  let app: Instance;
  let provider: Awaited<ReturnType<typeof startIdentityProvider>>;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const port = await freePort();
    const url = `http://localhost:${port}`;
    provider = await startIdentityProvider({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUri: `${url}/login/oauth2/code/sso`,
      accounts: {
        'carl-at-idp': { preferred_username: 'connects-admin' },
        'rita-at-idp': { preferred_username: 'reviewer' },
      },
    });
    const databaseUrl = await instanceDatabase(DATABASE, 'create');
    app = await startInstance({
      PORT: String(port),
      PUBLIC_URL: url,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      DEMO_PASSWORD: E2E_PASSWORD,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await provider?.close();
    await instanceDatabase(DATABASE, 'drop');
  });

  /** Opens `path`, is sent to the provider, signs in there as `account` and consents. */
  async function signInAtProvider(page: Page, path: string, account: string) {
    await page.goto(`${app.url}${path}`);
    await expect(page).toHaveURL((u) => u.origin === provider.issuer);
    await page.getByPlaceholder('Enter any login').fill(account);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((u) => u.origin === app.url);
  }

  test('a reviewer opening a private page signs in at the provider; his profile offers no password reset', async ({
    page,
  }) => {
    await signInAtProvider(page, '/reviewer/report-search', 'rita-at-idp');
    // The sign-in comes back to the page asked for (decision 141).
    await expect(page).toHaveURL(`${app.url}/reviewer/report-search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Report search' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(`${app.url}/reviewer/profile`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Rita Reviewer');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await looksRight(page, 'sso-profile');
  });

  test('a connects admin signed in at the provider is offered neither a password nor a two-step reset', async ({
    page,
  }) => {
    await signInAtProvider(page, '/connects-admin/admin-users', 'carl-at-idp');
    await expect(page).toHaveURL(`${app.url}/connects-admin/admin-users`);
    // Without a provider his own record offers Reset password (people.spec.ts).
    await page.getByTestId('admin-users').getByRole('link', { name: 'connects-admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connie Platform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset two-step verification' })).toHaveCount(0);
    await looksRight(page, 'sso-admin-user');
  });

  test('a reset link mailed before the provider was configured leads to the sign-in, which leads to the provider', async ({
    page,
  }) => {
    await page.goto(`${app.url}/account/reset/finish?key=a-key-mailed-before-single-sign-on`);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText("Sign in through your organization's single sign-on.")).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await looksRight(page, 'sso-reset-link');

    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page).toHaveURL(`${app.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByText("Sign in through your organization's single sign-on.")).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await looksRight(page, 'sso-login');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((u) => u.origin === provider.issuer);
  });

  test('an account Candor does not know comes back to the sign-in page, told so, with the way to try again', async ({
    page,
  }) => {
    await signInAtProvider(page, '/reviewer/report-search', 'nobody-at-idp');
    // The page asked for is kept for the next try (decision 141).
    const failed = `${app.url}/login?error=sso&page=%2Freviewer%2Freport-search`;
    await expect(page).toHaveURL(failed);
    await expect(page.getByRole('alert')).toHaveText(
      'Single sign-on did not work for this account. Ask your administrator to check that your account is active in Candor.',
    );
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/oauth2/authorization/sso?page=%2Freviewer%2Freport-search',
    );
    await looksRight(page, 'sso-login-failed');
    // The provider still knows the browser: it answers at once, and Candor again says no.
    const atProvider = page.waitForRequest((r) => r.url().startsWith(provider.issuer));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await atProvider;
    await expect(page).toHaveURL(failed);
  });
});
