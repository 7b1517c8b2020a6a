/**
 * Every dashboard call × every kind of user and anonymous (spec 001 §6, decision 059): a reviewer
 * (ROLE_USER) whose account has the dashboard; everyone else signed in 403, anonymous 401.
 * Prints how many cases it checked.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database } = await buildTestApp();
await database.db.execute(
  sql`update users set dashboard_enabled = true where login in ('delegate', 'admin', 'hotline')`,
);

const CALLS: [string, string][] = [
  ['GET dashboard', '/api/reviewer/dashboard?langKey=en&months=6'],
  ['GET configuration', '/api/reviewer/powerbi-embedded-configuration'],
  ['GET export PDF', '/api/reviewer/powerbi-report-export?format=PDF'],
  ['GET export PowerPoint', '/api/reviewer/powerbi-report-export?format=PPTX'],
];

/** Who may: reviewers with the dashboard on (the delegate's holds only his delegated reports). */
const ANSWERS: Record<string, number> = {
  anonymous: 401,
  reporter: 403,
  reviewer: 200,
  delegate: 200,
  'program-admin': 403,
  'client-admin': 403,
  'connects-admin': 403,
  admin: 403,
  hotline: 403,
  transcriber: 403,
  importer: 403,
  statistics: 403,
};

const clients = new Map<string, Client>();
for (const login of Object.keys(ANSWERS)) {
  if (login === 'anonymous') clients.set(login, new Client(app));
  else if (login === 'reporter') clients.set(login, (await fileReport(app, database.db)).reporter);
  else clients.set(login, await signIn(app, login));
}

let cases = 0;
afterAll(() => console.log(`dashboard permission matrix: ${cases} cases`));

describe.each(CALLS)('%s', (_name, url) => {
  it.each(Object.keys(ANSWERS))('%s', async (login) => {
    const res = await clients.get(login)!.get(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(ANSWERS[login]);
    cases++;
  });
});

describe('the matrix covers', () => {
  it('every dashboard route the app registers', () => {
    for (const url of [
      '/api/reviewer/dashboard',
      '/api/reviewer/powerbi-embedded-configuration',
      '/api/reviewer/powerbi-report-export',
    ])
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });
});
