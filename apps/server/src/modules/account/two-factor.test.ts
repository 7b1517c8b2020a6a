/**
 * Two-factor sign-in for the built-in login (issue 10, decision 049): enrolment with a QR
 * code, codes computed here by otplib, one-time recovery codes, the staff lock-out, and the
 * reset by a connects admin.
 */
import { AUTHORITIES } from '@candor/shared';
import { desc, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD, signIn } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { auditEvents, userRecoveryCodes, users } from '../../db/schema/index.ts';

const { app, database, config, codec } = await buildTestApp({ env: { REQUIRE_TOTP_FOR_ADMINS: 'true' } });
const db = database.db;

/** A code of the time step `steps` after now (the server takes one step either way). */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const userRow = async (login: string) => (await db.select().from(users).where(eq(users.login, login)))[0];

async function passwordStep(login: string, password = DEMO_PASSWORD) {
  const client = new Client(app);
  const res = await client.post('/api/authentication', { form: { username: login, password } });
  return { client, res };
}

/** Signs in with the password and enrols TOTP; returns the secret, the recovery codes and the signed-in client. */
async function enrol(login: string) {
  const { client, res } = await passwordStep(login);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ twoFactor: 'enrol' });
  const enrolment = (await client.get('/api/account/two-factor/enrolment')).json();
  const done = await client.post('/api/account/two-factor/enrolment', { json: { code: codeFor(enrolment.secret) } });
  expect(done.statusCode).toBe(200);
  return { secret: enrolment.secret as string, recoveryCodes: done.json().recoveryCodes as string[], client };
}

describe('an administrator who has not enrolled', () => {
  it('gets a session limited to enrolment after the right password', async () => {
    const { client, res } = await passwordStep('admin');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ twoFactor: 'enrol' });
    for (const url of ['/api/account', '/management/logs', '/api/application-messages']) {
      expect((await client.get(url)).statusCode, url).toBe(401);
    }
    expect((await client.post('/api/authentication/two-factor', { json: { code: '123456' } })).statusCode).toBe(403);
  });

  it('enrols with a QR code and the secret as text, sealed at rest, then gets ten recovery codes once', async () => {
    const { client } = await passwordStep('admin');
    const first = await client.get('/api/account/two-factor/enrolment');
    expect(first.statusCode).toBe(200);
    const enrolment = first.json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enrolment.otpauthUri).toBe(`otpauth://totp/Candor:admin?secret=${enrolment.secret}&issuer=Candor`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    expect((await client.get('/api/account/two-factor/enrolment')).json().secret).toBe(enrolment.secret);
    const stored = await userRow('admin');
    expect(stored.totpSecret).not.toContain(enrolment.secret);
    expect(codec.decryptText(stored.totpSecret ?? '')).toBe(enrolment.secret);

    const wrong = await client.post('/api/account/two-factor/enrolment', { json: { code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorKey: 'error.login.failed' });

    const done = await client.post('/api/account/two-factor/enrolment', { json: { code: codeFor(enrolment.secret) } });
    expect(done.statusCode).toBe(200);
    const { recoveryCodes, account } = done.json();
    expect(account).toMatchObject({ login: 'admin', authorities: [AUTHORITIES.ADMIN] });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, stored.id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) for (const c of recoveryCodes) expect(h.codeHash).not.toContain(c.replace('-', ''));
    expect((await client.get('/management/logs')).statusCode).toBe(200);
    expect((await client.get('/api/account/two-factor/enrolment')).statusCode).toBe(403);
    expect((await userRow('admin')).failedLoginAttempts).toBe(0);
  });
});

describe('an enrolled administrator', () => {
  const secret = async () => codec.decryptText((await userRow('admin')).totpSecret ?? '');

  it('signs in with the password, then a code; a code is taken once', async () => {
    const { client, res } = await passwordStep('admin');
    expect(res.json()).toEqual({ twoFactor: 'verify' });
    expect((await client.get('/api/account/two-factor/enrolment')).statusCode).toBe(403);
    const code = codeFor(await secret(), 1);
    const ok = await client.post('/api/authentication/two-factor', { json: { code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ login: 'admin' });
    expect((await client.get('/api/account')).json()).toMatchObject({ login: 'admin' });

    const again = await passwordStep('admin');
    const replay = await again.client.post('/api/authentication/two-factor', { json: { code } });
    expect(replay.statusCode).toBe(401);
    expect((await again.client.get('/api/account')).statusCode).toBe(401);
  });

  it('takes each recovery code once instead of a code', async () => {
    const { recoveryCodes } = await enrolAgain();
    const first = await passwordStep('admin');
    const ok = await first.client.post('/api/authentication/two-factor', {
      json: { code: recoveryCodes[3].toUpperCase() },
    });
    expect(ok.statusCode).toBe(200);
    const used = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(used[0]).toMatchObject({ auditEventType: 'TWO_FACTOR_RECOVERY_CODE_USED', actorId: 'admin' });
    const second = await passwordStep('admin');
    const refused = await second.client.post('/api/authentication/two-factor', { json: { code: recoveryCodes[3] } });
    expect(refused.statusCode).toBe(401);
    const other = await second.client.post('/api/authentication/two-factor', { json: { code: recoveryCodes[4] } });
    expect(other.statusCode).toBe(200);
  });

  it('answers 400 in the error shape to a code that is no code', async () => {
    const { client } = await passwordStep('admin');
    for (const code of ['', '12345', '1234567', 'abc', 'x'.repeat(30), 42]) {
      const res = await client.post('/api/authentication/two-factor', { json: { code } });
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    }
  });
});

/** A connects admin resets admin's enrolment, then admin enrols anew. */
let connectsAdmin: Client;
async function enrolAgain() {
  connectsAdmin ??= (await enrol('connects-admin')).client;
  const { id } = await userRow('admin');
  expect((await connectsAdmin.put(`/api/connects-admin/user/${id}/reset-two-factor`)).statusCode).toBe(200);
  return enrol('admin');
}

describe('PUT api/connects-admin/user/{id}/reset-two-factor', () => {
  it('clears the enrolment with an audit event; the user enrols again at the next sign-in', async () => {
    await enrolAgain();
    const { id } = await userRow('admin');
    expect((await connectsAdmin.get('/api/connects-admin/user?legacyUserId=NW-1001')).json().twoFactorEnrolled).toBe(
      true,
    );
    const res = await connectsAdmin.put(`/api/connects-admin/user/${id}/reset-two-factor`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-candor-alert']).toBe('connectsAdmin.actions.resetTwoFactor.success');
    expect(res.json()).toMatchObject({
      successful: true,
      errorKeys: [],
      updatedUser: { id, login: 'admin', twoFactorEnrolled: false },
    });
    const [event] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({
      auditEventType: 'RESET_TWO_FACTOR',
      actorId: 'connects-admin',
      data: { login: 'admin' },
    });
    expect(await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id))).toEqual([]);
    expect((await passwordStep('admin')).res.json()).toEqual({ twoFactor: 'enrol' });
    // Reset again, with nothing set up: nothing changes and nothing is audited.
    const again = await connectsAdmin.put(`/api/connects-admin/user/${id}/reset-two-factor`);
    expect(again.statusCode).toBe(200);
    const [last] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(last.id).toBe(event.id);
  });

  it('answers 404 for no such user and 400 for an id that is none', async () => {
    expect((await connectsAdmin.put('/api/connects-admin/user/999999/reset-two-factor')).statusCode).toBe(404);
    const bad = await connectsAdmin.put('/api/connects-admin/user/abc/reset-two-factor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'error.validation' });
  });
});

describe('wrong codes and the staff lock-out (decision 030)', () => {
  it('counts each wrong code with the password and locks the account at five', async () => {
    const { id } = await userRow('admin');
    await connectsAdmin.put(`/api/connects-admin/user/${id}/reset-two-factor`);
    const { secret } = await enrol('admin');
    const { client } = await passwordStep('admin');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/authentication/two-factor', { json: { code: '000000' } });
      answers.push([res.statusCode, res.json().numberOfLoginAttemptsLeft]);
    }
    expect(answers).toEqual([
      [401, 4],
      [401, 3],
      [401, 2],
      [401, 1],
      [401, 0],
    ]);
    expect(await userRow('admin')).toMatchObject({ userStatus: 'LOCKED' });
    const locked = await client.post('/api/authentication/two-factor', { json: { code: codeFor(secret, 1) } });
    // The lock ends the sign-in under way: even the right code is refused.
    expect(locked.statusCode).toBe(401);
    const again = await passwordStep('admin');
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json()).toMatchObject({ errorKey: 'error.login.locked' });
    const [event] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ auditEventType: 'LOCK_USER', data: { login: 'admin' } });
  });

  it('does not let the right password reset the count between wrong codes', async () => {
    await db
      .update(users)
      .set({ userStatus: 'ACTIVE', failedLoginAttempts: 0, lockedAt: null })
      .where(eq(users.login, 'admin'));
    let left = 5;
    const lefts = [];
    for (let round = 0; round < 6 && left > 0; round++) {
      const { client, res } = await passwordStep('admin');
      if (res.statusCode !== 202) break;
      left = (await client.post('/api/authentication/two-factor', { json: { code: '999999' } })).json()
        .numberOfLoginAttemptsLeft;
      lefts.push(left);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    expect(await userRow('admin')).toMatchObject({ userStatus: 'LOCKED' });
  });
});

const relaxed = await buildApp({ config: { ...config, REQUIRE_TOTP_FOR_ADMINS: false }, database, codec });
await relaxed.ready();
afterAll(() => relaxed.close());

describe('without REQUIRE_TOTP_FOR_ADMINS', () => {
  it('signs a connects admin who never enrolled in with the password alone', async () => {
    const { id } = await userRow('connects-admin');
    await db.update(users).set({ totpEnrolledAt: null, totpSecret: null }).where(eq(users.id, id));
    const client = await signIn(relaxed, 'connects-admin');
    expect((await client.get('/api/account')).json()).toMatchObject({ login: 'connects-admin' });
  });

  it('permission matrix: reset-two-factor and the second-step calls × every role', async () => {
    const { id } = await userRow('reviewer');
    let cases = 0;
    const logins = ['connects-admin', 'admin', 'client-admin', 'reviewer', 'delegate', 'program-admin', 'hotline'];
    await db
      .update(users)
      .set({ userStatus: 'ACTIVE', failedLoginAttempts: 0, totpEnrolledAt: null })
      .where(eq(users.login, 'admin'));
    for (const login of [null, ...logins, 'transcriber', 'importer', 'statistics']) {
      const client = login ? await signIn(relaxed, login) : new Client(relaxed);
      const reset = await client.put(`/api/connects-admin/user/${id}/reset-two-factor`);
      expect(reset.statusCode, `${login} reset`).toBe(login === null ? 401 : login === 'connects-admin' ? 200 : 403);
      // A complete session owes no second step: these calls are refused to it.
      const verify = await client.post('/api/authentication/two-factor', { json: { code: '123456' } });
      expect(verify.statusCode, `${login} verify`).toBe(login === null ? 401 : 403);
      const enrolment = await client.get('/api/account/two-factor/enrolment');
      expect(enrolment.statusCode, `${login} enrolment`).toBe(login === null ? 401 : 403);
      cases += 3;
    }
    console.log(`two-factor permission matrix: ${cases} cases checked`);
  });
});
