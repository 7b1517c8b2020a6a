/**
 * Every report search call × every kind of user, the reporter and anonymous (spec 001 §6,
 * decisions 021 and 056): staff holding ROLE_USER search within their reach, everyone else is
 * refused. The results of each user are exactly the reports his details call opens. Prints how
 * many cases it checked.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { STAFF_LOGINS } from '../../../test/permission-matrix.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const filed = [
  await fileReport(app, db, { categoryId: 101, inputStatement: 'Petty cash goes missing.' }),
  await fileReport(app, db, { categoryId: 105, orgName: 'Northwind Canada', inputStatement: 'Petty cash again.' }),
  await fileReport(app, db, { isSensitiveReport: true, inputStatement: 'Petty cash, sensitive.' }),
];
const master = await signIn(app, 'reviewer');
const detail = (await master.get(`/api/reviewer/report/${filed[0].referenceId}`)).json();
const dan = detail.eligibleDelegateReviewers.find((d: { name: string }) => d.name === 'Dan Delegate').id as number;
await master.put(`/api/reviewer/report/${filed[0].referenceId}/delegate-reviewer`, { json: [dan] });

/** Staff who hold ROLE_USER: the reviewer area is theirs. */
const SEARCHERS = new Set(['client-admin', 'reviewer', 'program-admin', 'delegate']);
const SUBJECTS = ['anonymous', 'reporter', ...STAFF_LOGINS];

const clients = new Map<string, Client>();
clients.set('anonymous', new Client(app));
clients.set('reporter', filed[1].reporter);
for (const login of STAFF_LOGINS) clients.set(login, await signIn(app, login));

const filter = { keyWord: 'petty cash' };
const view = { name: 'Mine', sort: 'updatedTime,desc', reportSearchFilterRequest: filter, selectedColumns: ['status'] };

const CALLS: [string, (c: Client) => ReturnType<Client['get']>, number][] = [
  [
    'POST report-search-results',
    (c) => c.post('/api/reviewer/report-search-results?langKey=en', { json: filter }),
    200,
  ],
  ['GET available-filters', (c) => c.get('/api/reviewer/report-search/available-filters?langKey=en'), 200],
  ['GET organization/flex-field-questions', (c) => c.get('/api/organization/flex-field-questions?langKey=en'), 200],
  ['GET category-filter-by-orgs', (c) => c.get('/api/reviewer/report-search/category-filter-by-orgs?orgIds=1'), 200],
  ['GET report-search-view-filters', (c) => c.get('/api/reviewer/report-search-view-filters'), 200],
  ['POST report-search (save view)', (c) => c.post('/api/reviewer/report-search', { json: view }), 200],
  ['DELETE report-search-view-filters', (c) => c.delete('/api/reviewer/report-search-view-filters?names=Mine'), 204],
  [
    'POST report-search/export',
    (c) => c.post('/api/reviewer/report-search/export', { json: { ...filter, contentType: 'text/csv' } }),
    200,
  ],
  [
    'GET report-search/export?filename (his own export)',
    async (c) => {
      const made = await c.post('/api/reviewer/report-search/export', { json: { ...filter, contentType: 'text/csv' } });
      const name = /filename="([^"]+)"/.exec(String(made.headers['content-disposition']))?.[1];
      return c.get(`/api/reviewer/report-search/export?filename=${name ?? 'report-search_20260101_000000.csv'}`);
    },
    200,
  ],
];

/** Anonymous: 401. A reporter's session and staff without ROLE_USER: 403. */
const expected = (login: string, allowed: number) =>
  login === 'anonymous' ? 401 : SEARCHERS.has(login) ? allowed : 403;

let cases = 0;
afterAll(() => console.log(`report search permission matrix: ${cases} cases`));

describe.each(CALLS)('%s', (_name, send, allowed) => {
  it.each(SUBJECTS)('%s', async (login) => {
    const res = await send(clients.get(login)!);
    expect(res.statusCode, res.body).toBe(expected(login, allowed));
    if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: res.statusCode });
    cases++;
  });
});

describe('reach', () => {
  it.each([...SEARCHERS])('%s finds exactly the reports his details call opens', async (login) => {
    const client = clients.get(login)!;
    const found = (await client.post('/api/reviewer/report-search-results', { json: filter })).json();
    const opens: string[] = [];
    for (const f of filed) {
      if ((await client.get(`/api/reviewer/report/${f.referenceId}`)).statusCode === 200) opens.push(f.referenceId);
    }
    const ids = found.content.map((r: { referenceId: string }) => r.referenceId);
    expect(ids.sort()).toEqual(opens.sort());
    expect(found.totalElements).toBe(opens.length);
    cases++;
  });

  it('the delegate sees the one report delegated to him; the client admin (category 13 only) not the others', async () => {
    const delegate = (
      await clients.get('delegate')!.post('/api/reviewer/report-search-results', { json: filter })
    ).json();
    expect(delegate.content.map((r: { referenceId: string }) => r.referenceId)).toEqual([filed[0].referenceId]);
    const program = (
      await clients.get('program-admin')!.post('/api/reviewer/report-search-results', { json: filter })
    ).json();
    // The program admin holds every category but 109: the sensitive report stays out of his results.
    expect(program.content.map((r: { referenceId: string }) => r.referenceId)).not.toContain(filed[2].referenceId);
    cases += 2;
  });
});

describe('the matrix covers', () => {
  it('every report search route the app registers', () => {
    for (const [method, url] of [
      ['POST', '/api/reviewer/report-search-results'],
      ['GET', '/api/reviewer/report-search/available-filters'],
      ['GET', '/api/reviewer/report-search/category-filter-by-orgs'],
      ['GET', '/api/organization/flex-field-questions'],
      ['GET', '/api/reviewer/report-search-view-filters'],
      ['POST', '/api/reviewer/report-search'],
      ['DELETE', '/api/reviewer/report-search-view-filters'],
      ['POST', '/api/reviewer/report-search/export'],
      ['GET', '/api/reviewer/report-search/export'],
    ] as const)
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(CALLS).toHaveLength(9);
  });
});
