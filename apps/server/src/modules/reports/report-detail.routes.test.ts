import { REPORT_STATUS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { cutLogText } from '../../lib/text-previews.ts';
import { orgId, question, response, template } from '../reporting/reporting.fixtures.ts';
import { fileReport } from './reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

describe('GET api/reviewer/report/{id}', () => {
  it('opens a new report: status 1 → 4, the text and answers as filed', async () => {
    const { referenceId } = await fileReport(app, db, { inputStatement: 'Cash is <b>missing</b> from the till.' });
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=en`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.statusId).toBe(REPORT_STATUS.REVIEW);
    expect(d.reportInput).toBe('Cash is <b>missing</b> from the till.');
    expect(d.userPermissions).toContain('ASSIGN_DELEGATE_REPORT');
  });

  it('translates nothing without a provider: no toggle, no translated text or answers', async () => {
    const { referenceId } = await fileReport(app, db, {
      inputStatement: "Le responsable de l'entrepôt vend du stock en dehors de l'entreprise depuis plusieurs mois.",
    });
    const d = (await (await signIn(app, 'reviewer')).get(`/api/reviewer/report/${referenceId}?langKey=en`)).json();
    expect(d.isTranslatingEnabled).toBe(false);
    expect(d.reportInputTranslation).toBeNull();
    expect(d.reportQuestions.length).toBeGreaterThan(0);
    expect(d.reportQuestions.map((q: { valueTranslation: unknown }) => q.valueTranslation)).toEqual(
      d.reportQuestions.map(() => null),
    );
  });

  it('shows texts as their writers sanitized them: markup kept, scripts gone before they were sealed', async () => {
    const { referenceId, reporter } = await fileReport(app, db, {
      inputStatement: 'Cash is <b>missing</b><script>alert(1)</script> from the till.',
    });
    const sent = await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: {
        commentText: 'More <i>soon</i><img src=x onerror=alert(1)>',
        isQuestion: false,
        hidden: false,
        taggedReviewers: [],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reviewer = await signIn(app, 'reviewer');
    const d = (await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json();
    expect(d.reportInput).toBe('Cash is <b>missing</b> from the till.');
    expect(d.reporterComments.map((c: { commentText: string }) => c.commentText)).toEqual(['More <i>soon</i>']);
  });
});

describe('texts people typed, read back elsewhere', () => {
  it('shows answers exactly as typed, and previews the report text without markup or entities', async () => {
    const typed = 'My manager & HR said 5 > 3 and "wait" <3';
    const t = await template(new Client(app), await orgId(db, 'Northwind France'));
    const preamble = t.preambleQuestions;
    const raised = question(preamble, 'Have you already raised');
    const withWhom = question(preamble, 'Who did you raise it with?');
    const { referenceId, reporter } = await fileReport(app, db, {
      inputStatement: 'Tom & Jerry: 5 > 3 and <b>"quoted"</b> <3',
      preambleResponses: [
        response(question(preamble, 'What is your relationship'), 'Employee'),
        response(raised, 'Yes'),
        response(withWhom, 'Someone else'),
        { questionId: question(preamble, 'Please describe the role').questionId, value: typed },
      ],
    });
    const reviewer = await signIn(app, 'reviewer');
    const listed = (await reviewer.get('/api/reviewer/reports/new-and-updated?size=100')).json().content;
    const row = listed.find((r: { referenceId: string }) => r.referenceId === referenceId);
    expect(row.reportMessage).toBe('Tom & Jerry: 5 > 3 and "quoted" <3');
    const values = (d: { reportQuestions: { value: string }[] }) => d.reportQuestions.map((q) => q.value);
    expect(values((await reviewer.get(`/api/reviewer/report/${referenceId}`)).json())).toContain(typed);
    expect(values((await reporter.get(`/reporterapi/report/${referenceId}`)).json())).toContain(typed);
  });
});

describe('GET api/reviewer/report/{id}: what one statement gathers, for the user who asks', () => {
  it('finds the report by sequential id, with tagged comments, watchers, and links marked by reach', async () => {
    const a = await fileReport(app, db, { inputStatement: 'Gifts from a supplier are not declared.' });
    const b = await fileReport(app, db, { inputStatement: 'The same supplier again.' });
    const reviewer = await signIn(app, 'reviewer');
    const first = (await reviewer.get(`/api/reviewer/report/${a.referenceId}`)).json();
    const bySequence = await reviewer.get(`/api/reviewer/report/${first.sequentialId}?isRefresh=true`);
    expect(bySequence.json().referenceId).toBe(a.referenceId);

    const paula = first.availableReviewers.find((r: { name: string }) => r.name === 'Paula Program');
    const note = await reviewer.post(`/api/report/${a.referenceId}/comment`, {
      json: { commentText: 'Ask purchasing.', hidden: true, isQuestion: false, taggedReviewers: [paula.id] },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect((await reviewer.put(`/api/report/${a.referenceId}/watch`)).statusCode).toBe(204);
    const link = await reviewer.post(`/api/reviewer/report/${a.referenceId}/linkReports`, {
      json: { referenceId: b.referenceId },
    });
    expect(link.statusCode).toBe(204);
    // The client admin holds category 13 only: report b moved to 104 leaves his reach, not the reviewer's.
    const moved = await reviewer.put(`/api/report/${b.referenceId}`, {
      json: { orgId: await orgId(db, 'Northwind France'), categoryId: 104 },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const mine = (await reviewer.get(`/api/reviewer/report/${a.referenceId}?isRefresh=true`)).json();
    expect(mine.reviewerComments).toEqual([
      expect.objectContaining({
        commentText: 'Ask purchasing.',
        authorName: 'Rita Reviewer',
        mutable: true,
        taggedReviewers: [{ id: paula.id, name: 'Paula Program' }],
      }),
    ]);
    expect(mine.reporterComments).toEqual([]);
    expect(mine.watching).toBe(true);
    expect(mine.watchers).toEqual([expect.objectContaining({ firstName: 'Rita', lastName: 'Reviewer' })]);
    expect(mine.linkedReports).toEqual([expect.objectContaining({ referenceId: b.referenceId, userAuthorized: true })]);

    const client = await signIn(app, 'client-admin');
    const theirs = (await client.get(`/api/reviewer/report/${a.referenceId}?isRefresh=true`)).json();
    expect(theirs.reviewerComments[0].mutable).toBe(false);
    expect(theirs.watching).toBe(false);
    expect(theirs.linkedReports).toEqual([
      expect.objectContaining({ referenceId: b.referenceId, userAuthorized: false }),
    ]);
    expect((await client.get(`/api/reviewer/report/${b.referenceId}`)).statusCode).toBe(403);
  });
});

describe('log text', () => {
  it('is cut at 500 characters with an ellipsis (spec 001 §5)', () => {
    expect(cutLogText('x'.repeat(500))).toBe('x'.repeat(500));
    expect(cutLogText('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`);
    expect(cutLogText(null)).toBeNull();
    // Characters as the forms count them: an emoji is one, and none is cut in half.
    expect(cutLogText('😀'.repeat(500))).toBe('😀'.repeat(500));
    expect(cutLogText(`${'x'.repeat(499)}😀😀`)).toBe(`${'x'.repeat(499)}😀…`);
  });
});
