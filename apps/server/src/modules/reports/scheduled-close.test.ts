import { REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { createMailer } from '../../lib/mail.ts';
import { fileReport, reportRowOf } from './reviewer.test-support.ts';

const { app, database, config, codec } = await buildTestApp();
const db = database.db;
const jobCtx: JobContext = { config, db, codec, mailer: await createMailer(config) };
const rowOf = (referenceId: string) => reportRowOf(db, codec, referenceId);

describe('scheduled close (decision 022)', () => {
  it('is a job that survives a restart; a cancelled schedule closes nothing', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const closing = await fileReport(app, db);
    const kept = await fileReport(app, db);
    while ((await runDueJobs(jobCtx)) > 0);
    for (const r of [closing, kept]) {
      await reviewer.get(`/api/reviewer/report/${r.referenceId}`);
      const res = await reviewer.post(`/api/reviewer/report/${r.referenceId}/close-report`, {
        json: { daysUntilClose: 1 },
      });
      expect(res.statusCode).toBe(204);
    }
    await reviewer.post(`/api/reviewer/report/${kept.referenceId}/cancel-scheduled-close`);
    expect(await runDueJobs(jobCtx)).toBe(0);

    await app.close();
    const restarted = await buildApp({ config, database, codec });
    await restarted.ready();
    // The due date arrives.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, 'scheduled-close'));
    while ((await runDueJobs(jobCtx)) > 0);
    const closed = await rowOf(closing.referenceId);
    expect([closed.statusId, closed.scheduledCloseDate, closed.closedTime !== null]).toEqual([
      REPORT_STATUS.CLOSE,
      null,
      true,
    ]);
    expect((await rowOf(kept.referenceId)).statusId).toBe(REPORT_STATUS.REVIEW);
    const detail = await (await signIn(restarted, 'reviewer')).get(
      `/api/reviewer/report/${closing.referenceId}?isRefresh=true`,
    );
    expect(detail.json().reviewerLogs[0]).toMatchObject({ trackingType: 'SCHEDULED_CLOSE_RUN', authorName: 'System' });
    await restarted.close();
    await jobCtx.mailer.close();
  });
});
