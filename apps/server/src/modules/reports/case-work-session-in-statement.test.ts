/**
 * The report details and the new-and-updated list read their session in their own statement
 * (decision 062): one statement per request with a session cookie, the same answers and
 * refusals as before, and calls signed in by API key still answered.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { SESSION_COOKIE, XSRF_COOKIE, xsrfTokenOf } from '../../plugins/sessions.ts';
import { fileReport } from './reviewer.test-support.ts';

let statements: string[] = [];
const { app, database } = await buildTestApp({ onStatement: (sql) => statements.push(sql) });
const db = database.db;

const filed = await fileReport(app, db, {
  categoryId: 101,
  inputStatement: 'Invoices are paid twice to one supplier.',
});
const reviewer = await signIn(app, 'reviewer');
const details = `/api/reviewer/report/${filed.referenceId}?isRefresh=true&langKey=en`;
const list = '/api/reviewer/reports/new-and-updated?page=0&size=20&sort=updatedTime,desc&langKey=en';

/** The statements one request sends, the answer beside them. */
async function counted(request: () => Promise<{ statusCode: number; body: string }>) {
  statements = [];
  const answer = await request();
  return { answer, sent: statements };
}

describe('the reviewer case work reads its session in its own statement', () => {
  it('answers the details and the list with one statement each, the session lookup included', async () => {
    for (const url of [details, list]) {
      const { answer, sent } = await counted(() => reviewer.get(url));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(sent, url).toHaveLength(1);
      expect(sent[0]).toContain('"sessions"');
    }
    expect((await reviewer.get(details)).json().referenceId).toBe(filed.referenceId);
    expect((await reviewer.get(list)).json().content.map((r: { referenceId: string }) => r.referenceId)).toContain(
      filed.referenceId,
    );
  });

  it('opens a report on first view as before: the status change, then the view read again', async () => {
    const fresh = await fileReport(app, db, { categoryId: 101, inputStatement: 'A second supplier is paid twice.' });
    const opened = await reviewer.get(`/api/reviewer/report/${fresh.referenceId}?langKey=en`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().statusName).toBe('REVIEW');
  });

  it('answers a call signed in by API key as the key’s user, with the same answer as his cookie session', async () => {
    const admin = await signIn(app, 'program-admin');
    const key = (await admin.post('/api/users/reset-api-key')).json().newApiKey as string;
    for (const url of [details, list]) {
      const byCookie = await admin.get(url);
      const { answer: byKey, sent } = await counted(() =>
        app.inject({ method: 'GET', url, headers: { 'x-api-key': key } }),
      );
      expect(byKey.statusCode, byKey.body).toBe(200);
      expect(JSON.parse(byKey.body)).toEqual(byCookie.json());
      // The key's lookup, then the ordinary statement for its user.
      expect(sent, url).toHaveLength(2);
      const wrong = await app.inject({ method: 'GET', url, headers: { 'x-api-key': `${key}x` } });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('refuses as before: no session 401, an unknown or ended one 401, a reporter or a user without ROLE_USER 403', async () => {
    const planted = new Client(app);
    planted.cookies.set(SESSION_COOKIE, 'no-such-session');
    const ended = await signIn(app, 'reviewer');
    await ended.post('/api/logout');
    const admin = await signIn(app, 'admin');
    for (const url of [details, list]) {
      expect((await new Client(app).get(url)).statusCode, url).toBe(401);
      expect((await planted.get(url)).statusCode, url).toBe(401);
      expect((await ended.get(url)).statusCode, url).toBe(401);
      expect((await filed.reporter.get(url)).statusCode, url).toBe(403);
      const refused = await admin.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain(filed.referenceId);
    }
  });

  it('keeps the report rule for the session’s own user: a delegate without the delegation gets 403 and an empty list', async () => {
    const delegate = await signIn(app, 'delegate');
    const { answer, sent } = await counted(() => delegate.get(details));
    expect(answer.statusCode).toBe(403);
    // The refusal looks the report up once more, to tell a report out of reach from none.
    expect(sent).toHaveLength(2);
    expect((await delegate.get(list)).json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it('refuses the session of a user deactivated since he signed in', async () => {
    const client = await signIn(app, 'client-admin');
    expect((await client.get(list)).statusCode).toBe(200);
    await db.update(users).set({ activated: false }).where(eq(users.login, 'client-admin'));
    try {
      for (const url of [details, list]) expect((await client.get(url)).statusCode, url).toBe(401);
    } finally {
      await db.update(users).set({ activated: true }).where(eq(users.login, 'client-admin'));
    }
  });

  it('sees no session in a sign-in still owing its second step: 401', async () => {
    const client = await signIn(app, 'reviewer');
    const idHash = sha256(client.cookies.get(SESSION_COOKIE)!);
    expect((await client.get(details)).statusCode).toBe(200);
    await db.update(sessions).set({ twoFactor: 'verify' }).where(eq(sessions.idHash, idHash));
    for (const url of [details, list]) expect((await client.get(url)).statusCode, url).toBe(401);
  });

  it('restores the XSRF cookie from the session, as every other GET does', async () => {
    const client = await signIn(app, 'reviewer');
    const token = client.cookies.get(SESSION_COOKIE)!;
    for (const url of [details, list]) {
      client.cookies.delete(XSRF_COOKIE);
      expect((await client.get(url)).statusCode, url).toBe(200);
      expect(client.cookies.get(XSRF_COOKIE), url).toBe(xsrfTokenOf(token));
    }
  });
});
