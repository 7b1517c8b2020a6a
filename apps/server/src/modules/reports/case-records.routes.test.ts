import { REPORT_AUTHORS, REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import {
  employees,
  involvedIndividuals,
  jobs,
  organizations,
  reportLogs,
  reports,
  users,
} from '../../db/schema/index.ts';
import { postFile, text } from '../attachments/attachments.test-support.ts';
import { addUser } from '../category-access/category-access.test-support.ts';
import { orgId, question, response, template } from '../reporting/reporting.fixtures.ts';
import { exportLabels } from './export-labels.ts';
import { addFlexQuestion, fileReport, reportRowOf } from './reviewer.test-support.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const reviewer = await signIn(app, 'reviewer');
const open = async (inputStatement = 'The night guard sleeps on duty.') => {
  const filed = await fileReport(app, db, { inputStatement });
  await reviewer.get(`/api/reviewer/report/${filed.referenceId}`);
  return filed;
};
const detailOf = async (id: string) => (await reviewer.get(`/api/reviewer/report/${id}?isRefresh=true`)).json();
/** Which of a report's comments or files its detail offers to change, by id. */
const mutableOf = async (id: string, records: 'comments' | 'files') => {
  const d = await detailOf(id);
  const all: { commentId?: number; id?: number; mutable: boolean }[] =
    records === 'comments'
      ? [...d.reporterComments, ...d.reviewerComments]
      : [...d.reportAttachmentSummaries, ...d.reviewerAttachments];
  return Object.fromEntries(all.map((r) => [records === 'comments' ? r.commentId : r.id, r.mutable]));
};

const [root] = await db.select().from(organizations).where(eq(organizations.name, 'Northwind Group'));
const addFlex = (text: string, modifiable: boolean, choices: string[], layout?: 'date' | 'singleCheckbox') =>
  addFlexQuestion(db, root.id, {
    text,
    modifiable,
    choices,
    layout: layout ?? (choices.length ? 'select' : 'textarea'),
  });
const outcome = await addFlex('Outcome', true, ['Substantiated', 'Not substantiated']);
const actions = await addFlex('Corrective actions', false, []);
const decided = await addFlex('Decided on', true, [], 'date');
const told = await addFlex('Reporter told', true, [], 'singleCheckbox');
await db.insert(employees).values([
  {
    rootOrganizationId: root.id,
    employeeId: 'E777',
    firstName: 'Marta',
    lastName: 'Lindqvist',
    fields: { jobTitle: 'Buyer' },
  },
  { rootOrganizationId: root.id, employeeId: 'E778', firstName: 'Marco', lastName: 'Rossi', fields: {} },
]);

describe('links (spec 001 §5)', () => {
  it('links both ways, refuses the current report, a second link and an unknown report, and unlinks', async () => {
    const a = await open();
    const b = await open('Another one.');
    const link = (id: string, other: string, method: 'post' | 'delete' = 'post') =>
      reviewer[method](`/api/reviewer/report/${id}/linkReports`, { json: { referenceId: other } });
    expect((await link(a.referenceId, b.referenceId)).statusCode).toBe(204);
    expect((await detailOf(b.referenceId)).linkedReports).toEqual([
      expect.objectContaining({ referenceId: a.referenceId, userAuthorized: true }),
    ]);
    expect((await link(a.referenceId, a.referenceId)).json().message).toBe('feedback.reviewer.linkingCurrentReport');
    const seq = (await detailOf(a.referenceId)).sequentialId;
    expect((await link(a.referenceId, ` ${seq} `)).json().message).toBe('feedback.reviewer.linkingCurrentReport');
    expect((await link(b.referenceId, a.referenceId)).json().message).toBe('feedback.reviewer.alreadyLinked');
    const unknown = await link(a.referenceId, 'NOSUCHREPORT');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'feedback.reportSearch.notFound']);
    expect((await link(b.referenceId, a.referenceId, 'delete')).statusCode).toBe(204);
    expect((await detailOf(a.referenceId)).linkedReports).toEqual([]);
  });
});

describe('flex fields', () => {
  it('saves answers, and on a closed report only modifiable questions may change', async () => {
    const { referenceId } = await open();
    const url = `/api/reviewer/report/${referenceId}/flex-field-responses`;
    const save = (body: unknown) => reviewer.put(url, { json: body });
    const res = await save([
      { flexFieldId: outcome.id, responseId: outcome.responses[0], value: 'Substantiated' },
      { flexFieldId: actions.id, value: 'Warning issued & pay <cut>' },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    const d = await detailOf(referenceId);
    expect(d.reportFlexFieldQuestions.map((q: { question: string }) => q.question)).toEqual([
      'Outcome',
      'Corrective actions',
      'Decided on',
      'Reporter told',
    ]);
    expect(d.reportFlexFieldResponses.map((r: { value: string }) => r.value).sort()).toEqual([
      'Substantiated',
      'Warning issued & pay <cut>',
    ]);
    expect((await save([{ flexFieldId: outcome.id, responseId: 999_999, value: 'x' }])).statusCode).toBe(400);
    expect((await save([{ flexFieldId: 999_999, value: 'x' }])).statusCode).toBe(400);
    await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose: 0 } });
    const locked = await save([{ flexFieldId: actions.id, value: 'Changed' }]);
    expect([locked.statusCode, locked.json().message]).toEqual([400, 'feedback.flexFields.errorSaving']);
    expect(
      (await save([{ flexFieldId: outcome.id, responseId: outcome.responses[1], value: 'Not substantiated' }]))
        .statusCode,
    ).toBe(204);
  });

  it('leaves the questions a save does not name as they were', async () => {
    const { referenceId } = await open();
    const save = (body: unknown) =>
      reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, { json: body });
    await save([{ flexFieldId: outcome.id, responseId: outcome.responses[0], value: 'Substantiated' }]);
    expect((await save([{ flexFieldId: actions.id, value: 'Training' }])).statusCode).toBe(204);
    const values = (await detailOf(referenceId)).reportFlexFieldResponses.map((r: { value: string }) => r.value);
    expect(values.sort()).toEqual(['Substantiated', 'Training']);
    await save([{ flexFieldId: actions.id, value: '' }]);
    const left = (await detailOf(referenceId)).reportFlexFieldResponses.map((r: { value: string }) => r.value);
    expect(left).toEqual(['Substantiated']);
  });

  it('takes a day of the calendar for a date question, and true or false for a single checkbox', async () => {
    const { referenceId } = await open();
    const save = (body: unknown) =>
      reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, { json: body });
    for (const value of ['2026-02-30', 'soon', '0000-01-01']) {
      const res = await save([{ flexFieldId: decided.id, value }]);
      expect([res.statusCode, res.json().message], value).toEqual([400, 'feedback.flexFields.errorSaving']);
    }
    expect((await save([{ flexFieldId: told.id, value: 'maybe' }])).statusCode).toBe(400);
    const saved = await save([
      { flexFieldId: decided.id, value: '2026-02-28' },
      { flexFieldId: told.id, value: 'true' },
    ]);
    expect(saved.statusCode, saved.body).toBe(204);
    const values = (await detailOf(referenceId)).reportFlexFieldResponses.map((r: { value: string }) => r.value);
    expect(values.sort()).toEqual(['2026-02-28', 'true']);
  });
});

describe('involved individuals', () => {
  it('records an employee once when two reviewers add him at the same moment', async () => {
    const { referenceId } = await open();
    const [employee] = (await reviewer.get('/api/reviewer/search-employee-lookup?search=mar')).json();
    const url = `/api/reviewer/report/${referenceId}/involved-individual`;
    const both = await Promise.all([1, 2].map(() => reviewer.post(url, { json: { ...employee, role: 'witness' } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)?.json().message).toBe('reviewer.involved.alreadyAssigned');
    expect((await detailOf(referenceId)).involvedIndividualList).toHaveLength(1);
  });

  it('looks employees up from 3 characters and records each employee once per report', async () => {
    const { referenceId } = await open();
    expect((await reviewer.get('/api/reviewer/search-employee-lookup?search=Ma')).statusCode).toBe(400);
    const found = (await reviewer.get('/api/reviewer/search-employee-lookup?search=mar')).json();
    expect(found.map((e: { lastName: string }) => e.lastName)).toEqual(['Lindqvist', 'Rossi']);
    const url = `/api/reviewer/report/${referenceId}/involved-individual`;
    const person = { ...found[0], role: 'alleged' };
    const added = await reviewer.post(url, { json: person });
    expect(added.statusCode).toBe(201);
    const again = await reviewer.post(url, { json: person });
    expect(again.json()).toMatchObject({
      message: 'reviewer.involved.alreadyAssigned',
      status: 400,
      fieldErrors: [{ field: 'body.employeeId', message: 'The employee is already assigned' }],
    });
    // The same employee typed another way, as the screen compares (decision 033).
    const spelled = await reviewer.post(url, {
      json: { ...person, employeeId: ` ${person.employeeId.toLowerCase()} ` },
    });
    expect([spelled.statusCode, spelled.json().message]).toEqual([400, 'reviewer.involved.alreadyAssigned']);
    expect((await reviewer.post(url, { json: { ...person, employeeId: '' } })).statusCode).toBe(400);
    const invisible = await reviewer.post(url, { json: { ...person, employeeId: 'E8', firstName: '\u200b' } });
    expect(invisible.json()).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'body.firstName', message: 'NotEmpty' }],
    });
    expect((await reviewer.post(url, { json: { ...person, employeeId: 'E9', role: 'boss' } })).statusCode).toBe(400);
    const odd = await reviewer.post(url, {
      json: { ...person, employeeId: 'E9', firstName: 'C|x', lastName: 'D\ne', role: 'witness' },
    });
    expect(odd.statusCode).toBe(201);
    const d = await detailOf(referenceId);
    // One line per person, four fields each: a bar or line break in a value does not split it.
    expect(d.involvedIndividuals).toBe('E777 | Marta | Lindqvist | alleged\nE9 | C x | D e | witness');
    expect(d.involvedIndividualList.map((p: { lastName: string }) => p.lastName)).toContain('D\ne');
    await reviewer.delete(`${url}?involvedIndividualId=${odd.json().id}`);
    const del = await reviewer.delete(`${url}?involvedIndividualId=${added.json().id}`);
    expect(del.statusCode).toBe(204);
    expect((await detailOf(referenceId)).involvedIndividualList).toEqual([]);
  });

  it('still opens a report with a person saved before names of invisible characters were refused', async () => {
    const { referenceId } = await open();
    await db.insert(involvedIndividuals).values({
      reportId: (await reportRowOf(db, codec, referenceId)).id,
      employeeId: '\u200b',
      role: 'witness',
      details: codec.encryptText(JSON.stringify({ firstName: '\u2060', lastName: '\u200b' })),
    });
    const opened = await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().involvedIndividualList.map((p: { employeeId: string }) => p.employeeId)).toEqual(['\u200b']);
  });
});

describe('reviewer dialogue', () => {
  it("edits and deletes only one's own comments; the deletion keeps the wording and the log cuts at 500", async () => {
    const { referenceId } = await open();
    const { commentId } = (
      await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'Draft', hidden: true } })
    ).json();
    const other = await signIn(app, 'program-admin');
    expect(
      (await other.put(`/api/reviewer/report/${referenceId}/comment/${commentId}`, { text: 'Hijack' })).statusCode,
    ).toBe(403);
    expect(
      (
        await reviewer.put(`/api/reviewer/report/${referenceId}/comment/${commentId}`, {
          text: '<b>Final</b><script>x</script>',
        })
      ).statusCode,
    ).toBe(204);
    expect((await detailOf(referenceId)).reviewerComments[0]).toMatchObject({
      commentText: '<b>Final</b>',
      mutable: true,
    });
    // A message leaves something to read: markup alone is refused, as a blank edit is.
    const blankMessage = await reviewer.post(`/api/report/${referenceId}/comment`, {
      json: { commentText: '<b> </b>' },
    });
    expect(blankMessage.statusCode).toBe(400);
    expect(blankMessage.json().fieldErrors).toEqual([{ field: 'body.commentText', message: 'NotBlank' }]);
    // An edit leaves something to read: blank text, or markup alone, is refused and changes nothing.
    for (const blank of ['', '   ', '<b> </b>']) {
      const refused = await reviewer.put(`/api/reviewer/report/${referenceId}/comment/${commentId}`, { text: blank });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual([{ field: 'body', message: 'NotBlank' }]);
    }
    expect((await detailOf(referenceId)).reviewerComments[0].commentText).toBe('<b>Final</b>');
    expect(
      (
        await reviewer.delete(`/api/reviewer/report/${referenceId}/comment/${commentId}`, {
          text: 'Deleted by Rita Reviewer',
        })
      ).statusCode,
    ).toBe(204);
    const c = (await detailOf(referenceId)).reviewerComments[0];
    expect(c).toMatchObject({
      deleted: true,
      mutable: false,
      commentText: 'Deleted by Rita Reviewer',
      deletedBy: 'Rita Reviewer',
    });
    await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'n' });
    await reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, {
      json: [{ flexFieldId: actions.id, value: 'y'.repeat(600) }],
    });
    const logs = (await detailOf(referenceId)).reviewerLogs;
    expect(logs.map((l: { trackingType: string }) => l.trackingType)).toContain('COMMENT_DELETED');
  });

  it('offers to change what the reporter reads only while the report is open', async () => {
    const { referenceId } = await open();
    const write = (json: object) => reviewer.post(`/api/report/${referenceId}/comment`, { json });
    const toReporter = (await write({ commentText: 'Can you tell us more?' })).json().commentId;
    const note = (await write({ commentText: 'Check the rota.', hidden: true })).json().commentId;
    expect(await mutableOf(referenceId, 'comments')).toMatchObject({ [toReporter]: true, [note]: true });
    await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose: 0 } });
    expect(await mutableOf(referenceId, 'comments')).toMatchObject({ [toReporter]: false, [note]: true });
    const refused = await reviewer.put(`/api/reviewer/report/${referenceId}/comment/${toReporter}`, { text: 'More?' });
    expect(refused.statusCode).toBe(400);
    expect(
      (await reviewer.put(`/api/reviewer/report/${referenceId}/comment/${note}`, { text: 'Rota checked.' })).statusCode,
    ).toBe(204);
  });

  it('offers to delete a file the reporter sees only while the report is open, as the delete allows', async () => {
    const { referenceId } = await open();
    const upload = (isHidden: boolean, name: string) =>
      postFile(reviewer, `/api/report/${referenceId}/attachment-existing-report?isHidden=${isHidden}`, {
        name,
        content: text(name),
      });
    const shown: number = (await upload(false, 'policy.txt')).json().id;
    const hidden: number = (await upload(true, 'notes.txt')).json().id;
    expect(await mutableOf(referenceId, 'files')).toEqual({ [shown]: true, [hidden]: true });
    await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose: 0 } });
    expect(await mutableOf(referenceId, 'files')).toEqual({ [shown]: false, [hidden]: true });
    const remove = (isHidden: boolean, id: number) =>
      reviewer.delete(`/api/report/${referenceId}/attachment?isHidden=${isHidden}`, { text: String(id) });
    expect((await remove(false, shown)).json()).toMatchObject({ status: 400, message: 'error.reportClosed' });
    expect((await remove(true, hidden)).statusCode).toBe(204);
  });

  it("changes one's file the reporter sees only with the right to write to him: a reviewer made a delegate keeps it", async () => {
    const { referenceId } = await open();
    const { categoryId } = await detailOf(referenceId);
    const france = await orgId(db, 'Northwind France');
    const turned = await addUser(db, {
      login: 'turned-delegate',
      org: france,
      categories: [categoryId],
      userType: null,
    });
    const url = `/api/report/${referenceId}/attachment-existing-report`;
    const uploaded = await postFile(await signIn(app, 'turned-delegate'), url, {
      name: 'rota.txt',
      content: text('rota'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await db.update(users).set({ userType: 'DELEGATE', delegateReviewer: true }).where(eq(users.id, turned.id));
    const delegated = await reviewer.put(`/api/reviewer/report/${referenceId}/delegate-reviewer`, {
      json: [turned.id],
    });
    expect(delegated.statusCode, delegated.body).toBe(204);
    const delegate = await signIn(app, 'turned-delegate');
    const { reportAttachmentSummaries } = (await delegate.get(`/api/reviewer/report/${referenceId}`)).json();
    expect(reportAttachmentSummaries).toMatchObject([{ id: uploaded.json().id, mutable: false }]);
    const removed = await delegate.delete(`/api/report/${referenceId}/attachment`, {
      text: String(uploaded.json().id),
    });
    expect(removed.statusCode).toBe(403);
  });

  it('keeps hidden files to reviewers and answers the reporter with a visible one', async () => {
    const { referenceId, reporter } = await open();
    const hidden = await postFile(reviewer, `/api/report/${referenceId}/attachment-existing-report?isHidden=true`, {
      name: 'notes.txt',
      content: text('reviewers only'),
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect((await detailOf(referenceId)).statusId).toBe(REPORT_STATUS.REVIEW);
    // Two files sent without a message: the first, flagged, answers the reporter; the second rides on it.
    const toReporter = `/api/report/${referenceId}/attachment-existing-report`;
    const shown = await postFile(reviewer, `${toReporter}?notifyOfAttachment=true`, {
      name: 'policy.txt',
      content: text('for you'),
    });
    expect(shown.statusCode).toBe(201);
    const also = await postFile(reviewer, `${toReporter}?notifyOfAttachment=false`, {
      name: 'rota.txt',
      content: text('and this'),
    });
    expect(also.statusCode).toBe(201);
    const d = await detailOf(referenceId);
    expect(d.statusId).toBe(REPORT_STATUS.RESPONDED);
    expect(d.reviewerAttachments.map((a: { fileName: string }) => a.fileName)).toEqual(['notes.txt']);
    expect(d.reportAttachmentSummaries.map((a: { fileName: string }) => a.fileName).sort()).toEqual([
      'policy.txt',
      'rota.txt',
    ]);
    const row = await reportRowOf(db, codec, referenceId);
    const mails = await db.select().from(jobs).where(eq(jobs.name, 'notify-reporter'));
    expect(mails.filter((j) => (j.payload as { reportId: number }).reportId === row.id)).toHaveLength(1);
    const file = await reviewer.get(`/api/report/${referenceId}/attachment/${hidden.json().id}?isHidden=true`);
    expect([file.statusCode, file.body, file.headers['x-content-type-options']]).toEqual([
      200,
      'reviewers only',
      'nosniff',
    ]);
    expect((await reviewer.get(`/api/report/${referenceId}/attachment/${hidden.json().id}`)).statusCode).toBe(404);
    const mine = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json();
    expect(mine.reportAttachmentSummaries.map((a: { name: string }) => a.name).sort()).toEqual([
      'policy.txt',
      'rota.txt',
    ]);
    const other = await signIn(app, 'program-admin');
    expect(
      (await other.delete(`/api/report/${referenceId}/attachment?isHidden=true`, { text: String(hidden.json().id) }))
        .statusCode,
    ).toBe(403);
    // The body names the file in decimal digits, or as a JSON number; nothing else is read as an id.
    const id: number = hidden.json().id;
    for (const body of [
      { text: `0x${id.toString(16)}` },
      { text: `${id}.0` },
      { text: `${id}e0` },
      { text: ` ${id}` },
      { json: [id] },
      { json: [String(id)] },
      { json: true },
    ]) {
      const res = await reviewer.delete(`/api/report/${referenceId}/attachment?isHidden=true`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await detailOf(referenceId)).reviewerAttachments).toHaveLength(1);
    expect(
      (await reviewer.delete(`/api/report/${referenceId}/attachment?isHidden=true`, { text: String(hidden.json().id) }))
        .statusCode,
    ).toBe(204);
    const after = await detailOf(referenceId);
    expect(after.reviewerAttachments).toEqual([]);
    // The reviewers' log says who deleted a file, and a refused deletion wrote nothing there.
    const deletions = after.reviewerLogs.filter(
      (l: { trackingType: string }) => l.trackingType === 'ATTACHMENT_DELETED',
    );
    expect(deletions).toEqual([expect.objectContaining({ authorName: 'Rita Reviewer' })]);
    expect(after.reporterLogs.map((l: { trackingType: string }) => l.trackingType)).not.toContain('ATTACHMENT_DELETED');
  });
});

describe('print, exports and summary', () => {
  it('exports one report as csv_Report_{id}_{timestamp}.csv with formulas neutralised', async () => {
    const { referenceId } = await open();
    await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: '=HYPERLINK("http://evil")' });
    const res = await reviewer.get(`/api/reviewer/report-search/export-single?referenceId=${referenceId}&langKey=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="csv_Report_${referenceId}_\\d{8}_\\d{6}\\.csv"$`),
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    // Opened, the report is in Review, which reads New wherever people see it (spec 001 §2).
    const [header, row] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const status = header.split(',').indexOf('Status');
    expect(row.split(',')[status]).toBe('New');
  });

  it("words every log event in the Excel file, the reporter's message too, and an unknown one as an activity", async () => {
    const filed = await open();
    await filed.reporter.post(`/reporterapi/report/${filed.referenceId}/comment`, {
      json: { commentText: 'One more detail.', isQuestion: false, hidden: false, taggedReviewers: [] },
    });
    const row = await reportRowOf(db, codec, filed.referenceId);
    await db.insert(reportLogs).values({
      reportId: row.id,
      audience: 'reviewer',
      trackingType: 'FROM_A_LATER_VERSION',
      authorName: 'Rita Reviewer',
      authorities: [],
    });
    const res = await reviewer.get(`/api/reviewer/report/${filed.referenceId}/export-excel`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.getWorksheet('Logs')!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain('The reporter sent a message');
    expect(cells).toContain('Rita Reviewer recorded an activity');
    expect(cells.join(' ')).not.toMatch(/REPORTER_COMMENT|FROM_A_LATER_VERSION/);
    // The dialogue names the reporter as the screen does; the questions are those answered, in words.
    const dialogue = book.getWorksheet('Dialogue')!.getRow(2);
    expect([dialogue.getCell(2).value, dialogue.getCell(4).value]).toEqual(['Reporter', 'One more detail.']);
    const answers: unknown[][] = [];
    book.getWorksheet('Questions')!.eachRow((r, n) => {
      if (n > 1) answers.push([r.getCell(1).value, r.getCell(2).value]);
    });
    expect(answers).toContainEqual([expect.stringMatching(/^What is your relationship/), 'Employee']);
    for (const [, answer] of answers) expect(answer).toEqual(expect.stringMatching(/^(?!true$|false$)./));
  });

  it('keeps log details to the record in the Excel file as the screen does, and names the reporter in the language', async () => {
    const filed = await open();
    const { referenceId } = filed;
    await filed.reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: { commentText: 'Still going on.', isQuestion: false, hidden: false, taggedReviewers: [] },
    });
    expect((await reviewer.put(`/api/report/${referenceId}/priority`, { text: 'HIGH' })).statusCode).toBe(204);
    expect(
      (await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'Sleeping guard' })).statusCode,
    ).toBe(204);
    const saved = await reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, {
      json: [{ flexFieldId: actions.id, value: 'Warning issued' }],
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const scheduled = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, {
      json: { daysUntilClose: 5 },
    });
    expect(scheduled.statusCode, scheduled.body).toBeLessThan(300);
    // What a hotline agent did for the caller is logged under the hotline's name, not the agent's.
    await db.insert(reportLogs).values({
      reportId: (await reportRowOf(db, codec, referenceId)).id,
      audience: 'reviewer',
      trackingType: 'REPORTER_LOGIN',
      authorName: 'Hotline',
      authorities: [REPORT_AUTHORS.HOTLINE],
    });
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel?langKey=de`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[3].eachRow((r, n) => {
      if (n > 1) rows.push([2, 3, 4].map((c) => String(r.getCell(c).value ?? '')));
    });
    const de = exportLabels('de');
    const rowOf = (key: string) => rows.find(([, event]) => event === de(key, { author: 'Rita Reviewer' }));
    // The screen's rule: a new name reads as it is; a priority constant, a time, a count do not.
    expect(rowOf('log.NAME')).toEqual(['Rita Reviewer', de('log.NAME', { author: 'Rita Reviewer' }), 'Sleeping guard']);
    for (const key of ['log.PRIORITY', 'log.FLEX_FIELDS', 'log.CLOSE_SCHEDULED']) expect(rowOf(key)?.[2], key).toBe('');
    const details = rows.map((r) => r[2]).join(' ');
    expect(details).not.toMatch(/HIGH|\d{4}-\d{2}-\d{2}T/);
    // The reporter's events name him in the file's language, as its dialogue sheet does.
    const reporterRows = rows.filter(([, event]) => event === de('log.REPORTER_COMMENT'));
    expect(reporterRows.map(([author]) => author)).toEqual([de('dialogue.reporter')]);
    expect(de('dialogue.reporter')).not.toBe('Reporter');
    expect(rows.map(([author]) => author)).not.toContain('Reporter');
    const hotlineRows = rows.filter(([, event]) => event === de('log.hotline.REPORTER_LOGIN'));
    expect(hotlineRows.map(([author]) => author)).toEqual([de('dialogue.hotline')]);
  });

  it('puts a multiple-checkbox answer on one row of the Excel file, its choices joined as the screen shows them', async () => {
    const t = await template(new Client(app), await orgId(db, 'Northwind France'));
    const involved = question(t.preambleQuestions, 'Who is involved');
    const { referenceId } = await fileReport(app, db, {
      preambleResponses: [
        response(question(t.preambleQuestions, 'What is your relationship'), 'Employee'),
        response(involved, 'A manager'),
        response(involved, 'A customer'),
      ],
    });
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.getWorksheet('Questions')!.eachRow((r, n) => {
      if (n > 1) rows.push([r.getCell(1).value, r.getCell(2).value]);
    });
    expect(rows.filter(([q]) => q === involved.question)).toEqual([[involved.question, 'A manager, A customer']]);
  });

  it('writes the Excel cells as typed, and a text longer than a cell holds on in the rows below', async () => {
    const text = `- first point\n${'Pallets were counted twice. '.repeat(1500)}😀 end`;
    const { referenceId } = await fileReport(app, db, { inputStatement: text, reportName: '+1 555 0100' });
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.getWorksheet('Report')!.eachRow((r) => rows.push([String(r.getCell(1).value), String(r.getCell(2).value)]));
    expect(rows).toContainEqual(['Report name', '+1 555 0100']);
    const parts = rows.filter(([field]) => field === 'Report');
    expect(parts.length).toBe(2);
    for (const [, part] of parts) expect(part.length).toBeLessThanOrEqual(32_767);
    expect(parts.map(([, part]) => part).join('')).toBe(text);
  });

  it('exports to Excel, previews the print and logs both', async () => {
    const { referenceId } = await open();
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Report', 'Questions', 'Dialogue', 'Logs']);
    expect(book.getWorksheet('Report')!.getRow(2).getCell(2).value).toBe(referenceId);
    const print = await reviewer.post(`/api/report/${referenceId}/print?printAction=PREVIEW`);
    expect(print.json().referenceId).toBe(referenceId);
    expect((await reviewer.post(`/api/report/${referenceId}/print?printAction=FAX`)).statusCode).toBe(400);
    const logs = (await detailOf(referenceId)).reviewerLogs.map((l: { trackingType: string }) => l.trackingType);
    expect(logs).toEqual(expect.arrayContaining(['EXPORT_EXCEL', 'PREVIEW']));
  });

  it('summarises with the built-in extractive summary and keeps it', async () => {
    const text =
      'The warehouse manager sells stock. He sells the stock at night. The weather was fine. The stock is sold to a friend. Lunch was late.';
    const { referenceId } = await open(text);
    const res = await reviewer.post(`/api/reports/${referenceId}/summary`);
    expect(res.statusCode).toBe(200);
    const { summary } = res.json();
    expect(summary).toContain('stock');
    expect(summary).not.toContain('Lunch');
    expect((await detailOf(referenceId)).reportSummary).toBe(summary);
  });
});

describe('bad input is 400, never 500', () => {
  it('refuses NUL bytes, lone surrogates, bad ids and bodies', async () => {
    const { referenceId } = await open();
    const cases: [string, string, { json?: unknown; text?: string }][] = [
      ['GET', `/api/reviewer/report/${encodeURIComponent('ab\u0000c')}`, {}],
      ['GET', `/api/reviewer/report/${referenceId}?langKey=%00`, {}],
      ['PUT', `/api/reviewer/report/${referenceId}/name`, { text: 'bad\u0000name' }],
      ['POST', `/api/report/${referenceId}/comment`, { json: { commentText: 'lone \ud800 surrogate' } }],
      ['POST', `/api/report/${referenceId}/comment`, { json: { commentText: 5 } }],
      ['PUT', `/api/report/${referenceId}`, { json: { orgId: 'x', categoryId: 1 } }],
      ['PUT', `/api/reviewer/report/${referenceId}/delegate-reviewer`, { json: ['a'] }],
      ['PUT', `/api/reviewer/report/${referenceId}/comment/abc`, { text: 'x' }],
      ['GET', '/api/reviewer/report?lookupType=recent&langKey=%ED%A0%80', {}],
      ['POST', `/api/reviewer/report/${referenceId}/close-report`, { json: {} }],
      ['GET', `/api/reviewer/report/${'x'.repeat(65)}`, {}],
    ];
    for (const [method, url, body] of cases) {
      const res = await reviewer.request(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().status).toBe(400);
    }
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await reviewer.get('/api/reviewer/report/NOSUCHREPORT1')).statusCode).toBe(404);
    const [row] = await db.select().from(reports).limit(1);
    expect(row).toBeDefined();
  });
});
