import { LIMITS, type TReportTemplate } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { reportLogs, reports } from '../../db/schema/index.ts';
import { changeStatus } from './report-status.ts';
import { orgId, reportAndSignIn, STRONG_PASSWORD, submit, template, validSubmission } from './reporting.fixtures.ts';

const { app, database, config, codec } = await buildTestApp();
const { db } = database;
let group: TReportTemplate;

beforeAll(async () => {
  group = await template(new Client(app), await orgId(db, 'Northwind Group'));
});

async function newReport(): Promise<string> {
  const res = await submit(new Client(app), validSubmission(group));
  return res.json().referenceId;
}
const login = (client: Client, username: string, password: string) =>
  client.post('/reporterapi/authentication', { form: { username, password } });
const row = async (referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];

describe('report lookup', () => {
  it('says only whether the report exists, closed or not', async () => {
    const referenceId = await newReport();
    const client = new Client(app);
    expect((await client.get(`/reporterapi/report-lookup?referenceId=${referenceId}`)).json()).toEqual({
      exists: true,
    });
    await changeStatus(db, (await row(referenceId)).id, 2, { actor: 'reviewer' });
    expect((await client.get(`/reporterapi/report-lookup?referenceId=${referenceId}`)).json()).toEqual({
      exists: true,
    });
    const unknown = await client.get('/reporterapi/report-lookup?referenceId=zzzzzzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error.notFound', status: 404 });
    expect((await client.get('/reporterapi/report-lookup')).statusCode).toBe(400);
  });
});

describe('reporter sign-in', () => {
  it('opens a session bound to the report and records the sign-in', async () => {
    const referenceId = await newReport();
    const client = new Client(app);
    const res = await login(client, referenceId, STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referenceId, langKey: 'en' });
    expect(res.cookies.find((c) => c.name === 'CANDOR_SESSION')?.httpOnly).toBe(true);
    const account = (await client.get('/api/account')).json();
    expect(account.authorities).toEqual(['ROLE_REPORTER']);
    expect(account.userTimeout).toBe(LIMITS.defaultSessionTimeoutSeconds);
    const after = await row(referenceId);
    expect(after.reporterLoginCount).toBe(1);
    expect(after.lastReporterLogin).not.toBeNull();
    // The reporter log says so (decision 020); a wrong password writes nothing there.
    await login(new Client(app), referenceId, 'Wrong-password-1');
    const logs = await db.select().from(reportLogs).where(eq(reportLogs.reportId, after.id));
    expect(logs.map((l) => [l.audience, l.trackingType, l.authorities])).toEqual([
      ['reporter', 'REPORTER_LOGIN', ['REPORTER']],
    ]);
  });

  it('counts wrong passwords, locks at the fifth, and stays locked with the right one', async () => {
    const referenceId = await newReport();
    const client = new Client(app);
    for (let left = 4; left >= 1; left--) {
      const res = await login(client, referenceId, 'Wrong password 1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: String(left),
        errorKey: 'error.login.failed',
        status: 401,
        numberOfLoginAttemptsLeft: left,
      });
    }
    const fifth = await login(client, referenceId, 'Wrong password 1');
    const lockedAnswer = { message: '0', errorKey: 'error.login.locked', status: 401, numberOfLoginAttemptsLeft: 0 };
    expect(fifth.json()).toEqual(lockedAnswer);
    const right = await login(client, referenceId, STRONG_PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(lockedAnswer);
    const locked = await row(referenceId);
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(LIMITS.reporterLockMs - 60_000);
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(LIMITS.reporterLockMs);
  });

  it('opens again after the hour, counting afresh', async () => {
    const referenceId = await newReport();
    const client = new Client(app);
    for (let i = 0; i < 5; i++) await login(client, referenceId, 'Wrong password 1');
    await db
      .update(reports)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)));
    expect((await login(client, referenceId, 'Wrong password 1')).json().numberOfLoginAttemptsLeft).toBe(4);
    await db
      .update(reports)
      .set({ failedLoginAttempts: 5, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)));
    expect((await login(client, referenceId, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await row(referenceId)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('resets the count on success', async () => {
    const referenceId = await newReport();
    const client = new Client(app);
    await login(client, referenceId, 'Wrong password 1');
    await login(client, referenceId, 'Wrong password 1');
    expect((await login(client, referenceId, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(new Client(app), referenceId, 'Wrong password 1')).json().numberOfLoginAttemptsLeft).toBe(4);
  });

  it('fails an unknown report ID like a wrong password, without a count', async () => {
    const res = await login(new Client(app), 'zzzzzzzzzzzz', STRONG_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'error.login.failed', status: 401 });
  });

  it('keeps the count in the database, shared by every server process', async () => {
    const referenceId = await newReport();
    const other: FastifyInstance = await buildApp({ config, database, codec });
    await other.ready();
    try {
      const servers = [app, other];
      for (let attempt = 0; attempt < 4; attempt++) {
        const res = await login(new Client(servers[attempt % 2]), referenceId, 'Wrong password 1');
        expect(res.json().numberOfLoginAttemptsLeft).toBe(4 - attempt);
      }
      expect((await login(new Client(other), referenceId, 'Wrong password 1')).json().errorKey).toBe(
        'error.login.locked',
      );
      expect((await login(new Client(app), referenceId, STRONG_PASSWORD)).json().errorKey).toBe('error.login.locked');
    } finally {
      await other.close();
    }
  });

  it('answers 400 for an incomplete form', async () => {
    const res = await new Client(app).post('/reporterapi/authentication', { form: { username: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('body.password');
  });
});

describe('the report-bound session', () => {
  it('reaches its own report only', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const other = await newReport();
    expect((await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).statusCode).toBe(200);
    for (const res of [
      await reporter.get(`/reporterapi/report/${other}?langKey=en`),
      await reporter.post(`/reporterapi/report/${other}/comment`, { json: { commentText: 'hello' } }),
      await reporter.put(`/reporterapi/report/${other}/email-notification`, { text: 'me@northwind.example' }),
      await reporter.put(`/reporterapi/users/notification-email?login=${other}`, {
        json: { password: STRONG_PASSWORD, email: 'me@northwind.example' },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'error.forbidden', status: 403 });
    }
  });

  it('refuses staff sessions and visitors', async () => {
    const referenceId = await newReport();
    const staff = await signIn(app, 'reviewer');
    for (const res of [
      await staff.get(`/reporterapi/report/${referenceId}?langKey=en`),
      await staff.post(`/reporterapi/report/${referenceId}/comment`, { json: { commentText: 'hello' } }),
      await staff.post('/reporterapi/users/password', {
        json: { currentPassword: STRONG_PASSWORD, newPassword: 'Another strong 77' },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const visitor = new Client(app);
    expect((await visitor.get(`/reporterapi/report/${referenceId}?langKey=en`)).statusCode).toBe(401);
    expect(
      (await visitor.post('/reporterapi/users/password', { json: { currentPassword: 'x', newPassword: 'y' } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends on logout', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    expect((await reporter.post('/reporterapi/logout')).statusCode).toBe(204);
    expect((await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).statusCode).toBe(401);
  });
});
