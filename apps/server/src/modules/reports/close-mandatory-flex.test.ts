/**
 * Closing waits for the mandatory additional information (spec 001 §4, decision 039): close
 * now and a schedule are refused while a mandatory flex field is empty, a single checkbox
 * never answered counts as unchecked, and a scheduled close that finds information missing
 * on its date leaves the report open and says so in the reviewer log.
 */
import { REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { jobs, questions } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { createMailer } from '../../lib/mail.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { fileReport, reportRowOf } from './reviewer.test-support.ts';

const { app, database, config, codec } = await buildTestApp();
const db = database.db;
const jobCtx: JobContext = { config, db, codec, mailer: await createMailer(config) };
afterAll(() => jobCtx.mailer.close());
const france = await orgId(db, 'Northwind France');
const addFlex = async (text: string, layout: 'textarea' | 'singleCheckbox') =>
  (
    await db
      .insert(questions)
      .values({ organizationId: france, kind: 'flex', layout, mandatory: true, texts: { en: text } })
      .returning()
  )[0].id;
const outcome = await addFlex('Outcome of the investigation', 'textarea');
const confirmed = await addFlex('Management informed', 'singleCheckbox');

const reviewer = await signIn(app, 'reviewer');
const close = (id: string, daysUntilClose: number) =>
  reviewer.post(`/api/reviewer/report/${id}/close-report?langKey=en`, { json: { daysUntilClose } });
const answer = (id: string, flexFieldId: number, value: string) =>
  reviewer.put(`/api/reviewer/report/${id}/flex-field-responses`, { json: [{ flexFieldId, value }] });
const rowOf = (referenceId: string) => reportRowOf(db, codec, referenceId);

describe('closing with mandatory additional information', () => {
  it('refuses close now and a schedule while a mandatory field is empty; an unanswered checkbox is unchecked, not missing', async () => {
    const { referenceId } = await fileReport(app, db, { categoryId: 101 });
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    for (const days of [0, 15]) {
      const res = await close(referenceId, days);
      expect([res.statusCode, res.json().message]).toEqual([400, 'reviewer.flex.requiredBeforeClose']);
    }
    const refused = await rowOf(referenceId);
    expect([refused.statusId, refused.scheduledCloseDate]).toEqual([REPORT_STATUS.REVIEW, null]);
    expect(await db.select().from(jobs).where(eq(jobs.name, 'scheduled-close'))).toEqual([]);

    expect((await answer(referenceId, outcome, 'Substantiated; the buyer was warned.')).statusCode).toBe(204);
    expect((await close(referenceId, 0)).statusCode).toBe(204);
    expect((await rowOf(referenceId)).statusId).toBe(REPORT_STATUS.CLOSE);
    const detail = (await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json();
    expect(detail.reportFlexFieldResponses.map((r: { flexFieldId: number }) => r.flexFieldId)).not.toContain(confirmed);
  });

  it('leaves the report open on its date when information went missing since it was scheduled', async () => {
    const { referenceId } = await fileReport(app, db, { categoryId: 101 });
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    await answer(referenceId, outcome, 'Not substantiated.');
    expect((await close(referenceId, 1)).statusCode).toBe(204);
    const added = await addFlex('Root cause', 'textarea');
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, 'scheduled-close'));
    while ((await runDueJobs(jobCtx)) > 0);
    const kept = await rowOf(referenceId);
    expect([kept.statusId, kept.scheduledCloseDate]).toEqual([REPORT_STATUS.REVIEW, null]);
    const logs = (await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json().reviewerLogs;
    expect(logs[0]).toMatchObject({ trackingType: 'CLOSE_SCHEDULE_CANCELLED', authorName: 'System' });

    await answer(referenceId, added, 'Weak controls on stock.');
    expect((await close(referenceId, 1)).statusCode).toBe(204);
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, 'scheduled-close'));
    while ((await runDueJobs(jobCtx)) > 0);
    expect((await rowOf(referenceId)).statusId).toBe(REPORT_STATUS.CLOSE);
  });
});
