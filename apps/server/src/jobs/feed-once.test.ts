import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { notifications, users } from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import type { JobContext } from './job.ts';
import { notifyStaff } from './notify-staff.job.ts';
import { runDueJobs } from './runner.ts';

const { database, config, codec } = await buildTestApp();
const db = database.db;
const ctx: JobContext = { config, db, codec: createCodec(randomBytes(32)), mailer: await createMailer(config) };
afterAll(() => ctx.mailer.close());

const idOf = async (login: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;
const [author, tagged, other] = await Promise.all([idOf('reviewer'), idOf('program-admin'), idOf('client-admin')]);
const entriesOf = async (reportId: number) =>
  db
    .select({ userId: notifications.userId, eventKey: notifications.eventKey })
    .from(notifications)
    .where(inArray(notifications.reportId, [reportId]));

describe('notification feed entries written by jobs', () => {
  it('are written once per recipient when the same job runs again, and again for a new job', async () => {
    const { id: reportId } = await createReport({ db, codec });
    const payload = { reportId, event: 'TAGGED' as const, userIds: [tagged, other, author], authorUserId: author };
    await notifyStaff.run({ ...ctx, jobId: 9001 }, payload);
    await notifyStaff.run({ ...ctx, jobId: 9001 }, payload);
    let rows = await entriesOf(reportId);
    expect(rows.map((r) => r.userId).sort()).toEqual([tagged, other].sort());
    expect(new Set(rows.map((r) => r.eventKey))).toEqual(new Set(['job:9001']));

    await notifyStaff.run({ ...ctx, jobId: 9002 }, payload);
    rows = await entriesOf(reportId);
    expect(rows.filter((r) => r.userId === tagged)).toHaveLength(2);
  });

  it('carry the key of the job the runner ran', async () => {
    const { id: reportId } = await createReport({ db, codec });
    await db.transaction((tx) =>
      notifyStaff.enqueue(tx, { reportId, event: 'DELEGATED', userIds: [tagged], authorUserId: author }),
    );
    await runDueJobs(ctx);
    const rows = await entriesOf(reportId);
    expect(rows).toHaveLength(1);
    expect(rows[0].eventKey).toMatch(/^job:\d+$/);
  });
});
