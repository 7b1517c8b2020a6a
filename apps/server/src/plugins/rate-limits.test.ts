import { ZErrorBody } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { rateLimitCounters, rateLimitSecrets, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { createReport, REPORT_PASSWORD } from '../modules/attachments/attachments.test-support.ts';
import { RATE_LIMITED_ROUTES } from './rate-limits.ts';
import { insertSession } from './sessions.repository.ts';
import { xsrfTokenOf } from './sessions.ts';

const LIMIT = 3;

/**
 * A window of about an hour (windows are aligned to the clock, from the epoch) in whose middle
 * half this run starts, so that no test straddles two windows: a new window starts every count
 * again. A fixed hour failed a run that crossed 06:00.
 */
function windowAroundNow(): number {
  const now = Math.floor(Date.now() / 1000);
  for (let seconds = 3600; ; seconds++) {
    const into = now % seconds;
    if (into > seconds / 4 && into < (3 * seconds) / 4) return seconds;
  }
}

const { app, database, config, codec } = await buildTestApp({
  env: {
    RATE_LIMIT_WINDOW_SECONDS: String(windowAroundNow()),
    RATE_LIMIT_SIGN_IN: String(LIMIT),
    RATE_LIMIT_ORGANIZATION_SEARCH: String(LIMIT),
    RATE_LIMIT_REPORT_LOOKUP: String(LIMIT),
    RATE_LIMIT_SUBMISSION: String(LIMIT),
    RATE_LIMIT_PASSWORD_CHECK: String(LIMIT),
    RATE_LIMIT_UPLOAD: '2',
  },
});
/** A second instance on the same database, as behind a load balancer. */
const second = await buildApp({ config, database, codec });
afterAll(() => second.close());

const CLIENT = '203.0.113.9';
/** A sign-in form posted from `remoteAddress`: staff (`api/authentication`) unless another url is given. */
const postSignIn = (
  remoteAddress: string,
  form: { username: string; password: string },
  { target = app, url = '/api/authentication' } = {},
) =>
  target.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
/** A staff sign-in that fails. */
const signIn = (target = app, remoteAddress = CLIENT) =>
  postSignIn(remoteAddress, { username: 'nobody-here', password: 'wrong-password-1' }, { target });

const reviewerId = async () =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.login, 'reviewer')))[0].id;

const expectLimited = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(config.RATE_LIMIT_WINDOW_SECONDS);
  expect(ZErrorBody.strict().safeParse(res.json()).success).toBe(true);
  expect(res.json()).toEqual({ message: 'error.tooManyRequests', status: 429 });
};

describe('rate limits', () => {
  it('cover routes that exist: a renamed route cannot silently lose its limit', () => {
    for (const { method, url } of RATE_LIMITED_ROUTES) expect(app.hasRoute({ method, url }), url).toBe(true);
  });

  // Sign-ins count their failures only: they have tests of their own below.
  it.each(RATE_LIMITED_ROUTES.map((r, i) => ({ ...r, i })).filter((r) => !r.failuresOnly))(
    'answer $method $url with 429, Retry-After and the error shape once its limit is spent',
    async ({ method, url, setting, i }) => {
      const client = `198.18.7.${i + 1}`;
      // Routes that admit a session only are limited once it is let in (staff counted by account).
      const access = app.routeTable.find((r) => r.method === method && r.url === url)?.access;
      const token = randomToken();
      const withSession = access !== 'public';
      if (access === 'reporter') {
        const report = await createReport({ db: database.db, codec });
        await insertSession(database.db, sha256(token), { kind: 'reporter', reportId: report.id, timeoutSeconds: 600 });
      } else if (withSession) {
        await insertSession(database.db, sha256(token), {
          kind: 'staff',
          userId: await reviewerId(),
          timeoutSeconds: 600,
        });
      }
      const xsrf = withSession ? xsrfTokenOf(token) : 't';
      const call = () =>
        app.inject({
          method: method as 'GET' | 'POST',
          url: url.replace(':id', 'AAAAAAAAAAAA'),
          remoteAddress: client,
          headers: {
            cookie: withSession ? `CANDOR_SESSION=${token}; XSRF-TOKEN=${xsrf}` : 'XSRF-TOKEN=t',
            'x-xsrf-token': xsrf,
            'content-type': 'application/json',
          },
          payload: method === 'GET' ? undefined : '{}',
        });
      for (let n = 0; n < config[setting]; n++) expect((await call()).statusCode).not.toBe(429);
      expectLimited(await call());
    },
  );

  it('answer 429 with Retry-After and the error shape past the limit, per client', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signIn(app, '203.0.113.10')).statusCode).toBe(401);
    expectLimited(await signIn(app, '203.0.113.10'));
    // Another client is not affected.
    expect((await signIn(app, '203.0.113.11')).statusCode).toBe(401);
  });

  it('count failed sign-ins only: colleagues behind one address sign in as often as they need', async () => {
    const address = '203.0.113.20';
    const staff = (password: string) => postSignIn(address, { username: 'program-admin', password });
    for (let i = 0; i < LIMIT * 3; i++) expect((await staff(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await signIn(app, address)).statusCode).toBe(401);
    // The failures are spent: the right password waits for the window too.
    expectLimited(await staff(DEMO_PASSWORD));
  });

  it('count failed reporter sign-ins only', async () => {
    const address = '203.0.113.21';
    const report = await createReport({ db: database.db, codec });
    const reporter = (username: string) =>
      postSignIn(address, { username, password: REPORT_PASSWORD }, { url: '/reporterapi/authentication' });
    for (let i = 0; i < LIMIT * 3; i++) expect((await reporter(report.referenceId)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await reporter(`NoSuchReport${i}`)).statusCode).toBe(401);
    expectLimited(await reporter(report.referenceId));
  });

  it('are shared by all instances on one database', async () => {
    expect((await signIn(app)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect((await signIn(app)).statusCode).toBe(401);
    expectLimited(await signIn(second));
    expectLimited(await signIn(app));
  });

  it('count each route apart: sign-ins spent leave the organization search open', async () => {
    const address = '203.0.113.12';
    for (let i = 0; i <= LIMIT; i++) await signIn(app, address);
    const search = () =>
      app.inject({ method: 'GET', url: '/reporterapi/organization?name=Acme', remoteAddress: address });
    for (let i = 0; i < LIMIT; i++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    // HEAD runs the same handler: it is counted and refused too.
    expect(
      (await app.inject({ method: 'HEAD', url: '/reporterapi/organization?name=A', remoteAddress: address }))
        .statusCode,
    ).toBe(429);
  });

  it('limit uploads before the body is read', async () => {
    const client = new Client(app);
    const upload = () =>
      client.post('/reporterapi/report/AAAAAAAAAAAA/attachment-new-report?orgId=1', {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        text: '--x--',
      });
    await upload();
    await upload();
    expect((await upload()).statusCode).toBe(429);
  });

  it('store no client address: keys are keyed hashes, secrets of past windows are gone', async () => {
    await signIn(app, '198.51.100.200');
    const counters = await database.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    const dump = JSON.stringify(counters);
    for (const address of ['198.51.100.200', '203.0.113', '127.0.0.1']) expect(dump).not.toContain(address);
    // Beside them, the failures of unknown staff names (hashed names, no address).
    for (const { key } of counters) expect(key).toMatch(/^([A-Za-z0-9_-]{43}|unknown-login:[0-9a-f]{64})$/);
    const secrets = await database.db.select().from(rateLimitSecrets);
    const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    const currentStart = Math.floor(Date.now() / windowMs) * windowMs;
    for (const s of secrets) expect(s.windowStart.getTime()).toBeGreaterThanOrEqual(currentStart - windowMs);
  });

  it('keep the other suites clear: the demo sign-in still works for a fresh client', async () => {
    const res = await postSignIn('192.0.2.44', { username: 'reviewer', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits in Redis (REDIS_URL)', async () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withRedis = await buildApp({ config: { ...config, REDIS_URL }, database, codec });
  const otherWithRedis = await buildApp({ config: { ...config, REDIS_URL }, database, codec });
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    await withRedis.close();
    await otherWithRedis.close();
    await redis.quit();
  });

  it('count in Redis, shared by the instances, under hashed keys only', async () => {
    const address = '203.0.113.50';
    const before = await database.db.$count(rateLimitCounters);
    expect((await signIn(withRedis, address)).statusCode).toBe(401);
    expect((await signIn(otherWithRedis, address)).statusCode).toBe(401);
    expect((await signIn(withRedis, address)).statusCode).toBe(401);
    expectLimited(await signIn(otherWithRedis, address));
    expect(await database.db.$count(rateLimitCounters)).toBe(before);
    const keys = await redis.keys('candor-rate-limit:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(address);
  });
});
