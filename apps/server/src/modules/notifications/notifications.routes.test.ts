import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import type { JobContext } from '../../jobs/job.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { createCodec } from '../../lib/crypto.ts';
import { createMailer } from '../../lib/mail.ts';
import { orgId, template } from '../reporting/reporting.fixtures.ts';
import {
  submitForCaller,
  transcribe,
  validHotlineSubmission,
  validTranscription,
} from '../reporting/staff-submission.fixtures.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const jobs: JobContext = { config, db, codec: createCodec(randomBytes(32)), mailer: await createMailer(config) };
const runJobs = async () => {
  while ((await runDueJobs(jobs)) > 0);
};

describe('notification feed', () => {
  it('tells the reviewers of a new report and of the reporter update, 20 a page, newest first', async () => {
    const filed = await fileReport(app, db, { inputStatement: 'The forklift brakes fail & nobody <b>cares</b>.' });
    for (let i = 0; i < 21; i++) await fileReport(app, db, { inputStatement: `Report ${i}` });
    await filed.reporter.post(`/reporterapi/report/${filed.referenceId}/comment`, {
      json: { commentText: 'One more thing.', isQuestion: false, hidden: false, taggedReviewers: [] },
    });
    await runJobs();
    const reviewer = await signIn(app, 'reviewer');
    const page = (await reviewer.get('/api/notification?page=0&size=20&sort=createTime,desc')).json();
    expect(page.totalElements).toBe(23);
    expect(page.totalPages).toBe(2);
    expect(page.content).toHaveLength(20);
    const times = page.content.map((n: { createTime: string }) => n.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const all = (await reviewer.get('/api/notification?size=100')).json().content;
    const update = all.find((n: { actionType: string }) => n.actionType === 'REPORTER_UPDATE');
    expect(update).toMatchObject({
      referenceId: filed.referenceId,
      actionType: 'REPORTER_UPDATE',
      authorType: 'REPORTER',
      unread: true,
      // The preview reads as typed, without markup or entities.
      reportInput: 'The forklift brakes fail & nobody cares.',
    });
    const delegate = await signIn(app, 'delegate');
    expect((await delegate.get('/api/notification')).json().totalElements).toBe(0);

    const oldest = (await reviewer.get('/api/notification?size=100&sort=createTime,asc')).json().content;
    expect(oldest.map((n: { id: number }) => n.id)).toEqual(all.map((n: { id: number }) => n.id).reverse());
    expect((await reviewer.get('/api/notification?sort=reportName,asc')).statusCode).toBe(400);
  });

  it('names who filed each report: a transcriber, a hotline agent, the reporter (spec 001 §3)', async () => {
    const canada = await template(new Client(app), await orgId(db, 'Northwind Canada'));
    const transcriber = await signIn(app, 'transcriber');
    const letter = (await transcribe(transcriber, validTranscription(canada))).json().referenceId;
    const agent = await signIn(app, 'hotline');
    const call = (await submitForCaller(agent, validHotlineSubmission(canada), canada.referenceId)).json().referenceId;
    const web = await fileReport(app, db, { inputStatement: 'Filed on the web.' });
    await runJobs();
    const all: { referenceId: string; actionType: string; authorType: string }[] = (
      await (await signIn(app, 'reviewer')).get('/api/notification?size=100')
    ).json().content;
    const authorOf = (referenceId: string) =>
      all.find((n) => n.referenceId === referenceId && n.actionType === 'NEW_REPORT')?.authorType;
    expect([authorOf(letter), authorOf(call), authorOf(web.referenceId)]).toEqual([
      'TRANSCRIBER',
      'HOTLINE',
      'REPORTER',
    ]);
  });

  it("marks one read, then all, and refuses another user's notification with 404", async () => {
    const reviewer = await signIn(app, 'reviewer');
    const [first] = (await reviewer.get('/api/notification')).json().content;
    const programAdmin = await signIn(app, 'program-admin');
    expect((await programAdmin.put(`/api/notification/${first.id}`)).statusCode).toBe(404);
    expect((await reviewer.put(`/api/notification/${first.id}`)).statusCode).toBe(204);
    const after = (await reviewer.get('/api/notification')).json().content;
    expect(after.find((n: { id: number }) => n.id === first.id).unread).toBe(false);
    expect(after.filter((n: { unread: boolean }) => n.unread).length).toBe(19);
    expect((await reviewer.put('/api/notification')).statusCode).toBe(204);
    const all = (await reviewer.get('/api/notification?size=100')).json().content;
    expect(all.every((n: { unread: boolean }) => !n.unread)).toBe(true);
    expect((await reviewer.put('/api/notification/abc')).statusCode).toBe(400);
  });

  it('tells delegates and tagged colleagues, never the author', async () => {
    const filed = await fileReport(app, db, { inputStatement: 'Invoices are split to stay under the limit.' });
    const reviewer = await signIn(app, 'reviewer');
    const detail = (await reviewer.get(`/api/reviewer/report/${filed.referenceId}`)).json();
    const dan = detail.eligibleDelegateReviewers.find((d: { name: string }) => d.name === 'Dan Delegate');
    expect(
      (await reviewer.put(`/api/reviewer/report/${filed.referenceId}/delegate-reviewer`, { json: [dan.id] }))
        .statusCode,
    ).toBe(204);
    const me = (await reviewer.get(`/api/reviewer/report/${filed.referenceId}?isRefresh=true`)).json();
    const paula = me.availableReviewers.find((r: { name: string }) => r.name === 'Paula Program');
    const rita = await signIn(app, 'reviewer');
    const res = await rita.post(`/api/report/${filed.referenceId}/comment`, {
      json: { commentText: 'Can you check the ledger?', hidden: true, taggedReviewers: [paula.id, dan.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs();
    const delegate = await signIn(app, 'delegate');
    const dansFeed = (await delegate.get('/api/notification')).json().content;
    expect(dansFeed.map((n: { actionType: string }) => n.actionType).sort()).toEqual(['DELEGATED', 'TAGGED']);
    expect(dansFeed[0].content).toBe('Rita Reviewer');
    const paulas = (await (await signIn(app, 'program-admin')).get('/api/notification')).json().content;
    expect(paulas.filter((n: { actionType: string }) => n.actionType === 'TAGGED')).toHaveLength(1);
    const ritas = (await rita.get('/api/notification?size=100')).json().content;
    expect(ritas.some((n: { actionType: string }) => n.actionType === 'TAGGED' || n.actionType === 'DELEGATED')).toBe(
      false,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await new Client(app).get('/api/notification')).statusCode).toBe(401);
  });
});
