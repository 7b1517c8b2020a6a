import { LIMITS, REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { reports, sessions } from '../../db/schema/index.ts';
import { disposition } from '../hotline/hotline.test-support.ts';
import { orgId, reportAndSignIn, STRONG_PASSWORD, template } from './reporting.fixtures.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
let group: Awaited<ReturnType<typeof template>>;

beforeAll(async () => {
  group = await template(new Client(app), await orgId(db, 'Northwind Group'));
});

const NEW_PASSWORD = 'Fresh start 2026!';
const WRONG = 'Not my password 9';
const row = async (referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];

const signInAs = (referenceId: string, password: string) =>
  new Client(app).post('/reporterapi/authentication', { form: { username: referenceId, password } });

/** Another reporter session of the same report, signed in with the report's password. */
async function secondSession(referenceId: string): Promise<Client> {
  const other = new Client(app);
  const res = await other.post('/reporterapi/authentication', {
    form: { username: referenceId, password: STRONG_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return other;
}

const changePassword = (reporter: Client, currentPassword: string) =>
  reporter.post('/reporterapi/users/password', { json: { currentPassword, newPassword: NEW_PASSWORD } });

const changeEmail = (reporter: Client, referenceId: string, password: string) =>
  reporter.put(`/reporterapi/users/notification-email?login=${referenceId}`, {
    json: { password, email: 'me@northwind.example' },
  });

describe('change password', () => {
  it('is refused on a closed report, as every other write of the reporter is', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    await db
      .update(reports)
      .set({ statusId: REPORT_STATUS.CLOSE })
      .where(eq(reports.id, (await row(referenceId)).id));
    const res = await changePassword(reporter, STRONG_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.reportClosed');
    expect((await signInAs(referenceId, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('two password changes at once', () => {
  it('take one new password: the second, whose current password is gone, is refused', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const other = await secondSession(referenceId);
    const change = (client: Client, newPassword: string) =>
      client.post('/reporterapi/users/password', { json: { currentPassword: STRONG_PASSWORD, newPassword } });
    const answers = await Promise.all([change(reporter, 'Race one 2026!a'), change(other, 'Race two 2026!b')]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The second is refused: as a wrong password when both read the old one, or signed out (401)
    // when the first had already ended the other sessions of the report before it was read.
    const refused = answers.find((a) => a.statusCode !== 200);
    expect([400, 401]).toContain(refused?.statusCode);
    if (refused?.statusCode === 400) expect(refused.json().message).toBe('reporter.passwordChange.error');
    const kept = codes[0] === 200 ? 'Race one 2026!a' : 'Race two 2026!b';
    expect((await signInAs(referenceId, kept)).statusCode).toBe(200);
  });
});

describe('a wrong current password counts toward the report’s lock-out (issue 7)', () => {
  it('on change-password: 4, 3, 2, 1 attempts left, then the report is locked for sign-in too', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    for (let left = LIMITS.reporterLoginMaxFailures - 1; left > 0; left--) {
      const res = await changePassword(reporter, WRONG);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'reporter.passwordChange.error',
        status: 400,
        numberOfLoginAttemptsLeft: left,
      });
    }
    const fifth = await changePassword(reporter, WRONG);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ message: 'error.login.locked', numberOfLoginAttemptsLeft: 0 });
    // Locked: the right password opens nothing, here or at sign-in, and the password is unchanged.
    expect((await changePassword(reporter, STRONG_PASSWORD)).json().message).toBe('error.login.locked');
    expect((await signInAs(referenceId, STRONG_PASSWORD)).json().errorKey).toBe('error.login.locked');
    expect((await row(referenceId)).lockedUntil).not.toBeNull();
  });

  it('on notification-email, counted with the failed sign-ins in the same run', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    for (let n = 0; n < 3; n++) expect((await signInAs(referenceId, WRONG)).statusCode).toBe(401);
    const fourth = await changeEmail(reporter, referenceId, WRONG);
    expect(fourth.json()).toEqual({
      message: 'feedback.notificationEmail.updateError',
      status: 400,
      numberOfLoginAttemptsLeft: 1,
    });
    const fifth = await changeEmail(reporter, referenceId, WRONG);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe('error.login.locked');
    expect((await changeEmail(reporter, referenceId, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await row(referenceId)).notificationEmail).toBeNull();
    expect((await signInAs(referenceId, STRONG_PASSWORD)).json().errorKey).toBe('error.login.locked');
  });

  it('a right password ends the run of failures, as a sign-in does', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    for (let n = 0; n < 4; n++) expect((await changeEmail(reporter, referenceId, WRONG)).statusCode).toBe(400);
    expect((await changeEmail(reporter, referenceId, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await row(referenceId)).failedLoginAttempts).toBe(0);
    expect((await changePassword(reporter, WRONG)).json().numberOfLoginAttemptsLeft).toBe(4);
  });
});

describe('changing the reporter’s password', () => {
  it('ends every other session of the report, and keeps the one that changed it', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const other = await secondSession(referenceId);
    const elsewhere = await reportAndSignIn(new Client(app), group);
    const detail = (client: Client, ref = referenceId) => client.get(`/reporterapi/report/${ref}?langKey=en`);
    expect((await detail(other)).statusCode).toBe(200);

    expect((await changePassword(reporter, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await detail(reporter)).statusCode).toBe(200);
    expect((await detail(other)).statusCode).toBe(401);
    // Another report's session is not touched.
    expect((await detail(elsewhere.reporter, elsewhere.referenceId)).statusCode).toBe(200);
    const { id } = await row(referenceId);
    expect(await db.select().from(sessions).where(eq(sessions.reportId, id))).toHaveLength(1);
  });

  it('keeps a hotline agent on a call about the report signed in, no longer reaching the report', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const agent = await signIn(app, 'hotline');
    const verified = await agent.post(`/api/hotline/report/${referenceId}/report-session`, {
      json: { password: STRONG_PASSWORD },
    });
    expect(verified.statusCode).toBe(204);
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).statusCode).toBe(200);

    expect((await changePassword(reporter, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await agent.get('/api/account')).statusCode).toBe(200);
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).statusCode).toBe(403);
    // The call still ends with its disposition.
    const ended = await agent.post('/api/hotline/call-disposition', { json: disposition({ referenceId }) });
    expect(ended.statusCode).toBe(201);
  });

  it('is refused to staff sessions: 403', async () => {
    const reviewer = await signIn(app, 'reviewer');
    expect((await changePassword(reviewer, STRONG_PASSWORD)).statusCode).toBe(403);
  });
});

describe('report sessions', () => {
  it('store the report’s internal id, not its report ID', async () => {
    const { referenceId } = await reportAndSignIn(new Client(app), group);
    const { id } = await row(referenceId);
    const [s] = await db.select().from(sessions).where(eq(sessions.reportId, id));
    expect(s.kind).toBe('reporter');
    expect(JSON.stringify(s)).not.toContain(referenceId);
  });
});

describe('the report name', () => {
  it('is shown to the reporter and the reviewer exactly as typed, and stored sealed', async () => {
    const name = 'Tom & Jerry <3 "quotes" & more';
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group, { reportName: `  ${name} ` });
    expect((await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json().reportName).toBe(name);
    const reviewer = await signIn(app, 'reviewer');
    expect((await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json().reportName).toBe(name);
    expect((await row(referenceId)).reportName).toMatch(/^v1:/);
  });
});
