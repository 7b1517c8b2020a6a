import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  jobs,
  notifications,
  organizations,
  reportUpdateMails,
  reviewerMailWindows,
  userCategories,
  userOrganizations,
  users,
} from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import type { JobContext } from './job.ts';
import { startMailCapture } from './mail-capture.test-support.ts';
import { notifyReviewers } from './notify-reviewers.job.ts';
import { notifyReviewersDigest } from './notify-reviewers-digest.job.ts';
import { runDueJobs } from './runner.ts';

const HANDFUL = 2;
const { database, config } = await buildTestApp();
const db = database.db;
const capture = await startMailCapture();
const codec = createCodec(randomBytes(32));
const ctx: JobContext = {
  config: {
    ...config,
    SMTP_URL: capture.url,
    PUBLIC_URL: 'https://ethics.northwind.example',
    REVIEWER_MAILS_BEFORE_DIGEST: HANDFUL,
    REVIEWER_DIGEST_SECONDS: 3600,
  },
  db,
  codec,
  mailer: await createMailer({ ...config, SMTP_URL: capture.url }),
};
afterAll(async () => {
  await ctx.mailer.close();
  await capture.close();
});
beforeEach(() => {
  capture.received.length = 0;
});

const FRAUD = 101;
const SECRET = 'Invoices paid twice to a shell company';
const ADDRESS = 'flooded-reviewer@northwind.example';

const [org] = await db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.name, 'Northwind Canada'));
const [reviewer] = await db
  .insert(users)
  .values({
    login: 'flooded-reviewer',
    email: ADDRESS,
    legacyUserId: 'flooded',
    authorities: ['ROLE_USER'],
    langKey: 'de',
  })
  .returning({ id: users.id });
await db.insert(userOrganizations).values({ userId: reviewer.id, organizationId: org.id });
await db.insert(userCategories).values({ userId: reviewer.id, categoryId: FRAUD });

const mailsTo = () => capture.received.filter((m) => m.to.includes(ADDRESS));
const digestJobs = () =>
  db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.name, notifyReviewersDigest.name),
        isNull(jobs.doneAt),
        sql`(${jobs.payload} ->> 'userId')::int = ${reviewer.id}`,
      ),
    );

const fileReport = () =>
  createReport(
    { db, codec },
    {
      organization: 'Northwind Canada',
      categoryId: FRAUD,
      reportInput: codec.encryptText(SECRET),
      reportName: 'Shell company',
    },
  );

async function newReport(event: 'new-report' | 'reporter-update' = 'new-report') {
  const report = await fileReport();
  await notifyReviewers.run(ctx, { reportId: report.id, event });
  return report;
}

describe('new-report emails to a reviewer', () => {
  it('go one by one up to a handful, then wait for one digest at the end of the interval', async () => {
    const reports = [];
    for (let i = 0; i < 6; i++) reports.push(await newReport());
    expect(mailsTo()).toHaveLength(HANDFUL);
    const [window] = await db.select().from(reviewerMailWindows).where(eq(reviewerMailWindows.userId, reviewer.id));
    expect(window).toMatchObject({ sent: HANDFUL, pending: 4 });
    // One digest is scheduled, at the end of the interval, whatever the number held back.
    const scheduled = await digestJobs();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].payload).toEqual({ userId: reviewer.id });
    expect(scheduled[0].runAt.getTime() - window.windowStart.getTime()).toBe(3600 * 1000);

    capture.received.length = 0;
    // The demo reviewers of the organization got theirs too: all come due now.
    await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, notifyReviewersDigest.name));
    expect(await runDueJobs(ctx)).toBeGreaterThanOrEqual(1);
    const [digest] = mailsTo();
    expect(mailsTo()).toHaveLength(1);
    expect(digest.subject).toBe('Neue Meldungen: 4');
    expect(digest.text).toContain('https://ethics.northwind.example/reviewer');
    for (const secret of [SECRET, 'Shell company', ...reports.map((r) => r.referenceId)]) {
      expect(digest.raw).not.toContain(secret);
    }
  });

  it('keep to one digest per interval while reports keep coming', async () => {
    await newReport();
    await newReport();
    expect(mailsTo()).toHaveLength(0);
    expect(await digestJobs()).toHaveLength(1);
  });

  it('go one by one again after a quiet interval', async () => {
    await db.delete(jobs).where(eq(jobs.name, notifyReviewersDigest.name));
    await db
      .update(reviewerMailWindows)
      .set({ pending: 0, windowStart: sql`now() - interval '2 hours'` })
      .where(eq(reviewerMailWindows.userId, reviewer.id));
    await newReport();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0].subject).toBe('Neue Meldung für Northwind Canada');
  });

  it('do not hold back what a reporter adds to a report under review', async () => {
    await db
      .update(reviewerMailWindows)
      .set({ sent: HANDFUL, pending: 3 })
      .where(eq(reviewerMailWindows.userId, reviewer.id));
    await newReport('reporter-update');
    expect(mailsTo()).toHaveLength(1);
  });

  it('tell of a reporter adding to one report once an interval; the feed hears of each addition', async () => {
    const report = await newReport('reporter-update');
    await notifyReviewers.run(ctx, { reportId: report.id, event: 'reporter-update' });
    await notifyReviewers.run(ctx, { reportId: report.id, event: 'reporter-update' });
    expect(mailsTo()).toHaveLength(1);
    const feed = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reviewer.id), eq(notifications.reportId, report.id)));
    expect(feed).toHaveLength(3);
    await db
      .update(reportUpdateMails)
      .set({ mailedAt: sql`now() - interval '2 hours'` })
      .where(eq(reportUpdateMails.reportId, report.id));
    await notifyReviewers.run(ctx, { reportId: report.id, event: 'reporter-update' });
    expect(mailsTo()).toHaveLength(2);
  });

  it('send a reporter addition again when the first send failed', async () => {
    const report = await fileReport();
    const down = { ...ctx, mailer: await createMailer({ ...config, SMTP_URL: 'smtp://127.0.0.1:1' }) };
    await expect(notifyReviewers.run(down, { reportId: report.id, event: 'reporter-update' })).rejects.toThrow();
    await notifyReviewers.run(ctx, { reportId: report.id, event: 'reporter-update' });
    expect(mailsTo()).toHaveLength(1);
  });

  it('a digest with nothing held back sends nothing', async () => {
    await db.update(reviewerMailWindows).set({ pending: 0 }).where(eq(reviewerMailWindows.userId, reviewer.id));
    await notifyReviewersDigest.run(ctx, { userId: reviewer.id });
    expect(mailsTo()).toHaveLength(0);
  });

  it('keep holding back after the interval while reports wait for their digest', async () => {
    await db.delete(jobs).where(eq(jobs.name, notifyReviewersDigest.name));
    await db
      .update(reviewerMailWindows)
      .set({ sent: HANDFUL, pending: 2, windowStart: sql`now() - interval '2 hours'` })
      .where(eq(reviewerMailWindows.userId, reviewer.id));
    await newReport();
    expect(mailsTo()).toHaveLength(0);
    const [window] = await db.select().from(reviewerMailWindows).where(eq(reviewerMailWindows.userId, reviewer.id));
    expect(window).toMatchObject({ sent: HANDFUL, pending: 3 });
    // The digest of the first held report is already queued: no second one.
    expect(await digestJobs()).toHaveLength(0);
  });

  // On PostgreSQL (CI's second run) the announcements interleave and the row lock is what keeps the count.
  it('count every report when several are announced at once', async () => {
    await db.delete(jobs).where(eq(jobs.name, notifyReviewersDigest.name));
    await db.delete(reviewerMailWindows).where(eq(reviewerMailWindows.userId, reviewer.id));
    const reports = [];
    for (let i = 0; i < 6; i++) reports.push(await fileReport());
    await Promise.all(reports.map((r) => notifyReviewers.run(ctx, { reportId: r.id, event: 'new-report' })));
    expect(mailsTo()).toHaveLength(HANDFUL);
    const [window] = await db.select().from(reviewerMailWindows).where(eq(reviewerMailWindows.userId, reviewer.id));
    expect(window).toMatchObject({ sent: HANDFUL, pending: 4 });
    expect(await digestJobs()).toHaveLength(1);
  });
});
