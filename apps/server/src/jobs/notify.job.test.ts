import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { organizations, reports, userCategories, userOrganizations, users } from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { NO_PASSWORD } from '../lib/passwords.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import type { JobContext } from './job.ts';
import { type ReceivedMail, startMailCapture } from './mail-capture.test-support.ts';
import { notifyReporter } from './notify-reporter.job.ts';
import { notifyReviewers } from './notify-reviewers.job.ts';
import { runDueJobs } from './runner.ts';

const { database, config } = await buildTestApp();
const db = database.db;
const capture = await startMailCapture();
const codec = createCodec(randomBytes(32));
const ctx: JobContext = {
  // Digests have their own test (notify-reviewers-digest.job.test.ts): here every report is emailed.
  config: {
    ...config,
    SMTP_URL: capture.url,
    PUBLIC_URL: 'https://ethics.northwind.example',
    REVIEWER_MAILS_BEFORE_DIGEST: 1000,
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
const SECRET = 'The warehouse manager sells stock on the side';

async function staffUser(
  login: string,
  organization: string,
  categories: number[],
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, organization));
  const [user] = await db
    .insert(users)
    .values({ login, email: `${login}@northwind.example`, legacyUserId: login, authorities: ['ROLE_USER'], ...extra })
    .returning({ id: users.id });
  await db.insert(userOrganizations).values({ userId: user.id, organizationId: org.id });
  for (const categoryId of categories) await db.insert(userCategories).values({ userId: user.id, categoryId });
  return user.id;
}

const [paused] = await Promise.all([
  staffUser('paused-reviewer', 'Northwind France', []),
  staffUser('europe-reviewer', 'Northwind Europe', [FRAUD], { langKey: 'fr' }),
  staffUser('americas-reviewer', 'Northwind Americas', [FRAUD]),
  staffUser('france-delegate', 'Northwind France', [FRAUD], { delegateReviewer: true }),
  staffUser('inactive-reviewer', 'Northwind Group', [FRAUD], { userStatus: 'INACTIVE' }),
  staffUser('hotline-in-france', 'Northwind France', [FRAUD], { authorities: ['ROLE_HOTLINE_AGENT'] }),
]);
await db.insert(userCategories).values({ userId: paused, categoryId: FRAUD, active: false });

const recipients = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();

function expectNothingAbout(mail: ReceivedMail, report: { referenceId: string }) {
  for (const secret of [SECRET, 'Stock scheme', report.referenceId]) expect(mail.raw).not.toContain(secret);
  for (const secret of [SECRET, 'Stock scheme', report.referenceId])
    expect(`${mail.subject}\n${mail.text}`).not.toContain(secret);
}

/** A report with text and name sealed, and the address (in clear in `opts`) sealed as the submission stores it. */
const secretReport = ({ notificationEmail, ...opts }: NonNullable<Parameters<typeof createReport>[1]>) =>
  createReport(
    { db, codec },
    {
      reportInput: codec.encryptText(SECRET),
      reportName: codec.encryptText('Stock scheme'),
      notificationEmail: notificationEmail ? codec.encryptText(notificationEmail) : null,
      ...opts,
    },
  );

describe('notify-reviewers', () => {
  it('emails the reviewers of the organization and its ancestors who hold the category, and nobody else', async () => {
    const report = await secretReport({ organization: 'Northwind France', categoryId: FRAUD });
    await db.transaction((tx) => notifyReviewers.enqueue(tx, { reportId: report.id, event: 'new-report' }));
    expect(await runDueJobs(ctx)).toBe(1);
    expect(recipients(capture.received)).toEqual(
      ['europe-reviewer', 'program-admin', 'reviewer'].map((l) => `${l}@northwind.example`),
    );
    for (const mail of capture.received) expectNothingAbout(mail, report);
    const english = capture.received.find((m) => m.to[0] === 'reviewer@northwind.example');
    expect(english?.subject).toBe('New report for Northwind France');
    expect(english?.text).toContain('A new report has been submitted for Northwind France.');
    expect(english?.text).toContain('https://ethics.northwind.example/reviewer');
    const french = capture.received.find((m) => m.to[0] === 'europe-reviewer@northwind.example');
    expect(french?.subject).toBe('Nouveau signalement pour Northwind France');
  });

  it('tells only members of category 109 of a sensitive report', async () => {
    const report = await secretReport({
      organization: 'Northwind France',
      categoryId: SENSITIVE_CATEGORY_ID,
      sensitive: true,
    });
    await db.transaction((tx) => notifyReviewers.enqueue(tx, { reportId: report.id, event: 'new-report' }));
    await runDueJobs(ctx);
    expect(recipients(capture.received)).toEqual(['reviewer@northwind.example']);
  });

  it('says that the reporter added information, in the same terms', async () => {
    const report = await secretReport({ organization: 'Northwind Canada', categoryId: FRAUD });
    await db.transaction((tx) => notifyReviewers.enqueue(tx, { reportId: report.id, event: 'reporter-update' }));
    await runDueJobs(ctx);
    expect(recipients(capture.received)).toEqual(
      ['americas-reviewer', 'program-admin', 'reviewer'].map((l) => `${l}@northwind.example`),
    );
    expect(new Set(capture.received.map((m) => m.subject))).toEqual(new Set(['Report updated for Northwind Canada']));
    for (const mail of capture.received) expectNothingAbout(mail, report);
  });
});

describe('notify-reporter', () => {
  it("tells the reporter in the report's language that a message waits, with no report ID or content", async () => {
    const report = await secretReport({ langKey: 'de', notificationEmail: 'hinweis@example.org' });
    await db.transaction((tx) => notifyReporter.enqueue(tx, { reportId: report.id }));
    await runDueJobs(ctx);
    expect(recipients(capture.received)).toEqual(['hinweis@example.org']);
    const [mail] = capture.received;
    expect(mail.subject).toBe('Neue Nachricht zu Ihrer Meldung');
    expect(mail.text).toContain('https://ethics.northwind.example/');
    expect(mail.text).toContain('Meldungs-ID');
    expectNothingAbout(mail, report);
    expect(mail.raw).not.toContain('Northwind France');
  });

  it('tells a caller whose report the hotline filed to call again: he has no password to sign in with', async () => {
    const called = await secretReport({ langKey: 'fr', notificationEmail: 'appelant@example.org' });
    await db.update(reports).set({ passwordHash: NO_PASSWORD }).where(eq(reports.id, called.id));
    await db.transaction((tx) => notifyReporter.enqueue(tx, { reportId: called.id }));
    await runDueJobs(ctx);
    const [mail] = capture.received;
    expect(mail.subject).toBe('Nouveau message concernant votre signalement');
    expect(mail.text).toContain('rappelez la ligne téléphonique et indiquez le numéro de votre signalement');
    expect(mail.text).not.toContain('mot de passe');
    expect(mail.text).not.toContain('https://');
    expectNothingAbout(mail, called);
  });

  it('falls back to English for a language without email texts, and sends nothing without an address', async () => {
    const english = await secretReport({ langKey: 'xx', notificationEmail: 'someone@example.org' });
    const silent = await secretReport({ notificationEmail: null });
    await db.transaction(async (tx) => {
      await notifyReporter.enqueue(tx, { reportId: english.id });
      await notifyReporter.enqueue(tx, { reportId: silent.id });
    });
    expect(await runDueJobs(ctx)).toBe(2);
    expect(capture.received.map((m) => m.subject)).toEqual(['New message about your report']);
  });
});

describe('mail without SMTP', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'candor-outbox-test-'));
    const outboxCtx: JobContext = {
      ...ctx,
      mailer: await createMailer({ ...config, SMTP_URL: undefined, DATA_DIR: dataDir }),
    };
    expect(outboxCtx.mailer.outbox).toBe(path.join(dataDir, 'outbox'));
    const report = await secretReport({ notificationEmail: 'outbox@example.org' });
    await db.transaction((tx) => notifyReporter.enqueue(tx, { reportId: report.id }));
    await runDueJobs(outboxCtx);
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toContain('To: outbox@example.org');
    expect(eml).toContain('Subject: New message about your report');
    expect(eml).not.toContain(report.referenceId);
    expect(capture.received).toEqual([]);
    await outboxCtx.mailer.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
