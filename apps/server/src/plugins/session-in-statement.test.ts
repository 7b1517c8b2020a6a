import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { orgId, reportAndSignIn, template } from '../modules/reporting/reporting.fixtures.ts';
import { SESSION_COOKIE, XSRF_COOKIE, xsrfTokenOf } from './sessions.ts';

let statements: string[] = [];
const { app, database, config, codec } = await buildTestApp({ onStatement: (sql) => statements.push(sql) });
const group = await template(new Client(app), await orgId(database.db, 'Northwind Group'));

/** The statements one request sends, the answer beside them. */
async function counted<T>(request: () => Promise<T>): Promise<{ answer: T; sent: string[] }> {
  statements = [];
  const answer = await request();
  return { answer, sent: statements };
}

describe('a route that reads its session in its own statement (decision 042)', () => {
  it('answers the reporter view with one statement, the session lookup included', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    // The first read builds the view's sealed copy (decision 073); every read after is one statement.
    await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`);
    const { answer, sent } = await counted(() => reporter.get(`/reporterapi/report/${referenceId}?langKey=en`));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().referenceId).toBe(referenceId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"sessions"');
  });

  it('refuses as the access hook would: no session 401, an ended one 401, staff 403, another report 403', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const other = await reportAndSignIn(new Client(app), group);
    const url = `/reporterapi/report/${referenceId}?langKey=en`;
    expect((await new Client(app).get(url)).statusCode).toBe(401);
    expect((await (await signIn(app, 'reviewer')).get(url)).statusCode).toBe(403);
    expect((await other.reporter.get(url)).statusCode).toBe(403);
    const planted = new Client(app);
    planted.cookies.set(SESSION_COOKIE, 'no-such-session');
    expect((await planted.get(url)).statusCode).toBe(401);
    await reporter.post('/reporterapi/logout');
    expect((await reporter.get(url)).statusCode).toBe(401);
  });

  it('restores the XSRF cookie from the session, as every other GET does', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const token = reporter.cookies.get(SESSION_COOKIE)!;
    reporter.cookies.delete(XSRF_COOKIE);
    expect((await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).statusCode).toBe(200);
    expect(reporter.cookies.get(XSRF_COOKIE)).toBe(xsrfTokenOf(token));
  });
});

describe('the sessionInStatement option', () => {
  const built: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(() => Promise.all(built.map((a) => a.close())));

  it('fails closed when a route answers without settling its session', async () => {
    const careless = await buildApp({ config, database, codec });
    built.push(careless);
    careless.get('/api/careless', { config: { access: 'staff', sessionInStatement: true } }, async () => ({
      secret: 'only for staff',
    }));
    const client = new Client(careless);
    client.cookies.set(SESSION_COOKIE, 'not-checked-by-anyone');
    const res = await client.get('/api/careless');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('only for staff');
  });

  it("keeps a session read from an API key: the route answers as the key's user", async () => {
    const keyed = await buildApp({ config, database, codec });
    built.push(keyed);
    keyed.get('/api/keyed', { config: { access: 'staff', sessionInStatement: true } }, async (req, reply) => {
      await keyed.sessions.settle(req, reply, undefined);
      return { login: req.session?.user?.login };
    });
    const admin = await signIn(keyed, 'program-admin');
    const key = (await admin.post('/api/users/reset-api-key')).json().newApiKey as string;
    const asKey = (value: string) =>
      keyed.inject({ method: 'GET', url: '/api/keyed', headers: { 'x-api-key': value } });
    const answer = await asKey(key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ login: 'program-admin' });
    expect((await asKey(`${key}x`)).statusCode).toBe(401);
    expect((await keyed.inject({ method: 'GET', url: '/api/keyed' })).statusCode).toBe(401);
  });

  it('is for GET routes only: a state-changing route with it stops the start', async () => {
    const wrong = await buildApp({ config, database, codec });
    built.push(wrong);
    expect(() =>
      wrong.post('/api/wrong', { config: { access: 'staff', sessionInStatement: true } }, async () => ({})),
    ).toThrow(/GET only/);
  });
});
