import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'candor-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("candor")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { config, database, codec } = await buildTestApp({ demo: false });
const app = await buildApp({ config: { ...config, WEB_DIST: dist }, database, codec });
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('keeps its catch-all route out of the API description', async () => {
    const paths = Object.keys((await get('/v3/api-docs')).json().paths);
    expect(paths).toContain('/reporterapi/report');
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
  });

  it.each(['/', '/reporter/login?referenceId=ABC', '/reviewer/overview', '/login'])(
    'answers index.html for %s, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('sends a hotline link from another deployment on to the hotline form, with its other parameters', async () => {
    for (const page of ['/reporter/submit-report', '/reporter']) {
      const res = await get(`${page}?org=Northwind%20France&lang=fr&vanity=false&ishotline=true`);
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location).toBe('/hotline/submit-report?org=Northwind+France&lang=fr&vanity=false');
    }
    for (const url of ['/reporter/submit-report?org=Acme&ishotline=false', '/reporter/login?ishotline=true']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets cacheable for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("candor")');
    // Publicly cached: no cookie rides along, even to a first visitor who has none yet (issue 7).
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('serves other files of the build', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 in the error shape for a missing asset, so a stale chunk fails as such', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'error.notFound', status: 404 });
  });

  it.each(['/api/nothing-here', '/reporterapi/nothing-here', '/management/nothing-here', '/i18n/xx.json'])(
    'answers 404 in the error shape for %s rather than the page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error.notFound', status: 404 });
    },
  );

  it.each(['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/..%2fpackage.json'])(
    'never serves a file outside the build for %s',
    async (url) => {
      const res = await get(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"workspaces"');
    },
  );

  it.each(['/x#%E0', '/reporter/login#%', '/assets/index-abc123.js#%E0%A4%A'])(
    'reads the address up to its fragment, whatever follows it: %s',
    async (url) => {
      // Sent as written: a client library would drop the fragment before it leaves.
      expect(await statusOverSocket(url)).toBe(200);
    },
  );
});

/** The status line's code for `GET url` written byte for byte on a socket to the listening app. */
async function statusOverSocket(url: string): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  let answer = '';
  for await (const chunk of socket) answer += chunk;
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}
