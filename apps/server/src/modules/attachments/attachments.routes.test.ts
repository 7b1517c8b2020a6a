import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPORT_STATUS } from '@candor/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import {
  attachments,
  jobs,
  reportComments,
  reportStatusChanges,
  reports,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { reporterClient } from '../../plugins/sessions.test-support.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';
import { orgId, submit, template, validSubmission } from '../reporting/reporting.fixtures.ts';
import { addAttachmentRows, createReport, pdfBytes, postFile, text } from './attachments.test-support.ts';

const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'candor-attachments-'));
const { app, database, codec } = await buildTestApp({ env: { ATTACHMENTS_DIR: storageRoot } });
const db = database.db;
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

const newReportUrl = (ref: string, query = '') => `/reporterapi/report/${ref}/attachment-new-report${query}`;
const existingReportUrl = (ref: string, query = '') => `/reporterapi/report/${ref}/attachment-existing-report${query}`;
const downloadUrl = (ref: string, id: number, query = '') => `/reporterapi/report/${ref}/attachment/${id}${query}`;

/** A PNG's signature, header chunk and a data chunk of random bytes: binary content that must come back bit for bit. */
function pngBytes() {
  const data = randomBytes(200_000);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000001000000010008020000004c5c6de7', 'hex'),
    length,
    Buffer.from('IDAT'),
    data,
    randomBytes(4),
  ]);
}

const notifyJobs = async (reportId: number) =>
  db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, 'notify-reviewers'), sql`${jobs.payload}->>'reportId' = ${String(reportId)}`));

describe('attachment round trip', () => {
  it('stores a file uploaded right after submission encrypted and gives it back byte-identical after sign-in', async () => {
    const browser = new Client(app);
    const t = await template(browser, await orgId(db, 'Northwind Canada'));
    const submission = validSubmission(t);
    const submitted = await submit(browser, submission);
    expect(submitted.statusCode).toBe(201);
    const { referenceId } = submitted.json();
    const content = pngBytes();

    const uploaded = await postFile(
      browser,
      newReportUrl(referenceId),
      { name: 'Preuve n°1 — entrepôt.png', content, type: 'image/png' },
      { headers: { 'x-report-password': submission.password }, fields: { notifyOfAttachment: 'true' } },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const summary = uploaded.json();
    expect(summary).toMatchObject({
      name: 'Preuve n°1 — entrepôt.png',
      commentId: null,
      attachmentSource: 'ORIGINAL_REPORT',
    });
    expect(new Date(summary.createDate).toISOString()).toBe(summary.createDate);

    const [row] = await db.select().from(attachments).where(eq(attachments.id, summary.id));
    expect(row).toMatchObject({ fileType: 'image/png', fileSize: content.length, hidden: false });
    const stored = await readFile(path.join(storageRoot, row.storageKey));
    expect(stored.length).toBe(content.length + 12 + 16);
    expect(stored.includes(content.subarray(16, 80))).toBe(false);
    expect(stored.includes(content.subarray(content.length - 64))).toBe(false);

    const reporter = new Client(app);
    const login = await reporter.post('/reporterapi/authentication', {
      form: { username: referenceId, password: submission.password },
    });
    expect(login.statusCode).toBe(200);
    const download = await reporter.get(downloadUrl(referenceId, summary.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(content.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="Preuve n_1 _ entrep_t.png"; filename*=UTF-8''${encodeURIComponent('Preuve n°1 — entrepôt.png')}`,
    });
  });

  it('keeps an empty file and a text file intact too', async () => {
    const report = await createReport({ db, codec });
    const reporter = await reporterClient(app, db, report);
    for (const content of [Buffer.alloc(0), text('Meeting at 10:00 — the ledger was moved.\n')]) {
      const res = await postFile(reporter, existingReportUrl(report.referenceId), {
        name: `note-${content.length}.txt`,
        content,
      });
      expect(res.statusCode).toBe(201);
      const download = await reporter.get(downloadUrl(report.referenceId, res.json().id));
      expect(download.rawPayload.equals(content)).toBe(true);
      expect(download.headers['content-type']).toBe('text/plain');
    }
  });
});

describe('upload right after submission (attachment-new-report)', () => {
  const upload = (ref: string, password?: string) =>
    postFile(
      new Client(app),
      newReportUrl(ref),
      { name: 'scan.pdf', content: pdfBytes() },
      {
        headers: password === undefined ? {} : { 'x-report-password': password },
      },
    );

  it('needs the report password: 401 without it, with a wrong one, or for an unknown report', async () => {
    const report = await createReport({ db, codec });
    expect((await upload(report.referenceId)).statusCode).toBe(401);
    expect((await upload(report.referenceId, 'not the password')).json()).toEqual({
      message: 'error.unauthorized',
      status: 401,
    });
    expect((await upload('NoSuchReport', report.password)).statusCode).toBe(401);
    expect((await upload(report.referenceId, report.password)).statusCode).toBe(201);
  });

  it('takes the files of the browser that filed the report without the password, and of no other', async () => {
    const browser = new Client(app);
    const t = await template(browser, await orgId(db, 'Northwind Canada'));
    const filed = await submit(browser, validSubmission(t));
    expect(filed.statusCode, filed.body).toBe(201);
    const { referenceId } = filed.json();
    // The grant names no report, not even in its path, and lasts the hour the upload stays open.
    const grant = [filed.headers['set-cookie']].flat().find((c) => c?.startsWith('candor-new-report='));
    expect(grant).toMatch(
      /^candor-new-report=[\w-]+; Max-Age=3600; Path=\/reporterapi\/report\/; HttpOnly; SameSite=Strict$/,
    );
    expect(grant).not.toContain(referenceId);
    const file = { name: 'scan.pdf', content: pdfBytes() };
    expect((await postFile(browser, newReportUrl(referenceId), file)).statusCode).toBe(201);
    expect((await postFile(new Client(app), newReportUrl(referenceId), file)).statusCode).toBe(401);
    const another = (await submit(new Client(app), validSubmission(t))).json().referenceId;
    expect((await postFile(browser, newReportUrl(another), file)).statusCode).toBe(401);
  });

  it('forgets the grant when a reporter signs out or in, though a browser sends it only to uploads', async () => {
    // The clearing names the grant's path, whether the request carried the cookie or not.
    const cleared = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie']]
        .flat()
        .some((c) => /^candor-new-report=;.*Path=\/reporterapi\/report\/;/.test(String(c)));
    expect(cleared(await new Client(app).post('/reporterapi/logout'))).toBe(true);
    for (const leave of ['signs out', 'signs in'] as const) {
      const browser = new Client(app);
      const t = await template(browser, await orgId(db, 'Northwind Canada'));
      const filed = await submit(browser, validSubmission(t));
      const { referenceId } = filed.json();
      const res =
        leave === 'signs out'
          ? await browser.post('/reporterapi/logout')
          : await browser.post('/reporterapi/authentication', {
              json: { username: referenceId, password: validSubmission(t).password },
            });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(cleared(res), leave).toBe(true);
      const file = { name: 'scan.pdf', content: pdfBytes() };
      expect((await postFile(browser, newReportUrl(referenceId), file)).statusCode).toBe(401);
    }
  });

  it('counts wrong passwords toward the reporter lock-out', async () => {
    const report = await createReport({ db, codec });
    for (let i = 0; i < 5; i++) expect((await upload(report.referenceId, 'wrong password')).statusCode).toBe(401);
    const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(row.failedLoginAttempts).toBe(5);
    expect(row.lockedUntil).not.toBeNull();
    expect((await upload(report.referenceId, report.password)).statusCode).toBe(401);
  });

  it('is open only to a new report, in its first hour, before the reporter signed in', async () => {
    const fresh = await createReport({ db, codec }, { createdMinutesAgo: 59 });
    expect((await upload(fresh.referenceId, fresh.password)).statusCode).toBe(201);
    const old = await createReport({ db, codec }, { createdMinutesAgo: 61 });
    expect((await upload(old.referenceId, old.password)).statusCode).toBe(403);
    const signedIn = await createReport({ db, codec }, { lastLoginDaysAgo: 0 });
    expect((await upload(signedIn.referenceId, signedIn.password)).statusCode).toBe(403);
    const inReview = await createReport({ db, codec }, { statusId: REPORT_STATUS.REVIEW });
    expect((await upload(inReview.referenceId, inReview.password)).statusCode).toBe(403);
  });

  it('leaves the announcement of the report to the submission: no extra email job', async () => {
    const report = await createReport({ db, codec });
    const res = await postFile(
      new Client(app),
      newReportUrl(report.referenceId, '?notifyOfAttachment=true'),
      { name: 'a.pdf', content: pdfBytes() },
      {
        headers: { 'x-report-password': report.password },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await notifyJobs(report.id)).toEqual([]);
    expect(
      (
        await postFile(
          new Client(app),
          newReportUrl(report.referenceId, '?notifyOfAttachment=perhaps'),
          { name: 'b.pdf', content: pdfBytes() },
          {
            headers: { 'x-report-password': report.password },
          },
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('upload to an existing report (attachment-existing-report)', () => {
  it('marks the report Updated by the reporter and tells the reviewers when asked to', async () => {
    const report = await createReport({ db, codec }, { statusId: REPORT_STATUS.RESPONDED });
    const reporter = await reporterClient(app, db, report);
    const quiet = await postFile(reporter, existingReportUrl(report.referenceId), {
      name: 'one.txt',
      content: text('1'),
    });
    expect(quiet.statusCode).toBe(201);
    expect(quiet.json().attachmentSource).toBe('REPORTER_ADDED');
    expect(await notifyJobs(report.id)).toEqual([]);
    const [status] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(status.statusId).toBe(REPORT_STATUS.UPDATED);
    const changes = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, report.id));
    expect(changes).toEqual([
      expect.objectContaining({
        fromStatus: REPORT_STATUS.RESPONDED,
        toStatus: REPORT_STATUS.UPDATED,
        actor: 'reporter',
      }),
    ]);

    await postFile(reporter, existingReportUrl(report.referenceId, '?notifyOfAttachment=true'), {
      name: 'two.txt',
      content: text('2'),
    });
    await postFile(
      reporter,
      existingReportUrl(report.referenceId),
      { name: 'three.txt', content: text('3') },
      {
        fields: { notifyOfAttachment: 'true' },
      },
    );
    expect(await notifyJobs(report.id)).toEqual([
      { payload: { reportId: report.id, event: 'reporter-update', author: 'REPORTER' } },
      { payload: { reportId: report.id, event: 'reporter-update', author: 'REPORTER' } },
    ]);
  });

  it('links the file to a comment of the reporter on the same report only', async () => {
    const report = await createReport({ db, codec });
    const other = await createReport({ db, codec });
    const [mine] = await db
      .insert(reportComments)
      .values({ reportId: report.id, commentText: 'v1:x', reporterComment: true })
      .returning();
    const [theirs] = await db
      .insert(reportComments)
      .values({ reportId: other.id, commentText: 'v1:x', reporterComment: true })
      .returning();
    const reporter = await reporterClient(app, db, report);
    // The first file of a message is flagged (spec 001 §4); its comment told the reviewers already.
    const linked = await postFile(
      reporter,
      existingReportUrl(report.referenceId, `?commentId=${mine.id}&notifyOfAttachment=true`),
      { name: 'c.txt', content: text('c') },
    );
    expect(linked.json().commentId).toBe(mine.id);
    expect(await notifyJobs(report.id)).toEqual([]);
    const foreign = await postFile(reporter, existingReportUrl(report.referenceId, `?commentId=${theirs.id}`), {
      name: 'd.txt',
      content: text('d'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('error.validation');
  });

  it('refuses a closed report (error.reportClosed) and a hidden file from a reporter', async () => {
    const closed = await createReport({ db, codec }, { statusId: REPORT_STATUS.CLOSE });
    const reporter = await reporterClient(app, db, closed);
    const res = await postFile(reporter, existingReportUrl(closed.referenceId), {
      name: 'late.txt',
      content: text('late'),
    });
    expect(res.json()).toEqual({ message: 'error.reportClosed', status: 400 });
    const open = await createReport({ db, codec });
    const other = await reporterClient(app, db, open);
    const hidden = await postFile(other, existingReportUrl(open.referenceId, '?isHidden=true'), {
      name: 'h.txt',
      content: text('h'),
    });
    expect(hidden.statusCode).toBe(400);
  });
});

describe("access to a report's files", () => {
  it('binds the reporter to the own report: 403 for another report, 404 for its files through the own one', async () => {
    const mine = await createReport({ db, codec });
    const theirs = await createReport({ db, codec });
    const me = await reporterClient(app, db, mine);
    const them = await reporterClient(app, db, theirs);
    const theirFile = (
      await postFile(them, existingReportUrl(theirs.referenceId), { name: 'private.txt', content: text('theirs') })
    ).json();

    expect((await me.get(downloadUrl(theirs.referenceId, theirFile.id))).statusCode).toBe(403);
    expect((await me.get(downloadUrl(mine.referenceId, theirFile.id))).statusCode).toBe(404);
    const upload = await postFile(me, existingReportUrl(theirs.referenceId), { name: 'x.txt', content: text('x') });
    expect(upload.statusCode).toBe(403);
    expect((await them.get(downloadUrl(theirs.referenceId, theirFile.id))).statusCode).toBe(200);
  });

  it('hides reviewer-only and deleted files: 404', async () => {
    const report = await createReport({ db, codec });
    const reporter = await reporterClient(app, db, report);
    const [hidden] = await addAttachmentRows({ db, codec }, report.id, ['reviewer-note.txt'], { hidden: true });
    const [deleted] = await addAttachmentRows({ db, codec }, report.id, ['gone.txt'], { deleted: true });
    const visible = (
      await postFile(reporter, existingReportUrl(report.referenceId), { name: 'v.txt', content: text('v') })
    ).json();
    expect((await reporter.get(downloadUrl(report.referenceId, hidden.id))).statusCode).toBe(404);
    expect((await reporter.get(downloadUrl(report.referenceId, deleted.id))).statusCode).toBe(404);
    expect((await reporter.get(downloadUrl(report.referenceId, visible.id, '?isHidden=true'))).statusCode).toBe(404);
    expect((await reporter.get(downloadUrl(report.referenceId, visible.id, '?isHidden=false'))).statusCode).toBe(200);
  });

  it("refuses no session (401), staff sessions (403) and a hotline agent's report session for downloads (403)", async () => {
    const report = await createReport({ db, codec });
    const reporter = await reporterClient(app, db, report);
    const file = (
      await postFile(reporter, existingReportUrl(report.referenceId), { name: 'f.txt', content: text('f') })
    ).json();
    expect((await new Client(app).get(downloadUrl(report.referenceId, file.id))).statusCode).toBe(401);
    const reviewer = await signIn(app, 'reviewer');
    expect((await reviewer.get(downloadUrl(report.referenceId, file.id))).statusCode).toBe(403);
    expect(
      (await postFile(reviewer, existingReportUrl(report.referenceId), { name: 'r.txt', content: text('r') }))
        .statusCode,
    ).toBe(403);

    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'hotline'));
    const token = randomToken();
    await db.insert(sessions).values({
      idHash: sha256(token),
      kind: 'reporter',
      userId: agent.id,
      reportId: report.id,
      timeoutSeconds: 3600,
      expiresAt: sql`now() + interval '1 hour'`,
    });
    const hotline = new Client(app);
    hotline.cookies.set(SESSION_COOKIE, token);
    expect((await hotline.get(downloadUrl(report.referenceId, file.id))).statusCode).toBe(403);
  });

  it('answers 400 for an attachment id that is not decimal digits', async () => {
    const report = await createReport({ db, codec });
    const reporter = await reporterClient(app, db, report);
    for (const id of ['abc', '0x4f', '1e3', '1.0', '%201']) {
      const res = await reporter.get(`/reporterapi/report/${report.referenceId}/attachment/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
  });
});
