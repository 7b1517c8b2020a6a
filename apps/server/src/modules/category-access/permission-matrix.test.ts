/**
 * Every category access call × every kind of user and anonymous (spec 002 §6, decision 046):
 * connects admins anywhere, client admins in their tree, everyone else 403, anonymous 401.
 * Prints how many cases it checked.
 */
import { AUTHORITIES as A } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { STAFF_LOGINS } from '../../../test/permission-matrix.ts';
import { addUser, orgByName, userId } from './category-access.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const root = await orgByName(db, 'Northwind Group');
const france = await orgByName(db, 'Northwind France');
await addUser(db, { login: 'france-admin', org: france.id, authorities: [A.USER, A.CLIENT_ADMIN] });
const reviewer = await userId(db, 'reviewer');
const held = [13, 101, 102, 103, 104, 105, 109];

interface Call {
  name: string;
  send: (c: Client) => ReturnType<Client['get']>;
  /** The answer for each subject, by login ('anonymous' for none). */
  expect: Record<string, number>;
}

const ADMIN_CALLS: [string, (c: Client) => ReturnType<Client['get']>][] = [
  [
    'GET user categories',
    (c) => c.get(`/api/connects-admin/user/${reviewer}/category?orgId=${root.id}&includeUnauthorized=true`),
  ],
  // A save that keeps the categories as they are: allowed callers change nothing.
  [
    'PUT user categories',
    (c) => c.put(`/api/connects-admin/user/${reviewer}/category?orgId=${root.id}`, { json: { categories: held } }),
  ],
  ['GET authorizations', (c) => c.get(`/api/connects-admin/organization/${root.id}/authorizations?categoryIds=13,109`)],
  [
    'GET category users',
    (c) => c.get(`/api/connects-admin/organization/${root.id}/category-user?organizations=parent`),
  ],
];

const SUBJECTS = ['anonymous', 'france-admin', ...STAFF_LOGINS];

const adminAnswer = (login: string) =>
  login === 'anonymous' ? 401 : login === 'connects-admin' || login === 'client-admin' ? 200 : 403;

const CALLS: Call[] = [
  ...ADMIN_CALLS.map(([name, send]) => ({
    name,
    send,
    expect: Object.fromEntries(SUBJECTS.map((s) => [s, adminAnswer(s)])),
  })),
  {
    // Reviewers in reach, administrators of the organization; 403 outside reach and without the role.
    name: 'GET organization categories',
    send: (c) => c.get(`/api/organization/${root.id}/category?langKey=en`),
    expect: {
      anonymous: 401,
      'connects-admin': 200,
      'client-admin': 200,
      'france-admin': 403,
      admin: 403,
      reviewer: 200,
      'program-admin': 200,
      delegate: 403,
      hotline: 403,
      transcriber: 403,
      importer: 403,
      statistics: 403,
    },
  },
  {
    name: 'GET warnings',
    send: (c) => c.get('/api/warning?langKey=en'),
    expect: Object.fromEntries(SUBJECTS.map((s) => [s, s === 'anonymous' ? 401 : 200])),
  },
];

const clients = new Map<string, Client>();
for (const login of SUBJECTS) clients.set(login, login === 'anonymous' ? new Client(app) : await signIn(app, login));

let cases = 0;
afterAll(() => console.log(`category access permission matrix: ${cases} cases`));

describe.each(CALLS)('$name', (call) => {
  it.each(SUBJECTS)('%s', async (login) => {
    const res = await call.send(clients.get(login)!);
    expect(res.statusCode, res.body).toBe(call.expect[login]);
    cases++;
  });
});

describe('the matrix covers', () => {
  it('every category access route the app registers', () => {
    for (const [method, url] of [
      ['GET', '/api/connects-admin/user/:id/category'],
      ['PUT', '/api/connects-admin/user/:id/category'],
      ['GET', '/api/connects-admin/organization/:id/authorizations'],
      ['GET', '/api/connects-admin/organization/:id/category-user'],
      ['GET', '/api/organization/:id/category'],
      ['GET', '/api/warning'],
    ] as const)
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(CALLS).toHaveLength(6);
    expect(clients.size).toBe(SUBJECTS.length);
  });
});
