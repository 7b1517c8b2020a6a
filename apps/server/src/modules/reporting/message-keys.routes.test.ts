import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Client as AnonymousClient, buildTestApp, type Client, signIn } from '../../../test/build-test-app.ts';
import { attachments, jobs, reportComments, reportLogs } from '../../db/schema/index.ts';
import { pdfBytes, postFile } from '../attachments/attachments.test-support.ts';
import { fileReport as fileHotlineReport, SECURITY_ANSWER } from '../hotline/hotline.test-support.ts';
import { fileReport, reportRowOf } from '../reports/reviewer.test-support.ts';
import { orgId, submit, template, validSubmission } from './reporting.fixtures.ts';

const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'candor-message-keys-'));
const { app, database, codec } = await buildTestApp({ env: { ATTACHMENTS_DIR: storageRoot } });
const { db } = database;
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const reviewer = await signIn(app, 'reviewer');

const message = (commentText: string, more: object = {}) => ({
  json: { commentText, isQuestion: false, hidden: false, taggedReviewers: [], ...more },
});
const keyed = (key: string | undefined) => (key === undefined ? {} : { headers: { 'Idempotency-Key': key } });
const commentsOf = async (reportId: number) =>
  (await db.select({ n: count() }).from(reportComments).where(eq(reportComments.reportId, reportId)))[0].n;
const filesOf = async (reportId: number) =>
  (
    await db
      .select({ n: count() })
      .from(attachments)
      .where(and(eq(attachments.reportId, reportId), eq(attachments.deleted, false)))
  )[0].n;
const notificationsOf = async (reportId: number) =>
  (
    await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.name, 'notify-reviewers'), sql`${jobs.payload}->>'reportId' = ${String(reportId)}`))
  )[0].n;
const logsOf = async (reportId: number) =>
  (await db.select({ n: count() }).from(reportLogs).where(eq(reportLogs.reportId, reportId)))[0].n;
const storedFiles = async () =>
  (await readdir(storageRoot, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

async function openedReport() {
  const filed = await fileReport(app, db, { inputStatement: 'The scales in the loading bay are set light.' });
  const row = await reportRowOf(db, codec, filed.referenceId);
  return { ...filed, id: row.id };
}

const reporterComment = (reporter: Client, referenceId: string, text: string, key?: string) =>
  reporter.post(`/reporterapi/report/${referenceId}/comment`, { ...message(text), ...keyed(key) });
const reviewerComment = (client: Client, referenceId: string, text: string, key?: string, more: object = {}) =>
  client.post(`/api/report/${referenceId}/comment`, { ...message(text, more), ...keyed(key) });

describe('a message sent again after its answer was lost (decision 109)', () => {
  it('is one comment of the reporter for one key, answered with the first comment both times', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const key = randomUUID();
    const first = await reporterComment(reporter, referenceId, 'The invoices were changed in May.', key);
    const told = await notificationsOf(id);
    const logged = await logsOf(id);
    const again = await reporterComment(reporter, referenceId, 'The invoices were changed in May.', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await commentsOf(id)).toBe(1);
    // Nobody is told twice, and the report's log has one entry.
    expect(await notificationsOf(id)).toBe(told);
    expect(await logsOf(id)).toBe(logged);
  });

  it('is another comment with another text under the same key, and each time without a key', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const key = randomUUID();
    const a = await reporterComment(reporter, referenceId, 'First words.', key);
    const b = await reporterComment(reporter, referenceId, 'Other words.', key);
    expect(b.json().commentId).not.toBe(a.json().commentId);
    await reporterComment(reporter, referenceId, 'No key.');
    await reporterComment(reporter, referenceId, 'No key.');
    expect(await commentsOf(id)).toBe(4);
  });

  it('is one reviewer message per key, to the reporter and between reviewers; another reviewer’s same key is his own', async () => {
    const { referenceId, id } = await openedReport();
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    const key = randomUUID();
    const toReporter = await reviewerComment(reviewer, referenceId, 'When did it start?', key, { isQuestion: true });
    const again = await reviewerComment(reviewer, referenceId, 'When did it start?', key, { isQuestion: true });
    expect(toReporter.statusCode, toReporter.body).toBe(201);
    expect(again.json()).toEqual(toReporter.json());
    const noteKey = randomUUID();
    const note = await reviewerComment(reviewer, referenceId, 'Check the May invoices.', noteKey, { hidden: true });
    expect(
      (await reviewerComment(reviewer, referenceId, 'Check the May invoices.', noteKey, { hidden: true })).json(),
    ).toEqual(note.json());
    expect(await commentsOf(id)).toBe(2);
    const delegate = await signIn(app, 'client-admin');
    const other = await reviewerComment(delegate, referenceId, 'When did it start?', key, { isQuestion: true });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().commentId).not.toBe(toReporter.json().commentId);
    expect(await commentsOf(id)).toBe(3);
  });

  it('is one comment of a hotline agent for the caller per key', async () => {
    const group = await template(new AnonymousClient(app), await orgId(db, 'Northwind Group'));
    const { referenceId, id } = await fileHotlineReport(
      new AnonymousClient(app),
      group,
      { db, codec },
      SECURITY_ANSWER,
    );
    const agent = await signIn(app, 'hotline');
    await agent.post(`/api/hotline/report/${referenceId}/report-session`, { json: { password: SECURITY_ANSWER } });
    const key = randomUUID();
    const first = await reviewerComment(agent, referenceId, 'The caller adds the dates.', key);
    const again = await reviewerComment(agent, referenceId, 'The caller adds the dates.', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await commentsOf(id)).toBe(1);
  });

  it('answers the first comment although the report was closed since', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const key = randomUUID();
    const first = await reporterComment(reporter, referenceId, 'Before the close.', key);
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    const closed = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, {
      json: { daysUntilClose: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const again = await reporterComment(reporter, referenceId, 'Before the close.', key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await reporterComment(reporter, referenceId, 'After the close.', randomUUID())).statusCode).toBe(400);
    expect(await commentsOf(id)).toBe(1);
  });

  it('refuses a key that is too short, and writes nothing', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const res = await reporterComment(reporter, referenceId, 'A bad key.', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('headers.idempotency-key');
    expect((await reviewerComment(reviewer, referenceId, 'A bad key.', 'k'.repeat(256))).statusCode).toBe(400);
    expect(await commentsOf(id)).toBe(0);
  });
});

describe('a file sent again after its answer was lost (decision 109)', () => {
  const upload = (client: Client, url: string, name: string, key?: string) =>
    postFile(client, url, { name, content: pdfBytes(name) }, keyed(key));

  it('is one file of the reporter per key, answered with the first file, though sent again without its comment', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const commentId = (await reporterComment(reporter, referenceId, 'The ledger.', randomUUID())).json().commentId;
    const url = `/reporterapi/report/${referenceId}/attachment-existing-report`;
    const key = randomUUID();
    const stored = await storedFiles();
    const first = await upload(reporter, `${url}?commentId=${commentId}`, 'ledger.pdf', key);
    const again = await upload(reporter, url, 'ledger.pdf', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().commentId).toBe(commentId);
    expect(await filesOf(id)).toBe(1);
    expect(await storedFiles()).toBe(stored + 1);
    // Without the key, the same name is refused as a duplicate, as before.
    expect((await upload(reporter, url, 'ledger.pdf')).json().message).toBe('attachmentError.duplicateFile');
  });

  it('is one reviewer file per key, and one file for concurrent tries with the same key', async () => {
    const { referenceId, id } = await openedReport();
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    const url = `/api/report/${referenceId}/attachment-existing-report?isHidden=true`;
    const key = randomUUID();
    const stored = await storedFiles();
    const tries = await Promise.all([1, 2, 3].map(() => upload(reviewer, url, 'audit.pdf', key)));
    expect(tries.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(tries.map((r) => r.json().id)).size).toBe(1);
    expect(await filesOf(id)).toBe(1);
    expect(await storedFiles()).toBe(stored + 1);
    // Another reviewer's file under the same key and name is his own: refused as a duplicate, not answered with the first.
    const colleague = await signIn(app, 'client-admin');
    const his = await upload(colleague, url, 'audit.pdf', key);
    expect(his.statusCode, his.body).toBe(400);
    expect(his.json().message).toBe('attachmentError.duplicateFile');
  });

  it('answers the first file although the report was closed since, as a message is (decision 111)', async () => {
    const { referenceId, reporter, id } = await openedReport();
    const reporterUrl = `/reporterapi/report/${referenceId}/attachment-existing-report`;
    const reviewerUrl = `/api/report/${referenceId}/attachment-existing-report?notifyOfAttachment=true`;
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    const [reporterKey, reviewerKey] = [randomUUID(), randomUUID()];
    const stored = await storedFiles();
    const reporterFirst = await upload(reporter, reporterUrl, 'minutes.pdf', reporterKey);
    const reviewerFirst = await upload(reviewer, reviewerUrl, 'answer.pdf', reviewerKey);
    expect(reporterFirst.statusCode, reporterFirst.body).toBe(201);
    expect(reviewerFirst.statusCode, reviewerFirst.body).toBe(201);
    const closed = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, {
      json: { daysUntilClose: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const reporterAgain = await upload(reporter, reporterUrl, 'minutes.pdf', reporterKey);
    const reviewerAgain = await upload(reviewer, reviewerUrl, 'answer.pdf', reviewerKey);
    expect(reporterAgain.statusCode, reporterAgain.body).toBe(201);
    expect(reporterAgain.json()).toEqual(reporterFirst.json());
    expect(reviewerAgain.statusCode, reviewerAgain.body).toBe(201);
    expect(reviewerAgain.json()).toEqual(reviewerFirst.json());
    // A file not sent before the close is refused as ever, under a new key or none.
    for (const late of [
      await upload(reporter, reporterUrl, 'late.pdf', randomUUID()),
      await upload(reporter, reporterUrl, 'late.pdf'),
      await upload(reviewer, reviewerUrl, 'late.pdf', randomUUID()),
    ]) {
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json().message).toBe('error.reportClosed');
    }
    expect(await filesOf(id)).toBe(2);
    // Neither a retry nor a refused file leaves anything in storage.
    expect(await storedFiles()).toBe(stored + 2);
  });

  it('is one file of a new report per key, on the password’s proof', async () => {
    const browser = new AnonymousClient(app);
    const group = await template(browser, await orgId(db, 'Northwind Group'));
    const submission = validSubmission(group);
    const { referenceId } = (await submit(browser, submission)).json();
    const { id } = await reportRowOf(db, codec, referenceId);
    const url = `/reporterapi/report/${referenceId}/attachment-new-report`;
    const key = randomUUID();
    const send = () =>
      postFile(
        new AnonymousClient(app),
        url,
        { name: 'photo.pdf', content: pdfBytes() },
        {
          headers: { 'Idempotency-Key': key, 'x-report-password': submission.password },
        },
      );
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await filesOf(id)).toBe(1);
  });
});
