import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD, signIn } from '../../../test/build-test-app.ts';
import { auditEvents, jobs, passwordResetTokens } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { startMailCapture } from '../../jobs/mail-capture.test-support.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { createCodec } from '../../lib/crypto.ts';
import { emailTexts } from '../../lib/email-texts.ts';
import { createMailer } from '../../lib/mail.ts';
import { sha256 } from '../../lib/tokens.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { userOf } from './admin.test-support.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const capture = await startMailCapture();
const ctx: JobContext = {
  config: { ...config, SMTP_URL: capture.url, PUBLIC_URL: 'https://ethics.northwind.example' },
  db,
  codec: createCodec(randomBytes(32)),
  mailer: await createMailer({ ...config, SMTP_URL: capture.url }),
};
afterAll(async () => {
  await ctx.mailer.close();
  await capture.close();
});
beforeEach(() => {
  capture.received.length = 0;
});

/** The jobs as they run with staff signing in at an identity provider. */
const ssoCtx: JobContext = { ...ctx, config: { ...ctx.config, OIDC_ISSUER: 'https://idp.northwind.example' } };

const NEW_PASSWORD = 'Lantern-river-42';
const admin = await signIn(app, 'client-admin');
const reset = async (login: string) =>
  admin.put(`/api/connects-admin/user/${(await userOf(db, login)).id}/reset-password`);
const keyOf = (text: string) => /\/account\/reset\/finish\?key=([\w-]+)/.exec(text)?.[1];
const finish = (key: string, newPassword = NEW_PASSWORD) =>
  new Client(app).post('/api/account/reset-password/finish', { json: { key, newPassword } });
/** What the link's page asks before a password is chosen: 204 while the link works, else 400. */
const check = async (key: string) => {
  const res = await new Client(app).get(`/api/account/reset-password/check?key=${encodeURIComponent(key)}`);
  return res.statusCode === 204 ? 'works' : `${res.statusCode} ${res.json().message}`;
};

describe('PUT api/connects-admin/user/{id}/reset-password', () => {
  it('emails the user a one-time link over SMTP, in his language; only its hash is stored', async () => {
    const res = await reset('reviewer');
    expect(res.json()).toMatchObject({ successful: true, errorKeys: [], updatedUser: { login: 'reviewer' } });
    expect(res.headers['x-candor-alert']).toBe('connectsAdmin.actions.resetPassword.success');
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'RESET_PASSWORD'));
    expect(event).toMatchObject({ actorId: 'client-admin', data: { login: 'reviewer' } });
    expect(capture.received).toHaveLength(0);
    expect(await runDueJobs(ctx)).toBe(1);
    expect(capture.received).toHaveLength(1);
    const [mail] = capture.received;
    expect(mail.to).toEqual(['reviewer@northwind.example']);
    expect(mail.subject).toBe('Set a new password');
    expect(mail.text).toContain('https://ethics.northwind.example/account/reset/finish?key=');
    expect(mail.text).toContain('24 hours');
    const key = keyOf(mail.text)!;
    const [stored] = await db.select().from(passwordResetTokens);
    expect(stored.keyHash).toBe(sha256(key));
    const jobRows = await db.select().from(jobs).where(eq(jobs.name, 'send-password-reset'));
    expect(JSON.stringify(jobRows)).not.toContain(key);
    // The old password still works until the new one is set.
    await signIn(app, 'reviewer');
  });

  it('sets the new password once: sessions end, failures are forgotten, the change is audited', async () => {
    const before = await signIn(app, 'delegate');
    await reset('delegate');
    await runDueJobs(ctx);
    const key = keyOf(capture.received[0].text)!;
    // Asking does not use the link up.
    expect(await check(key)).toBe('works');
    expect(await check(key)).toBe('works');
    const weak = await finish(key, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors[0]).toMatchObject({ field: 'body.newPassword', message: 'Size' });
    expect((await finish(key)).statusCode).toBe(204);
    expect((await before.get('/api/account')).statusCode).toBe(401);
    await signIn(app, 'delegate', NEW_PASSWORD);
    await expect(signIn(app, 'delegate', DEMO_PASSWORD)).rejects.toThrow(/401/);
    const again = await finish(key, 'Another-long-one-7');
    expect([again.statusCode, again.json().message]).toEqual([400, 'error.resetKeyInvalid']);
    expect(await check(key)).toBe('400 error.resetKeyInvalid');
    const changed = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'CHANGE_PASSWORD'));
    expect(changed.map((e) => e.actorId)).toEqual(['delegate']);
  });

  it('keeps one link per user: a newer one replaces the older, and a link runs out', async () => {
    await reset('program-admin');
    await runDueJobs(ctx);
    await reset('program-admin');
    await runDueJobs(ctx);
    const [older, newer] = capture.received.map((m) => keyOf(m.text)!);
    expect(await check(older)).toBe('400 error.resetKeyInvalid');
    expect(await check(newer)).toBe('works');
    expect((await finish(older)).statusCode).toBe(400);
    await db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    expect(await check(newer)).toBe('400 error.resetKeyInvalid');
    expect((await finish(newer)).statusCode).toBe(400);
    expect(await check('not-a-key')).toBe('400 error.resetKeyInvalid');
    expect((await finish('not-a-key')).statusCode).toBe(400);
    expect(await check('')).toBe('400 error.validation');
    expect(await check('k'.repeat(101))).toBe('400 error.validation');
  });

  it('sends nothing to a user deactivated before the mail goes out', async () => {
    await reset('transcriber');
    await admin.put(`/api/connects-admin/user/${(await userOf(db, 'transcriber')).id}/deactivate`);
    await runDueJobs(ctx);
    expect(capture.received).toHaveLength(0);
  });
});

describe('A new user is invited to choose his password (decision 074)', () => {
  const formOf = async (login: string, email = `${login}@northwind.example`) => ({
    login,
    email,
    firstName: 'Nora',
    lastName: 'New',
    langKey: 'de',
    userType: 'MASTER_REVIEWER',
    primaryOrganizationId: (await userOf(db, 'client-admin')).primaryOrganizationId,
  });
  const create = async (login: string) => {
    const res = await admin.post('/api/connects-admin/user', { json: await formOf(login) });
    expect(res.statusCode).toBe(201);
  };

  it('emails him, in his language, a one-time link with which he sets his first password and signs in', async () => {
    await create('nora.new');
    expect(capture.received).toHaveLength(0);
    expect(await runDueJobs(ctx)).toBe(1);
    const [mail] = capture.received;
    expect(mail.to).toEqual(['nora.new@northwind.example']);
    expect(mail.subject).toBe(emailTexts('de').staffInvitation.subject);
    expect(mail.subject).not.toBe(emailTexts('en').staffInvitation.subject);
    expect(mail.text).toContain('nora.new');
    // What the account is for, as the user form words it, so that he can tell it from a lure.
    expect(mail.text).toContain('\n\nOrganisation: Northwind Group\nBenutzertyp: Hauptprüfer\n\n');
    const key = keyOf(mail.text)!;
    expect((await finish(key)).statusCode).toBe(204);
    await signIn(app, 'nora.new', NEW_PASSWORD);
  });

  it("names the organization in the user's language, and a program administrator's added role; a reset names neither", async () => {
    const form = { ...(await formOf('pia.program')), programAdmin: true };
    const created = await admin.post('/api/connects-admin/user', {
      json: { ...form, primaryOrganizationId: await orgId(db, 'Northwind Europe') },
    });
    expect(created.statusCode, created.body).toBe(201);
    await runDueJobs(ctx);
    expect(capture.received[0].text).toContain(
      '\n\nOrganisation: Northwind Europa\nBenutzertyp: Hauptprüfer, Programmadministrator\n\n',
    );
    await reset('pia.program');
    await runDueJobs(ctx);
    expect(capture.received[1].subject).toBe(emailTexts('de').staffPasswordReset.subject);
    expect(capture.received[1].text).not.toMatch(/Organisation|Benutzertyp/);
  });

  it('keeps the invitation working after a reset; setting a password with either link ends the other', async () => {
    await create('ivo.twice');
    await reset('ivo.twice');
    await runDueJobs(ctx);
    const keyWith = (subject: string) => keyOf(capture.received.find((m) => m.subject === subject)?.text ?? '')!;
    expect(capture.received.map((m) => m.subject).sort()).toEqual(
      [emailTexts('de').staffInvitation.subject, emailTexts('de').staffPasswordReset.subject].sort(),
    );
    const invitation = keyWith(emailTexts('de').staffInvitation.subject);
    const reset1 = keyWith(emailTexts('de').staffPasswordReset.subject);
    await reset('ivo.twice');
    await runDueJobs(ctx);
    const reset2 = keyOf(capture.received[2].text)!;
    expect((await finish(reset1)).statusCode).toBe(400);
    expect((await finish(invitation)).statusCode).toBe(204);
    const later = await finish(reset2, 'Another-long-one-7');
    expect([later.statusCode, later.json().message]).toEqual([400, 'error.resetKeyInvalid']);
    await signIn(app, 'ivo.twice', NEW_PASSWORD);
  });

  it('ends every link of the user when his address changes or he is deactivated', async () => {
    await create('eva.moved');
    await runDueJobs(ctx);
    const invitation = keyOf(capture.received[0].text)!;
    const { id } = await userOf(db, 'eva.moved');
    const moved = await admin.put(`/api/connects-admin/user/${id}`, {
      json: await formOf('eva.moved', 'eva@elsewhere.example'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await finish(invitation)).statusCode).toBe(400);

    await reset('eva.moved');
    await runDueJobs(ctx);
    const resetKey = keyOf(capture.received[1].text)!;
    expect((await admin.put(`/api/connects-admin/user/${id}/deactivate`)).statusCode).toBe(200);
    expect((await admin.put(`/api/connects-admin/user/${id}/activate`)).statusCode).toBe(200);
    expect((await finish(resetKey)).statusCode).toBe(400);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toHaveLength(0);
  });

  it('sends nothing when the invitation goes out after the user has chosen his password', async () => {
    await create('lea.late');
    const { id } = await userOf(db, 'lea.late');
    // The invitation's first attempt failed and waits for its retry.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 3600_000) })
      .where(eq(jobs.name, 'send-password-reset'));
    await reset('lea.late');
    await runDueJobs(ctx);
    expect((await finish(keyOf(capture.received[0].text)!)).statusCode).toBe(204);
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.name, 'send-password-reset'));
    await runDueJobs(ctx);
    expect(capture.received).toHaveLength(1);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toHaveLength(0);
  });

  it('links to the identity provider instead when it signs staff in: no password, no key', async () => {
    const tokens = (await db.select().from(passwordResetTokens)).length;
    await create('otto.sso');
    await runDueJobs(ssoCtx);
    const [mail] = capture.received;
    expect(mail.subject).toBe(emailTexts('de').staffInvitationSso.subject);
    expect(mail.text).toContain('https://ethics.northwind.example/oauth2/authorization/sso');
    expect(mail.text).toContain('Organisation: Northwind Group\nBenutzertyp: Hauptprüfer');
    expect(mail.text).not.toContain('/account/reset/finish');
    expect(await db.select().from(passwordResetTokens)).toHaveLength(tokens);
  });

  it('sends no reset link asked for before the identity provider was configured (decision 075)', async () => {
    const tokens = (await db.select().from(passwordResetTokens)).length;
    await reset('reviewer');
    expect(await runDueJobs(ssoCtx)).toBe(1);
    expect(capture.received).toHaveLength(0);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(tokens);
  });
});
