import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { DIST } from '../../scripts/ensure-build.mjs';
import { E2E_PASSWORD } from '../support/constants.ts';
import { type Instance, instanceDatabase, startInstances } from './instances.ts';

/**
 * Two instances of the one build in dist/, configured alike, as behind a load balancer. On
 * PostgreSQL (DATABASE_URL) they share one database. PGlite belongs to the one process that
 * opens it, so on PGlite each instance has a database of its own: what the build decides
 * (index.html, the assets, the stamp) is compared there too, and the sessions are shared on
 * PostgreSQL only (docs/decisions/015-identical-instances.md).
 */
const WEB = path.join(DIST, 'web');
const STAMP: string = JSON.parse(readFileSync(path.join(DIST, 'build.json'), 'utf8')).stamp;
const DATABASE = `${process.env.E2E_DATABASE ?? 'candor_e2e'}_instances`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** POST with the XSRF header that the XSRF-TOKEN cookie (given on any GET) asks for. */
async function post(api: APIRequestContext, url: string, data?: object) {
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return api.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
}

test.describe('two instances of one build', () => {
  test.describe.configure({ mode: 'serial' });
  let a: Instance;
  let b: Instance;

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    const databaseUrl = await instanceDatabase(DATABASE, 'create');
    const env = {
      DEMO_PASSWORD: E2E_PASSWORD,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    // On the shared database one after the other: the second finds the migrations and the demo data done.
    [a, b] = await startInstances([env, env], databaseUrl ? 'sequential' : 'parallel');
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await instanceDatabase(DATABASE, 'drop');
  });

  test('serve the index.html of the build for every page, and report its stamp', async () => {
    const built = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    for (const page of ['/', '/reporter/submit-report', '/login']) {
      const [fromA, fromB] = await Promise.all([a, b].map((i) => fetch(`${i.url}${page}`).then((r) => r.text())));
      expect(fromA, page).toBe(built);
      expect(fromB, page).toBe(built);
    }
    for (const instance of [a, b]) {
      const info = await (await fetch(`${instance.url}/management/info`)).json();
      expect(info.buildTimestamp).toBe(STAMP);
    }
  });

  test('serve every asset of the build byte for byte, cacheable for a year', async () => {
    const assets = readdirSync(path.join(WEB, 'assets'));
    expect(assets.length).toBeGreaterThan(10);
    for (const file of assets) {
      const onDisk = sha256(readFileSync(path.join(WEB, 'assets', file)));
      for (const instance of [a, b]) {
        const res = await fetch(`${instance.url}/assets/${file}`);
        expect(res.status, `${instance.url}/assets/${file}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(sha256(Buffer.from(await res.arrayBuffer())), `${instance.url}/assets/${file}`).toBe(onDisk);
      }
    }
  });

  test('a page loaded from one instance works with every other request answered by the other', async ({ page }) => {
    const answeredByB: string[] = [];
    await page.route(`${a.url}/**`, async (route) => {
      if (route.request().isNavigationRequest()) return route.continue();
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({ url: `${b.url}${pathname}${search}` });
      answeredByB.push(pathname + search);
      return route.fulfill({ response });
    });
    const failed: string[] = [];
    page.on('requestfailed', (req) => failed.push(req.url()));

    await page.goto(`${a.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
    // A route loaded later (its own chunks) and a search in the database behind the other instance.
    await page.getByRole('region', { name: 'Submit a report' }).getByRole('link', { name: 'Submit a report' }).click();
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind');
    await expect(page.getByRole('button', { name: 'Northwind France', exact: true })).toBeVisible();

    const indexScripts = [
      ...readFileSync(path.join(WEB, 'index.html'), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g),
    ].map((m) => m[1]);
    expect(indexScripts.length).toBeGreaterThan(0);
    expect(answeredByB).toEqual(expect.arrayContaining(indexScripts));
    expect(answeredByB).toContain(`/i18n/en.json?t=${STAMP}`);
    expect(answeredByB.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(indexScripts.length);
    expect(failed).toEqual([]);
  });

  /** A cookie jar (cookies do not depend on the port, so it talks to both) signed in as reviewer on instance a. */
  async function signedInOnA() {
    const api = await request.newContext();
    await api.get(`${a.url}/management/info`);
    expect(
      (await post(api, `${a.url}/api/authentication`, { username: 'reviewer', password: E2E_PASSWORD })).status(),
    ).toBe(200);
    return api;
  }

  if (process.env.DATABASE_URL) {
    test('share one PostgreSQL: a session started on one instance is the session on the other', async () => {
      const api = await signedInOnA();
      const onB = await api.get(`${b.url}/api/account`);
      expect(onB.status()).toBe(200);
      expect((await onB.json()).login).toBe('reviewer');

      expect((await post(api, `${b.url}/api/logout`)).status()).toBe(204);
      expect((await api.get(`${a.url}/api/account`)).status()).toBe(401);
      await api.dispose();
    });
  } else {
    test('keep a PGlite database each: a session started on one instance is unknown to the other', async () => {
      const api = await signedInOnA();
      expect((await api.get(`${a.url}/api/account`)).status()).toBe(200);
      expect((await api.get(`${b.url}/api/account`)).status()).toBe(401);
      await api.dispose();
    });
  }
});
