/**
 * The administration lists read their session in their own statement (decision 061): a signed-in
 * list request is one statement, and every refusal the session lookup gave stands (no session
 * 401, a client admin outside his tree 403 for the exact organization, a platform list 403 to
 * others), with a request signed in by API key still answered as the key's user.
 */
import { AUTHORITIES } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema/index.ts';
import { addOtherClient, orgIdOf } from './admin.test-support.ts';

let statements: string[] = [];
const { app, database } = await buildTestApp({ onStatement: (sql) => statements.push(sql) });
const db = database.db;
const { contoso } = await addOtherClient(db);
const root = await orgIdOf(db, 'Northwind Group');
const france = await orgIdOf(db, 'Northwind France');
const connects = await signIn(app, 'connects-admin');
const client = await signIn(app, 'client-admin');
const franceAdmin = await signIn(app, 'france-admin');
const platformAdmin = await signIn(app, 'admin');

/** The statements one request sends (a session's idle deadline moved on aside), the answer beside them. */
async function counted(request: () => ReturnType<Client['get']>) {
  statements = [];
  const answer = await request();
  return { answer, sent: statements.filter((s) => !/^update "sessions"/.test(s)) };
}

const usersOf = (id: number, query = '') => `/api/connects-admin/organization/${id}/user?size=2${query}`;

const LISTS: [string, Client, string][] = [
  ['organization users, first page', connects, usersOf(root)],
  ['organization users, a later page', connects, usersOf(root, '&page=2&include=status')],
  ['organization users, a search', connects, usersOf(root, '&searchText=north')],
  ['organization users, sorted', connects, usersOf(root, '&sort=login,desc')],
  ['organization users, as a client admin', client, usersOf(france)],
  ['admin users', connects, '/api/connects-admin/connects-admin-user?size=2'],
  ['audit log', connects, '/api/connects-admin/audit?size=2'],
  ['audit log, oldest first', connects, '/api/connects-admin/audit?size=2&sort=auditEventDate,asc'],
  ['management/audits', platformAdmin, '/management/audits?size=2'],
  ['management/audits by type', platformAdmin, '/management/audits?size=2&sort=auditEventType,desc'],
  ['management/audits by principal', platformAdmin, '/management/audits?size=2&sort=principal,asc'],
];

describe('administration lists with the session in their statement', () => {
  it.each(LISTS)('answers %s in one statement, the session lookup included', async (_name, who, url) => {
    const { answer, sent } = await counted(() => who.get(url));
    expect(answer.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"sessions"');
  });

  it('answers the page the list shows: users with their status, totals', async () => {
    const page = (await connects.get(usersOf(root, '&include=status'))).json();
    expect(page.totalElements).toBeGreaterThan(2);
    expect(page.content).toHaveLength(2);
    expect(Object.keys(page.content[0]).sort()).toEqual(
      ['email', 'firstName', 'id', 'lastName', 'legacyUserId', 'login', 'status', 'userType'].sort(),
    );
  });

  it('refuses as before: no session or an ended one 401, outside the tree 403 (unknown ids too), unknown 404', async () => {
    const url = usersOf(root);
    expect((await new Client(app).get(url)).statusCode).toBe(401);
    const planted = new Client(app);
    planted.cookies = new Map(connects.cookies);
    planted.cookies.set('CANDOR_SESSION', 'no-such-session');
    expect((await planted.get(url)).statusCode).toBe(401);
    expect((await planted.get('/management/audits')).statusCode).toBe(401);
    expect((await franceAdmin.get(usersOf(root))).statusCode).toBe(403);
    expect((await client.get(usersOf(contoso.id))).statusCode).toBe(403);
    expect((await client.get(usersOf(999_999))).statusCode).toBe(403);
    expect((await connects.get(usersOf(999_999))).statusCode).toBe(404);
    expect((await client.get('/api/connects-admin/connects-admin-user')).statusCode).toBe(403);
    expect((await client.get('/api/connects-admin/audit')).statusCode).toBe(403);
    expect((await connects.get('/management/audits')).statusCode).toBe(403);
    const leaving = await signIn(app, 'connects-admin');
    await leaving.post('/api/logout');
    expect((await leaving.get('/api/connects-admin/audit')).statusCode).toBe(401);
  });

  it("answers a request signed in by API key as the key's user, within his tree only", async () => {
    const [keyed] = await db.select().from(users).where(eq(users.login, 'program-admin'));
    await db
      .update(users)
      .set({ authorities: [...keyed.authorities, AUTHORITIES.CLIENT_ADMIN] })
      .where(eq(users.id, keyed.id));
    const admin = await signIn(app, 'program-admin');
    const key = (await admin.post('/api/users/reset-api-key')).json().newApiKey as string;
    const asKey = (url: string, value = key) => app.inject({ method: 'GET', url, headers: { 'x-api-key': value } });
    const own = await asKey(usersOf(root));
    expect(own.statusCode).toBe(200);
    expect(own.json().totalElements).toBeGreaterThan(0);
    expect((await asKey(usersOf(contoso.id))).statusCode).toBe(403);
    expect((await asKey('/api/connects-admin/audit')).statusCode).toBe(403);
    expect((await asKey(usersOf(root), `${key}x`)).statusCode).toBe(401);
  });
});
