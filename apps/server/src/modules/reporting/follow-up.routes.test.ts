import { randomBytes } from 'node:crypto';
import type { TReportTemplate } from '@candor/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import {
  attachments,
  jobs,
  reportComments,
  reportStatusChanges,
  reports,
  reportTemplates,
} from '../../db/schema/index.ts';
import { changeStatus } from './report-status.ts';
import { orgId, reportAndSignIn, STRONG_PASSWORD, template } from './reporting.fixtures.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
let group: TReportTemplate;

beforeAll(async () => {
  group = await template(new Client(app), await orgId(db, 'Northwind Group'));
});

const row = async (referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];
const close = async (referenceId: string) => changeStatus(db, (await row(referenceId)).id, 2, { actor: 'reviewer' });
const email = (length: number) => `${'a'.repeat(length - '@northwind.example'.length)}@northwind.example`;

describe('report detail', () => {
  it('shows the reporter’s report, visible comments and visible files', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group, {
      reportName: 'Stock sold on the side',
      categoryId: 101,
    });
    const report = await row(referenceId);
    const sealed = 'v1:not-for-reporters';
    const [, deletedNote] = await db
      .insert(reportComments)
      .values([
        { reportId: report.id, commentText: sealed, reporterComment: false, hidden: true },
        {
          reportId: report.id,
          commentText: sealed,
          reporterComment: false,
          deleted: true,
          deletedTime: new Date('2026-01-02T03:04:05Z'),
        },
      ])
      .returning({ id: reportComments.id });
    const file = { reportId: report.id, fileType: 'application/pdf', fileSize: 10, storageKey: 'k', wrappedKey: 'w' };
    await db.insert(attachments).values([
      { ...file, fileName: codec.encryptText('receipt.pdf'), source: 'ORIGINAL_REPORT' },
      { ...file, fileName: codec.encryptText('internal.pdf'), source: 'REVIEWER_ADDED', hidden: true },
      { ...file, fileName: codec.encryptText('removed.pdf'), source: 'REPORTER_ADDED', deleted: true },
    ]);

    const res = await reporter.get(`/reporterapi/report/${referenceId}?langKey=fr`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      referenceId,
      sequentialId: report.sequentialId,
      orgName: 'Northwind Group',
      orgId: group.orgId,
      statusId: 1,
      actionTime: null,
      reviewedTime: null,
      closedTime: null,
      reportInputTranslation: null,
      notificationEmail: null,
      typeId: 1,
      reportName: 'Stock sold on the side',
      categoryName: 'Fraude',
      reporterLockedOut: false,
      reporterCommunicationEnabled: true,
      isTranslatingEnabled: false,
    });
    expect(detail.reportQuestions).toContainEqual({
      description: 'What is your relationship to Northwind?',
      value: 'Employee',
    });
    expect(detail.reportAttachmentSummaries).toMatchObject([
      { name: 'receipt.pdf', commentId: null, attachmentSource: 'ORIGINAL_REPORT' },
    ]);
    expect(detail.reportComments).toEqual([
      {
        commentId: deletedNote.id,
        commentText: '',
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updateTime: '2026-01-02T03:04:05.000Z',
        deleted: true,
        reporterComment: false,
        fromHotline: false,
      },
    ]);
  });

  it('answers 400 for an unknown language', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    expect((await reporter.get(`/reporterapi/report/${referenceId}?langKey=xx`)).statusCode).toBe(400);
  });
});

describe('reporter comment', () => {
  it('is sanitized, sealed, sets the report to Updated and tells the reviewers', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const res = await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: {
        commentText: '<b>More:</b> <script>alert(1)</script><span onclick="x()">the keys</span>',
        // Questions are the reviewers': a reporter's message asking to be one is stored as a message.
        isQuestion: true,
        hidden: false,
        taggedReviewers: [],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-candor-alert']).toBe('reporter.manageReport.success');
    const { commentId } = res.json();
    const [stored] = await db.select().from(reportComments).where(eq(reportComments.id, commentId));
    expect(stored.commentText.startsWith('v1:')).toBe(true);
    expect(stored.commentText).not.toContain('keys');
    expect(stored).toMatchObject({ reporterComment: true, fromHotline: false, hidden: false, isQuestion: false });

    const detail = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json();
    expect(detail.statusId).toBe(3);
    expect(detail.actionTime).not.toBeNull();
    expect(detail.reportComments[0]).toMatchObject({
      commentId,
      commentText: '<b>More:</b> the keys',
      deleted: false,
      reporterComment: true,
    });

    const report = await row(referenceId);
    const changes = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, report.id));
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.actor])).toEqual([
      [null, 1, 'reporter'],
      [1, 3, 'reporter'],
    ]);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'notify-reviewers'), sql`${jobs.payload}->>'reportId' = ${String(report.id)}`));
    expect(queued.map((j) => j.payload)).toEqual([
      { reportId: report.id, event: 'new-report', author: 'REPORTER' },
      { reportId: report.id, event: 'reporter-update', author: 'REPORTER' },
    ]);
  });

  it('logs the move to Updated once while the report stays Updated', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const comment = { isQuestion: false, hidden: false, taggedReviewers: [] };
    for (const commentText of ['first', 'second']) {
      expect(
        (await reporter.post(`/reporterapi/report/${referenceId}/comment`, { json: { ...comment, commentText } }))
          .statusCode,
      ).toBe(201);
    }
    const report = await row(referenceId);
    const changes = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, report.id));
    expect(changes.map((c) => c.toStatus)).toEqual([1, 3]);
    expect(report.statusId).toBe(3);
  });

  it('must say something, in at most 10 000 characters', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const post = (commentText: string) =>
      reporter.post(`/reporterapi/report/${referenceId}/comment`, { json: { commentText } });
    for (const text of ['', '   ', '<script>alert(1)</script>', 'x'.repeat(10_001)]) {
      const res = await post(text);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
    expect((await post('x'.repeat(10_000))).statusCode).toBe(201);
  });

  it('cannot be hidden or tag reviewers', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    expect(
      (await reporter.post(`/reporterapi/report/${referenceId}/comment`, { json: { commentText: 'x', hidden: true } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
          json: { commentText: 'x', taggedReviewers: [1] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is refused once the report is closed', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    await close(referenceId);
    const res = await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: { commentText: 'Anything new?' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error.reportClosed', status: 400 });
    const detail = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json();
    expect(detail).toMatchObject({ statusId: 2, reporterCommunicationEnabled: false, reportComments: [] });
    expect(detail.closedTime).not.toBeNull();
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const change = (currentPassword: string, newPassword: string) =>
      reporter.post('/reporterapi/users/password', { form: { currentPassword, newPassword } });
    const wrong = await change('Not my password 9', 'Fresh start 2026!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'reporter.passwordChange.error',
      status: 400,
      numberOfLoginAttemptsLeft: 4,
    });
    for (const weak of ['Short1!', 'password1', 'My candor pass 1']) {
      expect((await change(STRONG_PASSWORD, weak)).json()).toEqual({ message: 'passwordFailsComplexity', status: 400 });
    }
    const ok = await reporter.post('/reporterapi/users/password', {
      json: { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh start 2026!' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-candor-alert']).toBe('reporter.passwordChange.success');
    const form = (password: string) => ({ form: { username: referenceId, password } });
    expect((await new Client(app).post('/reporterapi/authentication', form(STRONG_PASSWORD))).statusCode).toBe(401);
    expect((await new Client(app).post('/reporterapi/authentication', form('Fresh start 2026!'))).statusCode).toBe(200);
  });
});

describe('notification email', () => {
  it('is set, refused over 100 characters or malformed, and cleared when empty', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const put = (text: string) => reporter.put(`/reporterapi/report/${referenceId}/email-notification`, { text });
    const set = await put(email(100));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ notificationEmail: email(100) });
    expect(set.headers['x-candor-alert']).toBe('feedback.notificationEmail.updateSuccess');
    expect(codec.decryptText((await row(referenceId)).notificationEmail ?? '')).toBe(email(100));
    for (const bad of [email(101), 'nobody']) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
    expect((await put('')).json()).toEqual({ notificationEmail: null });
    expect((await row(referenceId)).notificationEmail).toBeNull();
  });

  it('is refused when the template has notifications off, and on a closed report', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const put = (text: string) => reporter.put(`/reporterapi/report/${referenceId}/email-notification`, { text });
    await db
      .update(reportTemplates)
      .set({ reporterNotificationsEnabled: false })
      .where(eq(reportTemplates.id, (await row(referenceId)).templateId!));
    try {
      expect((await put('me@northwind.example')).json()).toEqual({
        message: 'error.notificationsDisabled',
        status: 400,
      });
      expect(
        (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json().reporterNotificationsEnabled,
      ).toBe(false);
    } finally {
      await db
        .update(reportTemplates)
        .set({ reporterNotificationsEnabled: true })
        .where(eq(reportTemplates.id, (await row(referenceId)).templateId!));
    }
    await close(referenceId);
    expect((await put('me@northwind.example')).json()).toEqual({ message: 'error.reportClosed', status: 400 });
  });

  it('is changed with the report’s password through users/notification-email', async () => {
    const { reporter, referenceId } = await reportAndSignIn(new Client(app), group);
    const put = (password: string, address: string) =>
      reporter.put(`/reporterapi/users/notification-email?login=${referenceId}&email=${encodeURIComponent(address)}`, {
        json: { password, email: address },
      });
    const wrong = await put(`Guess ${randomBytes(4).toString('hex')}`, 'me@northwind.example');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('feedback.notificationEmail.updateError');
    const ok = await put(STRONG_PASSWORD, 'me@northwind.example');
    expect(ok.json()).toEqual({ notificationEmail: 'me@northwind.example' });
    expect((await put(STRONG_PASSWORD, email(101))).statusCode).toBe(400);
    const mismatch = await reporter.put(
      `/reporterapi/users/notification-email?login=${referenceId}&email=a@northwind.example`,
      {
        json: { password: STRONG_PASSWORD, email: 'b@northwind.example' },
      },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(codec.decryptText((await row(referenceId)).notificationEmail ?? '')).toBe('me@northwind.example');
  });
});
