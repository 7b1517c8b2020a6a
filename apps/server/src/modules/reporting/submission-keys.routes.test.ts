import { randomUUID } from 'node:crypto';
import type { TReportSubmission, TReportTemplate } from '@candor/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { reports, submissionKeys } from '../../db/schema/index.ts';
import { forgetSubmissionKeys } from '../../jobs/forget-submission-keys.job.ts';
import type { JobContext } from '../../jobs/job.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createMailer } from '../../lib/mail.ts';
import { orgId, template, validSubmission } from './reporting.fixtures.ts';

const { app, database, config, codec } = await buildTestApp();
const { db } = database;
const client = new Client(app);
let group: TReportTemplate;

beforeAll(async () => {
  group = await template(client, await orgId(db, 'Northwind Group'));
});

const reportCount = async () => (await db.select({ n: count() }).from(reports))[0].n;
const post = (body: TReportSubmission, key?: string) =>
  client.post(`/reporterapi/report?reportId=${group.referenceId}`, {
    json: body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
const text = (n: string) => `Stock leaves the warehouse at night without papers (${n}).`;

describe('an idempotent submission', () => {
  it('files one report for the same key sent twice, and answers the first report’s IDs both times', async () => {
    const before = await reportCount();
    const key = randomUUID();
    const body = validSubmission(group, { inputStatement: text('same key') });
    const first = await post(body, key);
    const again = await post(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await reportCount()).toBe(before + 1);
  });

  it('files two reports for two keys, and for no key at all each time', async () => {
    const before = await reportCount();
    const body = validSubmission(group, { inputStatement: text('two keys') });
    const a = await post(body, randomUUID());
    const b = await post(body, randomUUID());
    expect(a.json().referenceId).not.toBe(b.json().referenceId);
    const c = await post(body);
    const d = await post(body);
    expect([c.statusCode, d.statusCode]).toEqual([201, 201]);
    expect(c.json().referenceId).not.toBe(d.json().referenceId);
    expect(await reportCount()).toBe(before + 4);
  });

  it('files one report for concurrent tries with the same key, each answered with its IDs', async () => {
    const before = await reportCount();
    const key = randomUUID();
    const body = validSubmission(group, { inputStatement: text('concurrent') });
    const answers = await Promise.all([post(body, key), post(body, key), post(body, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await reportCount()).toBe(before + 1);
  });

  it('answers a try from a reloaded form, which no longer holds the files, with the report filed before', async () => {
    const before = await reportCount();
    const key = randomUUID();
    const first = await post(
      validSubmission(group, {
        inputStatement: text('reloaded'),
        attachmentSummaries: [{ name: 'ledger.pdf', size: 2048 }],
      }),
      key,
    );
    const reloaded = await post(
      validSubmission(group, { inputStatement: text('reloaded'), attachmentSummaries: [] }),
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(reloaded.json()).toEqual(first.json());
    expect(await reportCount()).toBe(before + 1);
    // Another password is another report, files or not.
    const other = await post(
      validSubmission(group, {
        inputStatement: text('reloaded'),
        attachmentSummaries: [],
        password: 'Other harbour 77!',
      }),
      key,
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().referenceId).not.toBe(first.json().referenceId);
    expect(await reportCount()).toBe(before + 2);
  });

  it('treats the same key with another report as another submission, so a key alone reads nothing', async () => {
    const key = randomUUID();
    const mine = await post(validSubmission(group, { inputStatement: text('mine') }), key);
    const guess = await post(validSubmission(group, { inputStatement: text('a guess') }), key);
    expect(guess.statusCode).toBe(201);
    expect(guess.json().referenceId).not.toBe(mine.json().referenceId);
  });

  it('stores neither the key nor the report ID in clear', async () => {
    const key = `clear-key-${randomUUID()}`;
    const res = await post(validSubmission(group, { inputStatement: text('at rest') }), key);
    const { referenceId } = res.json();
    const dump = JSON.stringify(await db.select().from(submissionKeys));
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(referenceId);
  });

  it('refuses a key that is too short or not printable ASCII, and files nothing', async () => {
    const before = await reportCount();
    const body = validSubmission(group, { inputStatement: text('bad key') });
    for (const key of ['short', `${'k'.repeat(20)} space`, 'k'.repeat(256)]) {
      const res = await post(body, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('headers.idempotency-key');
    }
    expect(await reportCount()).toBe(before);
  });

  it('forgets a key after 24 hours: a later try files anew, and the hourly job deletes it', async () => {
    const key = randomUUID();
    const body = validSubmission(group, { inputStatement: text('a day later') });
    const first = await post(body, key);
    await db.update(submissionKeys).set({ createdAt: sql`now() - interval '24 hours 1 minute'` });
    const later = await post(body, key);
    expect(later.json().referenceId).not.toBe(first.json().referenceId);

    await db.update(submissionKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const fresh = await post(validSubmission(group, { inputStatement: text('fresh') }), randomUUID());
    expect(fresh.statusCode).toBe(201);
    const ctx: JobContext = { config, db, codec, mailer: await createMailer(config) };
    afterAll(() => ctx.mailer.close());
    expect(JOBS.get(forgetSubmissionKeys.name)).toBe(forgetSubmissionKeys);
    expect(forgetSubmissionKeys.everyMs).toBe(3600 * 1000);
    await forgetSubmissionKeys.run(ctx, {});
    expect(await db.select({ n: count() }).from(submissionKeys)).toEqual([{ n: 1 }]);
  });

  it('goes with its report when the report is deleted', async () => {
    const res = await post(validSubmission(group, { inputStatement: text('deleted') }), randomUUID());
    const [row] = await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(res.json().referenceId)));
    const keysBefore = (await db.select({ n: count() }).from(submissionKeys))[0].n;
    await db.delete(reports).where(eq(reports.id, row.id));
    expect((await db.select({ n: count() }).from(submissionKeys))[0].n).toBe(keysBefore - 1);
  });
});
