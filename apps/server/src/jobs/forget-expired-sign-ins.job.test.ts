import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../test/build-test-app.ts';
import { jobs, passwordResetTokens, sessions } from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { userOf } from '../modules/admin/admin.test-support.ts';
import { forgetExpiredSignIns } from './forget-expired-sign-ins.job.ts';
import type { JobContext } from './job.ts';
import { runDueJobs } from './runner.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const ctx: JobContext = { config, db, codec: createCodec(randomBytes(32)), mailer: await createMailer(config) };
afterAll(() => ctx.mailer.close());

describe('forgetting expired sign-ins (decision 076)', () => {
  it('deletes the sessions past their deadline and the links that ran out, and keeps the live ones', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const idle = await signIn(app, 'delegate');
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, (await userOf(db, 'delegate')).id));
    const { id } = await userOf(db, 'reviewer');
    const hour = 3600_000;
    await db.insert(passwordResetTokens).values([
      { keyHash: 'ran-out', userId: id, expiresAt: new Date(Date.now() - hour) },
      { keyHash: 'still-good', userId: id, expiresAt: new Date(Date.now() + hour), invitation: true },
    ]);
    const before = (await db.select().from(sessions)).length;

    await db.transaction((tx) => forgetExpiredSignIns.enqueue(tx, {}));
    expect(await runDueJobs(ctx)).toBe(1);

    const left = await db.select().from(sessions);
    expect(left).toHaveLength(before - 1);
    expect(left.every((s) => s.expiresAt > new Date())).toBe(true);
    expect((await idle.get('/api/account')).statusCode).toBe(401);
    expect((await reviewer.get('/api/account')).statusCode).toBe(200);
    expect((await db.select().from(passwordResetTokens)).map((t) => t.keyHash)).toEqual(['still-good']);
    const scheduled = await db.select().from(jobs).where(eq(jobs.name, 'forget-expired-sign-ins'));
    expect(scheduled.filter((j) => j.doneAt === null)).toHaveLength(1);
  });
});
