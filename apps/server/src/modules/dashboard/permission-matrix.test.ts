/**
 * Every dashboard call × every kind of user and anonymous (spec 001 §6, decision 059): a reviewer
 * (ROLE_USER) whose account has the dashboard; everyone else signed in 403, anonymous 401.
 * Prints how many cases it checked.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { permissionMatrix } from '../../../test/permission-matrix.ts';
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

const reporter = (await fileReport(app, database.db)).reporter;
await permissionMatrix(
  app,
  'dashboard',
  Object.keys(ANSWERS),
  CALLS.map(([name, url]) => ({ name, send: (c) => c.get(url), expect: ANSWERS })),
  { reporter },
);

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
