/**
 * Rules and alerts: the Save rules of spec 001 §5 on the server, the sensitive filter of §6,
 * and rules firing through their job into the feed and the mail (decision 058).
 */
import { AUTHORITIES as A, REPORT_METHOD, REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { notifications, reports } from '../../db/schema/index.ts';
import { jobContextWithMail } from '../../jobs/mail-capture.test-support.ts';
import { notificationRules } from '../../jobs/notification-rules.job.ts';
import { JOBS } from '../../jobs/registry.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import { createReport } from '../attachments/attachments.test-support.ts';
import { addUser, orgByName } from '../category-access/category-access.test-support.ts';

const { app, database, config, codec } = await buildTestApp();
const db = database.db;
const france = await orgByName(db, 'Northwind France');
const owner = await addUser(db, { login: 'rule-owner', org: france.id, authorities: [A.USER], categories: [13] });
const { ctx, capture } = await jobContextWithMail(config, database.db, codec);

const rule = (over: Record<string, unknown> = {}) => ({
  statusId: REPORT_STATUS.REVIEW,
  notificationRuleActionTypeId: 1,
  notificationRuleFilterTypeId: 1,
  duration: 2,
  ...over,
});

describe('saving rules', () => {
  it('adds, lists, changes and deletes the user own rules', async () => {
    const c = await signIn(app, 'reviewer');
    expect((await c.get('/api/notification_rules')).json()).toEqual([]);
    const saved = await c.post('/api/notification_rules', { json: [rule(), rule({ statusId: 3, duration: 5 })] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = saved.json();
    expect(first).toMatchObject({ statusId: 4, notificationRuleActionTypeId: 1, duration: 2 });
    const changed = await c.post('/api/notification_rules', { json: [{ ...second, duration: 9 }] });
    expect(changed.json().map((r: { duration: number }) => r.duration)).toEqual([2, 9]);
    expect((await c.request('DELETE', `/api/notification_rules/${first.id}`)).statusCode).toBe(204);
    expect((await c.get('/api/notification_rules')).json().map((r: { id: number }) => r.id)).toEqual([second.id]);
    // Another user's rule: not found, for changes and deletion alike.
    const other = await signIn(app, 'program-admin');
    expect((await other.request('DELETE', `/api/notification_rules/${second.id}`)).statusCode).toBe(404);
    expect((await other.post('/api/notification_rules', { json: [{ ...second, duration: 3 }] })).statusCode).toBe(404);
    expect((await c.get('/api/notification_rules')).json()[0].duration).toBe(9);
  });

  it.each([
    ['a duration of 0', [rule({ duration: 0 })]],
    ['an empty duration', [rule({ duration: null })]],
    ['a fractional duration', [rule({ duration: 1.5 })]],
    ['an unknown status', [rule({ statusId: 1 })]],
    ['an unknown action', [rule({ notificationRuleActionTypeId: 0 })]],
    ['an unknown filter', [rule({ notificationRuleFilterTypeId: 4 })]],
    ['two identical rules', [rule({ duration: 7 }), rule({ duration: 7 })]],
    ['not a list', { statusId: 4 }],
  ])('refuses %s with 400', async (_, body) => {
    const c = await signIn(app, 'client-admin');
    const res = await c.post('/api/notification_rules', { json: body });
    expect(res.statusCode, res.body).toBe(400);
    expect((await c.get('/api/notification_rules')).json()).toEqual([]);
  });

  it('refuses a rule identical to one already saved', async () => {
    const c = await signIn(app, 'delegate');
    await c.post('/api/notification_rules', { json: [rule({ duration: 11 })] });
    const res = await c.post('/api/notification_rules', { json: [rule({ duration: 11 })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('reviewer.rulesAndAlerts.saveError');
  });

  it('keeps the sensitive filter for program admins and forces ANY on others', async () => {
    const admin = await signIn(app, 'program-admin');
    const kept = await admin.post('/api/notification_rules', { json: [rule({ notificationRuleFilterTypeId: 2 })] });
    expect(kept.json()[0].notificationRuleFilterTypeId).toBe(2);
    const plain = await signIn(app, 'rule-owner');
    const forced = await plain.post('/api/notification_rules', {
      json: [rule({ notificationRuleFilterTypeId: 3, duration: 40 })],
    });
    expect(forced.json()[0].notificationRuleFilterTypeId).toBe(1);
    await plain.request('DELETE', `/api/notification_rules/${forced.json()[0].id}`);
  });
});

describe('rules firing', () => {
  const SECRET = 'The depot manager sells stock on the side';
  const alertsOf = (userId: number) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.actionType, 'RULE_ALERT')));

  it('is a recurring job the runner knows', () => {
    expect(JOBS.get('notification-rules')?.everyMs).toBeGreaterThan(0);
  });

  it('alerts once, in the feed and by mail, for a report left unviewed past the duration', async () => {
    const c = await signIn(app, 'rule-owner');
    expect((await c.post('/api/notification_rules', { json: [rule({ duration: 2 })] })).statusCode).toBe(200);
    const due = await createReport({ db, codec }, { createdDaysAgo: 3, reportInput: codec.encryptText(SECRET) });
    await createReport({ db, codec }, { createdDaysAgo: 1 }); // not yet due
    await createReport({ db, codec }, { createdDaysAgo: 3, statusId: REPORT_STATUS.REVIEW }); // viewed
    await createReport({ db, codec }, { createdDaysAgo: 3, categoryId: 101 }); // outside his categories
    await createReport({ db, codec }, { createdDaysAgo: 3, categoryId: SENSITIVE_CATEGORY_ID, sensitive: true });

    await notificationRules.run(ctx, {});
    const alerts = await alertsOf(owner.id);
    expect(alerts.map((a) => a.reportId)).toEqual([due.id]);
    expect(alerts[0]).toMatchObject({ authorType: 'SYSTEM', content: null, unread: true });
    expect(capture.received).toHaveLength(1);
    const mail = capture.received[0];
    expect(mail.to).toEqual(['rule-owner@example.test']);
    expect(mail.subject).toContain('Northwind France');
    expect(mail.text).toContain('2 days');
    expect(mail.raw).not.toContain(SECRET);
    expect(mail.raw).not.toContain(due.referenceId);

    const feed = (await c.get('/api/notification?page=0&size=20&sort=createTime,desc')).json();
    expect(feed.content).toEqual([
      expect.objectContaining({ actionType: 'RULE_ALERT', authorType: 'SYSTEM', referenceId: due.referenceId }),
    ]);

    await notificationRules.run(ctx, {});
    expect(await alertsOf(owner.id)).toHaveLength(1);
    expect(capture.received).toHaveLength(1);

    // Opened by a reviewer (status Review): nothing more, however long it waits.
    await db.update(reports).set({ statusId: REPORT_STATUS.REVIEW }).where(eq(reports.id, due.id));
    await notificationRules.run(ctx, {});
    expect(capture.received).toHaveLength(1);
    expect(await alertsOf(owner.id)).toHaveLength(1);
  });

  it('alerts for a report not responded to, until staff write to the reporter', async () => {
    const c = await signIn(app, 'rule-owner');
    const saved = await c.get('/api/notification_rules');
    for (const r of saved.json()) await c.request('DELETE', `/api/notification_rules/${r.id}`);
    await c.post('/api/notification_rules', { json: [rule({ notificationRuleActionTypeId: 2, duration: 4 })] });
    const before = (await alertsOf(owner.id)).length;
    const waiting = await createReport({ db, codec }, { createdDaysAgo: 5, statusId: REPORT_STATUS.REVIEW });
    const answered = await createReport({ db, codec }, { createdDaysAgo: 5, statusId: REPORT_STATUS.RESPONDED });
    await db.update(reports).set({ lastResponse: sql`now()` }).where(eq(reports.id, answered.id));
    await createReport({ db, codec }, { createdDaysAgo: 5, statusId: REPORT_STATUS.CLOSE });
    // A letter from the post box: nobody to write back to, so never left unanswered.
    const letter = await createReport({ db, codec }, { createdDaysAgo: 5, statusId: REPORT_STATUS.REVIEW });
    await db
      .update(reports)
      .set({ typeId: REPORT_METHOD.CLIENT_TRANSCRIBED, passwordHash: NO_PASSWORD })
      .where(eq(reports.id, letter.id));

    await notificationRules.run(ctx, {});
    const fresh = (await alertsOf(owner.id)).slice(before).map((a) => a.reportId);
    expect(fresh).toContain(waiting.id);
    expect(fresh).not.toContain(answered.id);
    expect(fresh).not.toContain(letter.id);
    expect(capture.received.every((m) => m.subject.includes('response'))).toBe(true);
    expect(capture.received.length).toBe(fresh.length);
  });

  it('several alerts in one check reach the reviewer as one email that counts them, each in his feed', async () => {
    const c = await signIn(app, 'rule-owner');
    for (const r of (await c.get('/api/notification_rules')).json()) {
      await c.request('DELETE', `/api/notification_rules/${r.id}`);
    }
    await c.post('/api/notification_rules', { json: [rule({ duration: 6 })] });
    const before = (await alertsOf(owner.id)).length;
    const waiting = [];
    for (let i = 0; i < 3; i++) {
      waiting.push(await createReport({ db, codec }, { createdDaysAgo: 7, reportInput: codec.encryptText(SECRET) }));
    }
    await notificationRules.run(ctx, {});
    const fresh = (await alertsOf(owner.id)).slice(before).map((a) => a.reportId);
    expect(fresh.sort()).toEqual(waiting.map((r) => r.id).sort());
    expect(capture.received).toHaveLength(1);
    const [mail] = capture.received;
    expect(mail.to).toEqual(['rule-owner@example.test']);
    expect(mail.subject).toBe('Alert: reports matching your alert rules: 3');
    expect(mail.text).toContain('Reports that matched your alert rules in this check: 3.');
    expect(mail.raw).not.toContain(SECRET);
    for (const r of waiting) expect(mail.raw).not.toContain(r.referenceId);
  });
});
