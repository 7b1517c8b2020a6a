import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { everyStoredValue } from '../../../test/stored-values.ts';
import { postFile, text } from '../attachments/attachments.test-support.ts';
import { orgId, STRONG_PASSWORD, submit, template, validSubmission } from './reporting.fixtures.ts';

const { app, database, config } = await buildTestApp();
const { db } = database;

const NAME = 'Tom & Jerry <3 "Lager" Süd';
const FILE_NAME = 'Quittung Lager-Süd 2026.txt';
const EMAIL = 'whistle.blower.7731@northwind.example';

/** The plain-SQL pg_dump of the test database when it runs on a PostgreSQL server; null on PGlite. */
function pgDump(): string | null {
  if (!config.DATABASE_URL) return null;
  const bin = ['/usr/bin/pg_dump', '/usr/local/bin/pg_dump'].find(existsSync);
  if (!bin) throw new Error('pg_dump not found: install the PostgreSQL client');
  return execFileSync(bin, ['--format=plain', '--no-owner', config.DATABASE_URL], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** Where each secret shows in the stored values, as `table.column`. */
function whereFound(values: { column: string; value: string }[], secrets: string[]) {
  return Object.fromEntries(
    secrets.map((s) => [s, [...new Set(values.filter((v) => v.value.includes(s)).map((v) => v.column))]]),
  );
}

describe('nothing identifying in clear at rest (issue 7)', () => {
  it('keeps the report name, file name, email and report ID of a full journey out of every column and dump', async () => {
    const browser = new Client(app);
    const t = await template(browser, await orgId(db, 'Northwind Group'));
    const submitted = await submit(browser, validSubmission(t, { reportName: NAME, primaryEmail: EMAIL }));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { referenceId } = submitted.json() as { referenceId: string };
    const second = await submit(browser, validSubmission(t, { inputStatement: 'A second report, to link.' }));
    const otherId = (second.json() as { referenceId: string }).referenceId;
    const uploaded = await postFile(
      browser,
      `/reporterapi/report/${referenceId}/attachment-new-report`,
      { name: FILE_NAME, content: text('receipt') },
      { headers: { 'x-report-password': STRONG_PASSWORD } },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const reporter = new Client(app);
    const login = await reporter.post('/reporterapi/authentication', {
      form: { username: referenceId, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const comment = await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: { commentText: 'One more thing.' },
    });
    expect(comment.statusCode).toBe(201);

    // Each is read back where it is shown: by the reporter, and by a reviewer of the organization.
    const detail = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json();
    expect(detail).toMatchObject({ reportName: NAME, notificationEmail: EMAIL });
    expect(detail.reportAttachmentSummaries.map((f: { name: string }) => f.name)).toEqual([FILE_NAME]);
    const reviewer = await signIn(app, 'reviewer');
    // The reviewer finds it from the header search, opens it (New → Review, viewed, logged), links the other by its ID.
    const found = await reviewer.get(`/api/check-report?referenceId=${referenceId}`);
    expect(found.json()).toMatchObject({ referenceId, userAuthorizedForReport: true });
    const listed = await reviewer.get('/api/reviewer/reports/new-and-updated?size=50&sort=referenceId,asc');
    expect(listed.json().content.map((r: { referenceId: string }) => r.referenceId)).toContain(referenceId);
    expect((await reviewer.get(`/api/reviewer/report/${referenceId}`)).statusCode).toBe(200);
    const linked = await reviewer.post(`/api/reviewer/report/${referenceId}/linkReports`, {
      json: { referenceId: otherId },
    });
    expect(linked.statusCode, linked.body).toBe(204);
    const recent = await reviewer.get('/api/reviewer/report?lookupType=recent');
    expect(recent.json().map((r: { referenceId: string }) => r.referenceId)).toContain(referenceId);
    const seen = (await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json();
    expect(seen.referenceId).toBe(referenceId);
    expect(seen.linkedReports.map((r: { referenceId: string }) => r.referenceId)).toEqual([otherId]);
    expect(seen.reportName).toBe(NAME);
    expect(seen.doesNotificationEmailExist).toBe(true);
    expect(seen.reportAttachmentSummaries.map((f: { fileName: string }) => f.fileName)).toEqual([FILE_NAME]);

    const values = await everyStoredValue(db);
    expect(values.length).toBeGreaterThan(100);
    expect(whereFound(values, [NAME, FILE_NAME, EMAIL, 'Jerry', 'whistle.blower'])).toEqual({
      [NAME]: [],
      [FILE_NAME]: [],
      [EMAIL]: [],
      Jerry: [],
      'whistle.blower': [],
    });
    // The report ID is kept as its keyed hash and a sealed copy (decision 035): no column holds it in clear.
    expect(whereFound(values, [referenceId, otherId])).toEqual({ [referenceId]: [], [otherId]: [] });

    const dump = pgDump();
    if (dump !== null) {
      expect(dump).toContain('CREATE TABLE public.reports');
      for (const secret of [NAME, FILE_NAME, EMAIL, 'whistle.blower', referenceId, otherId]) {
        expect(dump).not.toContain(secret);
      }
    }
  });
});
