import { connect } from 'node:net';
import { ZErrorBody } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { createReport, REPORT_PASSWORD } from '../modules/attachments/attachments.test-support.ts';
import { reporterClient } from './sessions.test-support.ts';

const { app, database, config, codec } = await buildTestApp();

/** The same app listening on a port with a one-second request timeout: raw sockets reach Node's parser. */
const live = await buildApp({ config: { ...config, REQUEST_TIMEOUT_SECONDS: 1 }, database, codec });
await live.listen({ port: 0, host: '127.0.0.1' });
const { port } = live.server.address() as { port: number };
afterAll(() => live.close());

/** Writes raw bytes (in pieces, `gapMs` apart) and collects what comes back until the server closes. */
function raw(pieces: string[], gapMs = 0): Promise<{ answer: string; closedBeforeAllSent: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, closedBeforeAllSent: sent < pieces.length }));
    const next = () => {
      if (socket.destroyed || sent >= pieces.length) return;
      socket.write(pieces[sent++]);
      if (sent < pieces.length) setTimeout(next, gapMs);
    };
    socket.on('connect', next);
    setTimeout(() => reject(new Error('the server kept the connection open')), 30_000).unref();
  });
}

const expectHardened = (headers: Record<string, unknown>, body: string, status: number, input?: string) => {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  const parsed = JSON.parse(body);
  expect(ZErrorBody.strict().safeParse(parsed).success).toBe(true);
  expect(parsed.status).toBe(status);
  if (input) expect(body).not.toContain(input);
};

describe("Fastify's early errors", () => {
  it('a URL that does not decode: 400, the error shape, the security headers, no echo', async () => {
    const res = await app.inject({ method: 'GET', url: '/reporterapi/report/%E0%A4%A-SECRETREF' });
    expect(res.statusCode).toBe(400);
    expectHardened(res.headers, res.body, 400, 'SECRETREF');
  });

  it('a path parameter past the length limit: 400, the same', async () => {
    const long = `SECRET${'K'.repeat(500)}`;
    const res = await app.inject({ method: 'GET', url: `/reporterapi/report/${long}` });
    expect(res.statusCode).toBe(400);
    expectHardened(res.headers, res.body, 400, 'SECRETKKK');
  });

  it('a malformed request line or header reaching Node’s parser: 400, the same', async () => {
    const { answer } = await raw([
      'GET /reporterapi/report-lookup HTTP/1.1\r\nHost: x\r\nBroken SECRET-HEADER\r\n\r\n',
    ]);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expectHardened(headers, body, 400, 'SECRET-HEADER');
  });

  it('a body that trickles is cut after REQUEST_TIMEOUT_SECONDS with 408', async () => {
    const head =
      'POST /reporterapi/password HTTP/1.1\r\nHost: x\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n' +
      'Content-Type: application/json\r\nContent-Length: 40\r\n\r\n';
    // One byte every 250 ms would take ten seconds; the limit is one.
    const { answer, closedBeforeAllSent } = await raw([head, ...'{"password":"aaaaaaaaaaaaaaaaaaaaaaaaa"}'], 250);
    expect(closedBeforeAllSent).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"error.http.408"');
  });
});

const report = await createReport({ db: database.db, codec });

describe('multipart uploads', () => {
  const upload = async (contentType: string, payload: string) => {
    const client = await reporterClient(app, database.db, report, 'en');
    return client.post(`/reporterapi/report/${report.referenceId}/attachment-existing-report`, {
      headers: { 'content-type': contentType },
      text: payload,
    });
  };
  const part = (filename: string) =>
    `--b\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n`;

  it('a part with an empty file name: 400 in the error shape', async () => {
    const res = await upload('multipart/form-data; boundary=b', part(''));
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('a body without a boundary: 400 in the error shape', async () => {
    const res = await upload('multipart/form-data', '--b\r\n\r\nhello\r\n--b--\r\n');
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('a body cut in the middle of a part: 400 in the error shape', async () => {
    const res = await upload(
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel',
    );
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('a file name with a bidirectional override: refused like other control characters', async () => {
    const res = await upload('multipart/form-data; boundary=b', part('invoice\u202Efdp.txt'));
    expect(res.statusCode).toBe(400);
  });
});

describe('headers', () => {
  it('Permissions-Policy denies camera, microphone, geolocation and the like', async () => {
    const res = await app.inject({ method: 'GET', url: '/management/info' });
    const denied = (res.headers['permissions-policy'] as string).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(denied).toContain(`${feature}=()`);
    }
  });

  it('publicly cached answers carry no Set-Cookie, even to a first visitor', async () => {
    const i18n = await app.inject({ method: 'GET', url: '/i18n/en.json' });
    expect(i18n.statusCode).toBe(200);
    expect(i18n.headers['cache-control']).toContain('public');
    expect(i18n.headers['set-cookie']).toBeUndefined();
    // An uncached answer still hands out the XSRF cookie.
    expect((await app.inject({ method: 'GET', url: '/management/info' })).headers['set-cookie']).toBeDefined();
  });
});

describe('bodies that are not UTF-8', () => {
  const send = (client: Client, method: 'POST' | 'PUT', url: string, contentType: string, payload: Buffer) =>
    client.request(method, url, { headers: { 'content-type': contentType }, text: payload });
  const comment = (bytes: Buffer) =>
    Buffer.concat([Buffer.from('{"commentText":"a'), bytes, Buffer.from('b","hidden":false,"taggedReviewers":[]}')]);
  const refused = { message: 'error.validation', fieldErrors: [{ field: 'body', message: 'invalid characters' }] };

  it('a JSON body with bytes that are not UTF-8 is refused, not stored as U+FFFD', async () => {
    const reporter = await reporterClient(app, database.db, report, 'en');
    const url = `/reporterapi/report/${report.referenceId}/comment`;
    for (const bytes of ['eda080', 'ff', 'c3']) {
      const res = await send(reporter, 'POST', url, 'application/json', comment(Buffer.from(bytes, 'hex')));
      expect(res.statusCode, bytes).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
    const fine = await send(reporter, 'POST', url, 'application/json; charset=utf-8', comment(Buffer.from('é 🔥')));
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('a sign-in form with bytes, or escapes, that are not UTF-8 is refused; a good one signs in', async () => {
    const visitor = new Client(app);
    const url = '/reporterapi/authentication';
    const form = 'application/x-www-form-urlencoded';
    const login = `username=${report.referenceId}&password=`;
    for (const password of [Buffer.from('ff', 'hex'), Buffer.from('a%ED%A0%80'), Buffer.from('%C3')]) {
      const res = await send(visitor, 'POST', url, form, Buffer.concat([Buffer.from(login), password]));
      expect(res.statusCode, password.toString('hex')).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
    const password = encodeURIComponent(REPORT_PASSWORD).replace(/%20/g, '+');
    expect((await send(visitor, 'POST', url, form, Buffer.from(`${login}${password}`))).statusCode).toBe(200);
  });

  it('a query string whose escapes are not UTF-8 is refused as one with NUL is; a good one is answered', async () => {
    const visitor = new Client(app);
    const querystring = {
      message: 'error.validation',
      fieldErrors: [{ field: 'querystring', message: 'invalid characters' }],
    };
    for (const url of [
      '/reporterapi/report-lookup?referenceId=%ED%A0%80',
      '/reporterapi/organization?name=%ED%A0%80%ED%A0%80x&langKey=en',
      '/reporterapi/organization?name=abc%C3&langKey=en',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject(querystring);
    }
    const nul = await visitor.get('/reporterapi/organization?name=abc%00&langKey=en');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fieldErrors).toEqual([{ field: 'querystring.name', message: 'invalid characters' }]);
    const fine = await visitor.get(`/reporterapi/organization?name=${encodeURIComponent('Northwind 🔥é')}&langKey=en`);
    expect(fine.statusCode, fine.body).toBe(200);
    // A page's link with Latin-1 escapes is not refused as a call is (this app serves no pages: 404).
    const page = await app.inject({ method: 'GET', url: '/reporter/submit-report?org=Soci%E9t%E9' });
    expect(page.statusCode).toBe(404);
  });

  it('a text body with bytes that are not UTF-8 is refused too', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const bad = await send(reviewer, 'PUT', '/api/account/langPref', 'text/plain', Buffer.from('ff', 'hex'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject(refused);
    expect((await send(reviewer, 'PUT', '/api/account/langPref', 'text/plain', Buffer.from('fr'))).statusCode).toBe(
      204,
    );
  });
});
