import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { serializeError } from './logger.ts';
import { hashPassword } from './passwords.ts';

const { config, database, codec } = await buildTestApp({ demo: false });
const lines: string[] = [];
const app = await buildApp({
  config: { ...config, LOG_LEVEL: 'info' },
  database,
  codec,
  logStream: { write: (line) => lines.push(line) },
});
app.get('/reporterapi/test/fails', {
  config: { access: 'public' },
  handler: async () => {
    throw new Error('boom');
  },
});
const SECRET_EMAIL = 'whistle.blower@private.example';
const SECRET_HASH = await hashPassword('a-secret-password-1');
app.post('/reporterapi/test/insert-twice', {
  config: { access: 'public' },
  handler: async () => {
    const row = {
      login: 'secret-login-7Q',
      email: SECRET_EMAIL,
      passwordHash: SECRET_HASH,
      legacyUserId: 'L-REPORT-9X',
    };
    await database.db.insert(users).values(row);
    await database.db.insert(users).values(row);
  },
});
app.get('/reporterapi/test/:reportId/echo', { config: { access: 'public' }, handler: async () => 'ok' });
await app.ready();
afterAll(() => app.close());

const CLIENT_IP = '203.0.113.77';
const FORWARDED_IP = '198.51.100.23';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Reporter-Fingerprint/42';

const request = (url: string) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress: CLIENT_IP,
    headers: {
      'user-agent': USER_AGENT,
      'x-forwarded-for': FORWARDED_IP,
      'x-real-ip': FORWARDED_IP,
      referer: 'https://news.example/story',
    },
  });

const xsrf = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' };

describe('request logs', () => {
  it('log each request with its method, path and status', async () => {
    lines.length = 0;
    await request('/reporterapi/application-messages?referenceId=SECRETREF');
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.find((e) => e.req)?.req).toEqual({ method: 'GET', route: '/reporterapi/application-messages' });
    expect(entries.find((e) => e.res)?.res).toEqual({ statusCode: 200 });
  });

  it.each(['/reporterapi/application-messages?referenceId=SECRETREF', '/reporterapi/test/fails', '/api/account'])(
    'carry no client address, user agent, referrer or query string for %s',
    async (url) => {
      lines.length = 0;
      await request(url);
      expect(lines.length).toBeGreaterThan(1);
      const all = lines.join('\n');
      for (const secret of [CLIENT_IP, FORWARDED_IP, USER_AGENT, 'Reporter-Fingerprint', 'news.example', 'SECRETREF']) {
        expect(all).not.toContain(secret);
      }
      expect(all).not.toMatch(/remoteAddress|remotePort|user-agent|userAgent|"headers"|"host"/i);
    },
  );

  it('carry the route pattern, not the path: no report ID from a path', async () => {
    lines.length = 0;
    await request('/reporterapi/test/K7PX3M9QW2RT/echo');
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.find((e) => e.req)?.req).toEqual({ method: 'GET', route: '/reporterapi/test/:reportId/echo' });
    expect(lines.join('\n')).not.toContain('K7PX3M9QW2RT');
  });

  it('of a failed insert carry none of its parameters: no email, password hash, login or ID', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/reporterapi/test/insert-twice', headers: xsrf });
    expect(res.statusCode).toBe(500);
    const all = lines.join('\n');
    expect(all).toContain('"sqlState":"23505"');
    for (const secret of [SECRET_EMAIL, SECRET_HASH, '$argon2id', 'secret-login-7Q', 'L-REPORT-9X', 'params']) {
      expect(all).not.toContain(secret);
    }
  });

  it('of a mail server’s refusal carry its reply code, not the address it quotes', () => {
    // As nodemailer builds one: the server's words appended to the message once the error exists.
    const refusal = Object.assign(new Error('Can’t send mail - all recipients were rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    });
    refusal.message += `: 550 5.1.1 <${SECRET_EMAIL}>: Recipient address rejected`;
    const login = Object.assign(new Error(`Invalid login: 535 ${SECRET_EMAIL} unknown`), {
      code: 'EAUTH',
      responseCode: 535,
    });
    for (const err of [refusal, login]) {
      const logged = serializeError(err);
      expect(logged).toMatchObject({ type: 'Error', message: 'the mail server refused', code: err.code });
      expect(JSON.stringify(logged)).not.toContain(SECRET_EMAIL);
    }
    expect(serializeError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toMatchObject({
      type: 'Error',
      message: 'write EPIPE',
    });
  });
});
