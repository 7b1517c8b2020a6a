import { randomBytes } from 'node:crypto';
import { REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { jobs, reports } from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import { emailRetention } from './email-retention.job.ts';
import type { JobContext } from './job.ts';
import { runDueJobs } from './runner.ts';

const { database, config, codec } = await buildTestApp();
const db = database.db;
const ctx: JobContext = { config, db, codec: createCodec(randomBytes(32)), mailer: await createMailer(config) };
afterAll(() => ctx.mailer.close());

const emailOf = async (id: number) => (await db.select().from(reports).where(eq(reports.id, id)))[0].notificationEmail;

describe('email retention', () => {
  it('deletes the address after 90 days without sign-in or once the report is closed, and keeps the others', async () => {
    const address = { notificationEmail: 'me@example.org' };
    const cases = {
      signedIn91DaysAgo: await createReport({ db, codec }, { ...address, createdDaysAgo: 200, lastLoginDaysAgo: 91 }),
      signedIn89DaysAgo: await createReport({ db, codec }, { ...address, createdDaysAgo: 200, lastLoginDaysAgo: 89 }),
      neverSignedInFiled91DaysAgo: await createReport({ db, codec }, { ...address, createdDaysAgo: 91 }),
      neverSignedInFiled89DaysAgo: await createReport({ db, codec }, { ...address, createdDaysAgo: 89 }),
      closedYesterday: await createReport(
        { db, codec },
        {
          ...address,
          statusId: REPORT_STATUS.CLOSE,
          createdDaysAgo: 2,
          lastLoginDaysAgo: 1,
        },
      ),
      recent: await createReport({ db, codec }, { ...address, lastLoginDaysAgo: 0 }),
    };
    await db.transaction((tx) => emailRetention.enqueue(tx, {}));
    expect(await runDueJobs(ctx)).toBe(1);

    expect(await emailOf(cases.signedIn91DaysAgo.id)).toBeNull();
    expect(await emailOf(cases.neverSignedInFiled91DaysAgo.id)).toBeNull();
    expect(await emailOf(cases.closedYesterday.id)).toBeNull();
    expect(await emailOf(cases.signedIn89DaysAgo.id)).toBe('me@example.org');
    expect(await emailOf(cases.neverSignedInFiled89DaysAgo.id)).toBe('me@example.org');
    expect(await emailOf(cases.recent.id)).toBe('me@example.org');

    const scheduled = await db.select().from(jobs).where(eq(jobs.name, 'email-retention'));
    expect(scheduled.filter((j) => j.doneAt === null)).toHaveLength(1);
  });
});
