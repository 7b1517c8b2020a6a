import { AUTHORITIES, type Authority, ZErrorBody } from '@candor/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, Client, signIn } from '../../test/build-test-app.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import type { Access } from './access.ts';
import type { RouteEntry } from './route-table.ts';
import { isApiPath } from './security-headers.ts';
import { reporterClient } from './sessions.test-support.ts';

const { app, database, codec } = await buildTestApp();
/** A real report (id 1, sealed text), so that the calls on it get past the access check to the parsing of their input. */
const report = await createReport(
  { db: database.db, codec },
  {
    reportInput: codec.encryptText('What happened, in the reporter’s words.'),
  },
);

/** A demo user holding each authority, to get past the access check to the input handling. */
const LOGIN_OF: Record<Authority, string> = {
  [AUTHORITIES.ADMIN]: 'admin',
  [AUTHORITIES.USER]: 'reviewer',
  [AUTHORITIES.ANONYMOUS]: 'reviewer',
  [AUTHORITIES.CLIENT_ADMIN]: 'client-admin',
  [AUTHORITIES.CONNECTS_ADMIN]: 'connects-admin',
  [AUTHORITIES.HOTLINE_AGENT]: 'hotline',
  [AUTHORITIES.IMPORT]: 'importer',
  [AUTHORITIES.MASTER_REVIEWER]: 'reviewer',
  [AUTHORITIES.STATISTICS]: 'statistics',
  [AUTHORITIES.TRANSCRIBER]: 'transcriber',
  [AUTHORITIES.REPORTER]: 'reviewer',
};

const staff = new Map<string, Client>();
async function clientFor(access: Access | undefined, url: string): Promise<Client> {
  // Signing out would end the session the next requests need.
  if (!access || access === 'public' || url.endsWith('/logout')) return new Client(app);
  if (access === 'reporter') return reporterClient(app, database.db, report, 'en');
  const login = typeof access === 'object' ? LOGIN_OF[access.authorities[0]] : 'reviewer';
  if (!staff.has(login)) staff.set(login, await signIn(app, login));
  return staff.get(login)!;
}

/** Values no person types: NUL, a lone surrogate, 100 000 characters, and values of the wrong type. */
const TEXTS = { nul: 'a\u0000b', surrogate: 'a\uD800b', huge: 'x'.repeat(100_000) };
const WRONG_TYPES: unknown[] = [12, -1.5, true, null, [], ['a', 'b'], {}, { $ne: 1 }];
const VALUES: unknown[] = [...Object.values(TEXTS), ...WRONG_TYPES];
/** The same, as they travel in a URL (a lone surrogate cannot be UTF-8: its would-be bytes). */
const URL_VALUES = ['a%00b', 'a%ED%A0%80b', '%E0%A4%A', 'x'.repeat(100_000), '..%2F..%2Fetc', '-1', '1e309'];

const keysOf = (schema: unknown): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

interface Probe {
  what: string;
  url: string;
  body?: { contentType: string; payload: string };
}

function probesOf(route: RouteEntry): Probe[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const fill = (value: (name: string) => string) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => value(name)).replace(/\*$/, 'some/page');
  const ownId = route.access === 'reporter' ? report.referenceId : '1';
  const base = fill((name) => (name === 'id' ? ownId : '1'));
  const probes: Probe[] = [{ what: 'plain', url: base }];
  for (const name of params) {
    for (const v of URL_VALUES)
      probes.push({
        what: `param ${name}=${v.slice(0, 12)}`,
        url: fill((n) => (n === name ? v : n === 'id' ? ownId : '1')),
      });
  }
  for (const key of [...keysOf(route.schema?.querystring), 'unexpected']) {
    for (const v of URL_VALUES) probes.push({ what: `query ${key}=${v.slice(0, 12)}`, url: `${base}?${key}=${v}` });
    probes.push({ what: `query ${key} twice`, url: `${base}?${key}=1&${key}=2` });
  }
  if (route.method === 'GET' || route.method === 'DELETE') return probes;

  const json = (payload: unknown, what: string) =>
    probes.push({ what, url: base, body: { contentType: 'application/json', payload: JSON.stringify(payload) } });
  for (const key of keysOf(route.schema?.body)) {
    for (const v of VALUES) json({ [key]: v }, `body ${key}=${JSON.stringify(v)?.slice(0, 12)}`);
  }
  for (const v of VALUES) json(v, `body ${JSON.stringify(v)?.slice(0, 12)}`);
  json({ '\u0000': 'key', nested: { deep: [TEXTS.nul] } }, 'body with NUL in keys and depth');
  const raw = (contentType: string, payload: string, what: string) =>
    probes.push({ what, url: base, body: { contentType, payload } });
  raw('application/json', '{"a":', 'broken JSON');
  raw('application/json', '', 'empty JSON');
  raw('application/json', '\uFEFF{"a":1}', 'JSON with a byte-order mark');
  raw('application/x-www-form-urlencoded', 'username=a%00b&password=a%ED%A0%80', 'form with NUL and a bad byte');
  raw('text/plain', 'a\u0000b', 'text with NUL');
  raw('application/xml', '<a/>', 'unsupported type');
  raw('multipart/form-data', '--x\r\n\r\n--x--', 'multipart without boundary');
  const part = (filename: string) =>
    `--b\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n`;
  raw('multipart/form-data; boundary=b', part(''), 'multipart with an empty file name');
  raw('multipart/form-data; boundary=b', part('a\u0000b.txt'), 'multipart with NUL in the file name');
  raw('multipart/form-data; boundary=b', part('invoice\u202Efdp.txt'), 'multipart with a bidi override');
  raw(
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\nhello\r\n--b--\r\n',
    'multipart file without a file name',
  );
  raw('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"', 'cut multipart');
  const long = 'b'.repeat(300);
  raw(
    `multipart/form-data; boundary=${long}`,
    part('a.txt').replaceAll('--b', `--${long}`),
    'multipart, long boundary',
  );
  return probes;
}

async function send(route: RouteEntry, probe: Probe): Promise<LightMyRequestResponse> {
  const client = await clientFor(route.access, route.url);
  const headers: Record<string, string> = {};
  if (probe.body) headers['content-type'] = probe.body.contentType;
  return client.request(route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', probe.url, {
    headers,
    ...(probe.body ? { text: probe.body.payload } : {}),
  });
}

describe('every route in the route table', () => {
  it('is found by walking Fastify’s routes, not a hand-kept list', () => {
    expect(app.routeTable.length).toBeGreaterThan(60);
    expect(app.routeTable.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /reporterapi/report',
        'GET /reporterapi/report-lookup',
        'POST /api/authentication',
      ]),
    );
  });

  it('answers NUL, lone surrogates, 100 000 characters, wrong types and broken bodies without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of app.routeTable) {
      for (const probe of probesOf(route)) {
        const res = await send(route, probe);
        sent++;
        const where = `${route.method} ${route.url} (${probe.what}) → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && isApiPath(probe.url)) {
          const body = res.json();
          if (!ZErrorBody.safeParse(body).success || body.status !== res.statusCode)
            failures.push(`${where}: not the error shape`);
          if (probe.what.includes('=x') && res.body.includes(TEXTS.huge.slice(0, 1000)))
            failures.push(`${where}: echoes input`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
