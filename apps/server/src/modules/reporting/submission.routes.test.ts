import {
  LIMITS,
  LOOKALIKE_FREE_ALPHABET,
  REPORT_ID_LENGTH,
  SENSITIVE_CATEGORY_ID,
  type TReportSubmission,
  type TReportTemplate,
} from '@candor/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { DEMO_TEMPLATE_REFERENCE, DEMO_VANITY_REFERENCE } from '../../db/demo-reporting.ts';
import {
  jobs,
  questions,
  reportAnswers,
  reportCounters,
  reportStatusChanges,
  reports,
  reportTemplates,
} from '../../db/schema/index.ts';
import { orgId, question, reportAndSignIn, response, submit, template, validSubmission } from './reporting.fixtures.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
const client = new Client(app);
let group: TReportTemplate;
let canada: TReportTemplate;

beforeAll(async () => {
  group = await template(client, await orgId(db, 'Northwind Group'));
  canada = await template(client, await orgId(db, 'Northwind Canada'));
});

const reportRow = async (referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];
const expect400 = async (res: Awaited<ReturnType<typeof submit>>, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, status: 400 });
};
const checkPassword = async (password: string) =>
  (await client.post('/reporterapi/password?reportId=x', { json: { password } })).json();

describe('password check', () => {
  it('applies the length rules at their edges', async () => {
    expect(await checkPassword('Tq7#mZp')).toEqual({ secure: false });
    expect(await checkPassword('Tq7#mZp2')).toEqual({ secure: true });
    expect(await checkPassword('Tq7#mZp2'.repeat(8))).toEqual({ secure: true });
    expect(await checkPassword(`${'Tq7#mZp2'.repeat(8)}x`)).toEqual({ secure: false });
  });

  it('refuses the product name, other characters and common passwords in any case', async () => {
    expect(await checkPassword('my cAnDoR pass')).toEqual({ secure: false });
    expect(await checkPassword('pässwörd-lang')).toEqual({ secure: false });
    expect(await checkPassword('password1')).toEqual({ secure: false });
    expect(await checkPassword('PassWord1')).toEqual({ secure: false });
    expect(await checkPassword('BASEBALL')).toEqual({ secure: false });
  });

  it('refuses a few characters repeated: fewer than five different ones', async () => {
    expect(await checkPassword('aaaaaaaa')).toEqual({ secure: false });
    expect(await checkPassword('abcdABCDabcd')).toEqual({ secure: false });
    expect(await checkPassword('abcdeabcde')).toEqual({ secure: true });
  });

  it('answers 400 without a password', async () => {
    const res = await client.post('/reporterapi/password', { json: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('body.password');
  });
});

describe('preflight check', () => {
  const preflight = async (org: string, reference: string) =>
    client.post(`/reporterapi/report-preflight-check?orgId=${await orgId(db, org)}&reportId=${reference}`);

  it('accepts an organization with the template it resolves to', async () => {
    expect((await preflight('Northwind Canada', DEMO_TEMPLATE_REFERENCE)).statusCode).toBe(204);
    expect((await preflight('Northwind France', DEMO_VANITY_REFERENCE)).statusCode).toBe(204);
  });

  it('refuses phantom, remote and unknown organizations, and another template', async () => {
    await expect400(await preflight('Northwind Holdings', DEMO_TEMPLATE_REFERENCE), 'error.phantomOrganization');
    await expect400(await preflight('Northwind Asia Pacific', DEMO_TEMPLATE_REFERENCE), 'error.remoteOrganization');
    await expect400(await preflight('Northwind Germany', DEMO_VANITY_REFERENCE), 'error.templateMismatch');
    await expect400(await preflight('Northwind Germany', 'no-such-template'), 'error.templateMismatch');
    await expect400(
      await client.post(`/reporterapi/report-preflight-check?orgId=999999&reportId=${DEMO_TEMPLATE_REFERENCE}`),
      'error.organizationNotFound',
    );
    await expect400(await client.post('/reporterapi/report-preflight-check?reportId=x'), 'error.validation');
  });
});

describe('report submission', () => {
  it('files the report in one go and answers the report ID and sequential number', async () => {
    const before =
      (await db.select().from(reportCounters)).find((c) => c.rootOrganizationId === group.orgId)?.lastSequentialId ?? 0;
    const first = await submit(client, validSubmission(canada));
    const second = await submit(client, validSubmission(group));
    expect(first.statusCode).toBe(201);
    const { referenceId, sequentialId } = first.json();
    expect(referenceId).toHaveLength(REPORT_ID_LENGTH);
    expect([...referenceId].every((c) => LOOKALIKE_FREE_ALPHABET.includes(c))).toBe(true);
    expect(sequentialId).toBe(before + 1);
    expect(second.json().sequentialId).toBe(before + 2);

    const row = await reportRow(referenceId);
    expect(row).toMatchObject({
      statusId: 1,
      typeId: 1,
      categoryId: 13,
      langKey: 'en',
      rootOrganizationId: group.orgId,
      organizationId: canada.orgId,
    });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.reportInput.startsWith('v1:')).toBe(true);
    expect(row.reportInput).not.toContain('warehouse');
    const changes = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, row.id));
    expect(changes).toMatchObject([{ fromStatus: null, toStatus: 1, actor: 'reporter' }]);
    const queued = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'reportId' = ${String(row.id)}`);
    expect(queued.map((j) => [j.name, j.payload])).toEqual([
      ['notify-reviewers', { reportId: row.id, event: 'new-report', author: 'REPORTER' }],
    ]);
    const answers = await db.select().from(reportAnswers).where(eq(reportAnswers.reportId, row.id));
    const relationship = answers.find((a) => a.questionText === 'What is your relationship to Northwind?');
    expect(relationship?.kind).toBe('preamble');
    expect(relationship?.value.startsWith('v1:')).toBe(true);
  });

  it('refuses ids beyond the database integer with 400, never 500', async () => {
    const big = 99_999_999_999;
    for (const change of [
      { organization: { id: big } },
      { categoryId: big },
      { selectedCategory: { id: big } },
      { categoryQuestionResponses: [{ questionId: big, value: 'x' }] },
      { preambleResponses: [{ id: 1, responseId: big, value: 'x' }] },
    ]) {
      const res = await submit(client, { ...validSubmission(group), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
  });

  it('stores the report text sanitized and sealed, and shows it back to the reporter', async () => {
    const { reporter, referenceId } = await reportAndSignIn(client, group, {
      inputStatement:
        '<b>Cash</b> missing <script>alert(1)</script><i onclick="steal()">daily</i> <a href="javascript:x()">here</a>',
    });
    const detail = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=en`)).json();
    expect(detail.reportInput).toBe('<b>Cash</b> missing <i>daily</i> here');
    expect((await reportRow(referenceId)).reportInput).not.toContain('Cash');
  });

  it('takes a report name of 50 characters and refuses 51', async () => {
    const ok = await submit(client, validSubmission(group, { reportName: 'n'.repeat(LIMITS.reportNameMax) }));
    expect(ok.statusCode).toBe(201);
    expect(codec.decryptText((await reportRow(ok.json().referenceId)).reportName ?? '')).toBe('n'.repeat(50));
    await expect400(await submit(client, validSubmission(group, { reportName: 'n'.repeat(51) })), 'error.validation');
    const emoji = await submit(client, validSubmission(group, { reportName: '🔥'.repeat(LIMITS.reportNameMax) }));
    expect(emoji.statusCode).toBe(201);
  });

  it('needs report text that says something, up to 50 000 characters', async () => {
    await expect400(await submit(client, validSubmission(group, { inputStatement: '   ' })), 'error.validation');
    await expect400(
      await submit(client, validSubmission(group, { inputStatement: '<script>alert(1)</script><br>' })),
      'error.validation',
    );
    expect((await submit(client, validSubmission(group, { inputStatement: 'x'.repeat(50_000) }))).statusCode).toBe(201);
    await expect400(
      await submit(client, validSubmission(group, { inputStatement: 'x'.repeat(50_001) })),
      'error.validation',
    );
  });

  it('applies the password rules at their edges', async () => {
    for (const password of ['Tq7#mZp', `${'Tq7#mZp2'.repeat(8)}x`, 'password1', 'Candor is great 1']) {
      await expect400(await submit(client, validSubmission(group, { password })), 'passwordFailsComplexity');
    }
    for (const password of ['Tq7#mZp2', 'Tq7#mZp2'.repeat(8)]) {
      expect((await submit(client, validSubmission(group, { password }))).statusCode).toBe(201);
    }
  });

  it('takes a notification email of 100 characters and refuses 101 or a malformed one', async () => {
    const email = (length: number) => `${'a'.repeat(length - '@northwind.example'.length)}@northwind.example`;
    const ok = await submit(client, validSubmission(group, { primaryEmail: email(100) }));
    expect(ok.statusCode).toBe(201);
    expect(codec.decryptText((await reportRow(ok.json().referenceId)).notificationEmail ?? '')).toBe(email(100));
    await expect400(await submit(client, validSubmission(group, { primaryEmail: email(101) })), 'error.validation');
    await expect400(await submit(client, validSubmission(group, { primaryEmail: 'not-an-email' })), 'error.validation');
    const none = await submit(client, validSubmission(group, { primaryEmail: '' }));
    expect((await reportRow(none.json().referenceId)).notificationEmail).toBeNull();
  });

  it('refuses an email when the template has notifications turned off', async () => {
    await db
      .update(reportTemplates)
      .set({ reporterNotificationsEnabled: false })
      .where(eq(reportTemplates.referenceId, DEMO_TEMPLATE_REFERENCE));
    try {
      await expect400(
        await submit(client, validSubmission(group, { primaryEmail: 'me@northwind.example' })),
        'error.notificationsDisabled',
      );
      expect((await submit(client, validSubmission(group))).statusCode).toBe(201);
    } finally {
      await db
        .update(reportTemplates)
        .set({ reporterNotificationsEnabled: true })
        .where(eq(reportTemplates.referenceId, DEMO_TEMPLATE_REFERENCE));
    }
  });

  it('files a chosen category, category 13 by default, and 109 when sensitive', async () => {
    const chosen = await submit(client, validSubmission(group, { categoryId: 101 }));
    expect((await reportRow(chosen.json().referenceId)).categoryId).toBe(101);
    const selected = await submit(client, validSubmission(group, { selectedCategory: { id: 104 } }));
    expect((await reportRow(selected.json().referenceId)).categoryId).toBe(104);
    const sensitive = await submit(client, validSubmission(group, { categoryId: 101, isSensitiveReport: true }));
    expect(await reportRow(sensitive.json().referenceId)).toMatchObject({
      categoryId: SENSITIVE_CATEGORY_ID,
      sensitive: true,
    });
  });

  it("takes the spec's draft category shape, the group's name with the one category chosen", async () => {
    const groupShape = { name: 'Financial integrity', categories: [{ id: 102, name: 'Bribery and corruption' }] };
    const filed = await submit(client, validSubmission(group, { selectedCategory: groupShape } as never));
    expect(filed.statusCode).toBe(201);
    expect((await reportRow(filed.json().referenceId)).categoryId).toBe(102);
    const two = { name: 'Financial integrity', categories: [{ id: 101 }, { id: 102 }] };
    await expect400(
      await submit(client, validSubmission(group, { selectedCategory: two } as never)),
      'error.validation',
    );
  });

  it('refuses a category the organization does not offer', async () => {
    await expect400(
      await submit(client, validSubmission(group, { categoryId: SENSITIVE_CATEGORY_ID })),
      'error.invalidCategory',
    );
    const toronto = await template(client, await orgId(db, 'Northwind Toronto Office'));
    await expect400(await submit(client, validSubmission(toronto, { categoryId: 101 })), 'error.invalidCategory');
    expect((await submit(client, validSubmission(toronto, { categoryId: 13 }))).statusCode).toBe(201);
  });

  it('checks the files the reporter is about to upload', async () => {
    const files = (...names: string[]) => ({ attachmentSummaries: names.map((name) => ({ name, size: 1000 })) });
    expect((await submit(client, validSubmission(group, files('receipt.pdf', 'photo.jpg')))).statusCode).toBe(201);
    await expect400(await submit(client, validSubmission(group, files('tool.exe'))), 'attachmentError.fileType');
    await expect400(await submit(client, validSubmission(group, files('a:b.pdf'))), 'attachmentError.fileName');
    await expect400(
      await submit(client, validSubmission(group, files(`${'n'.repeat(197)}.pdf`))),
      'attachmentError.fileName',
    );
    await expect400(
      await submit(client, validSubmission(group, files('same.pdf', 'same.pdf'))),
      'attachmentError.duplicateFile',
    );
    const many = files(...Array.from({ length: 26 }, (_, i) => `f${i}.pdf`));
    await expect400(await submit(client, validSubmission(group, many)), 'attachmentError.maxFiles');
    const big = { attachmentSummaries: [{ name: 'big.pdf', size: LIMITS.attachmentMaxBytes + 1 }] };
    await expect400(await submit(client, validSubmission(group, big)), 'attachmentError.fileSize');
  });

  it('refuses phantom organizations, another template and a body that names another template', async () => {
    const phantom = { ...validSubmission(group), organization: { id: await orgId(db, 'Northwind Holdings') } };
    await expect400(await submit(client, phantom), 'error.phantomOrganization');
    await expect400(await submit(client, validSubmission(group), DEMO_VANITY_REFERENCE), 'error.templateMismatch');
    await expect400(await submit(client, { ...validSubmission(group), reportId: 'other' }), 'error.templateMismatch');
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await client.post(`/reporterapi/report?reportId=${DEMO_TEMPLATE_REFERENCE}`, {
      json: { langKey: 'en' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.organization', 'body.inputStatement', 'body.password']));
  });
});

describe('answers', () => {
  const preamble = (...answers: NonNullable<TReportSubmission['preambleResponses']>) => {
    const relationship = response(question(group.preambleQuestions, 'What is your relationship'), 'Employee');
    return validSubmission(group, { preambleResponses: [relationship, ...answers] });
  };
  const q = (text: string) => question(group.preambleQuestions, text);

  it('needs the mandatory question answered', async () => {
    await expect400(await submit(client, validSubmission(group, { preambleResponses: [] })), 'error.mandatoryQuestion');
    const blank = { questionId: q('What is your relationship').questionId, responseId: 0, value: '' };
    await expect400(
      await submit(client, validSubmission(group, { preambleResponses: [blank] })),
      'error.mandatoryQuestion',
    );
  });

  it('refuses an answer to a question its branch has not opened, and takes it once opened', async () => {
    const someone = response(q('Who did you raise it with'), 'Someone else');
    const role = { questionId: q('Please describe the role').questionId, value: 'A team leader; nothing happened.' };
    await expect400(await submit(client, preamble(someone)), 'error.hiddenQuestionAnswered');
    await expect400(
      await submit(client, preamble(response(q('Have you already raised'), 'No'), someone)),
      'error.hiddenQuestionAnswered',
    );
    const yes = response(q('Have you already raised'), 'Yes');
    expect((await submit(client, preamble(yes, someone))).statusCode).toBe(201);
    await expect400(
      await submit(client, preamble(yes, response(q('Who did you raise it with'), 'My manager'), role)),
      'error.hiddenQuestionAnswered',
    );
    const opened = await submit(client, preamble(yes, someone, role));
    expect(opened.statusCode).toBe(201);
    const row = await reportRow(opened.json().referenceId);
    const texts = (await db.select().from(reportAnswers).where(eq(reportAnswers.reportId, row.id))).map(
      (a) => a.questionText,
    );
    expect(texts).toContain(
      'Please describe the role of the person you raised it with and what happened next. You do not need to give names.',
    );
  });

  it('refuses unknown questions and responses, and a second answer to a single-answer question', async () => {
    await expect400(
      await submit(client, preamble({ questionId: 999999, responseId: null, value: 'x' })),
      'error.unknownQuestion',
    );
    const radio = q('Have you already raised');
    await expect400(
      await submit(client, preamble({ questionId: radio.questionId, responseId: 999999, value: 'Yes' })),
      'error.unknownResponse',
    );
    await expect400(
      await submit(client, preamble({ questionId: radio.questionId, value: 'Perhaps' })),
      'error.unknownResponse',
    );
    await expect400(await submit(client, preamble(response(radio, 'Yes'), response(radio, 'No'))), 'error.validation');
    const involved = q('Who is involved');
    expect(
      (await submit(client, preamble(response(involved, 'A manager'), response(involved, 'A customer')))).statusCode,
    ).toBe(201);
  });

  it('takes a real date only', async () => {
    const date = q('When did the events begin').questionId;
    expect((await submit(client, preamble({ questionId: date, value: '2024-02-29' }))).statusCode).toBe(201);
    await expect400(await submit(client, preamble({ questionId: date, value: '2023-02-29' })), 'error.validation');
  });

  it('checks category answers against the chosen category, or the undefined-question category', async () => {
    const fraud = (await client.get(`/reporterapi/category-questions/101?langKey=en&orgId=${group.orgId}`)).json();
    const amount = response(fraud[0], 'More than 100,000');
    expect(
      (await submit(client, validSubmission(group, { categoryId: 101, categoryQuestionResponses: [amount] })))
        .statusCode,
    ).toBe(201);
    await expect400(
      await submit(client, validSubmission(group, { categoryId: 104, categoryQuestionResponses: [amount] })),
      'error.unknownQuestion',
    );
    const general = (await client.get(`/reporterapi/category-questions/13?langKey=en&orgId=${group.orgId}`)).json();
    expect(
      (await submit(client, validSubmission(group, { categoryQuestionResponses: [response(general[0], 'Finance')] })))
        .statusCode,
    ).toBe(201);
  });

  it("takes saved responses in the spec's shape: the question as id, with questionText, position and branchTo", async () => {
    const relationship = response(question(group.preambleQuestions, 'What is your relationship'), 'Employee');
    const specShape = {
      id: relationship.questionId,
      questionText: 'What is your relationship to Northwind?',
      position: 1,
      responseId: relationship.responseId,
      value: 'Employee',
      branchTo: null,
    };
    const filed = await submit(client, validSubmission(group, { preambleResponses: [specShape] } as never));
    expect(filed.statusCode).toBe(201);
    const reportId = (await reportRow(filed.json().referenceId)).id;
    const stored = await db.select().from(reportAnswers).where(eq(reportAnswers.reportId, reportId));
    expect(stored.find((a) => a.questionId === relationship.questionId)).toMatchObject({
      responseId: relationship.responseId,
    });
    const noQuestion = { value: 'Employee', responseId: relationship.responseId };
    await expect400(
      await submit(client, validSubmission(group, { preambleResponses: [noQuestion] } as never)),
      'error.validation',
    );
  });

  it('needs a mandatory category question answered, as the browser does', async () => {
    const fraud = (await client.get(`/reporterapi/category-questions/101?langKey=en&orgId=${group.orgId}`)).json();
    await db.update(questions).set({ mandatory: true }).where(eq(questions.id, fraud[0].questionId));
    try {
      await expect400(await submit(client, validSubmission(group, { categoryId: 101 })), 'error.mandatoryQuestion');
      const amount = response(fraud[0], 'More than 100,000');
      const answered = await submit(
        client,
        validSubmission(group, { categoryId: 101, categoryQuestionResponses: [amount] }),
      );
      expect(answered.statusCode).toBe(201);
    } finally {
      await db.update(questions).set({ mandatory: false }).where(eq(questions.id, fraud[0].questionId));
    }
  });

  it('stores the answer in the report’s language as the template words it', async () => {
    const fr = await template(client, group.orgId, 'langKey=fr');
    const relationship = question(fr.preambleQuestions, 'Quelle est votre relation');
    const { reporter, referenceId } = await reportAndSignIn(client, fr, {
      langKey: 'fr',
      preambleResponses: [
        {
          questionId: relationship.questionId,
          responseId: relationship.potentialResponses[0].responseId,
          value: 'forged',
        },
      ],
    });
    const detail = (await reporter.get(`/reporterapi/report/${referenceId}?langKey=fr`)).json();
    expect(detail.reportQuestions).toContainEqual({
      description: 'Quelle est votre relation avec Northwind ?',
      value: 'Employé(e)',
    });
  });

  it('ignores preamble questions the template does not show', async () => {
    await db
      .update(reportTemplates)
      .set({ viewPreambleQuestions: false })
      .where(eq(reportTemplates.referenceId, DEMO_TEMPLATE_REFERENCE));
    try {
      expect((await submit(client, validSubmission(group, { preambleResponses: [] }))).statusCode).toBe(201);
      await expect400(await submit(client, validSubmission(group)), 'error.unknownQuestion');
    } finally {
      await db
        .update(reportTemplates)
        .set({ viewPreambleQuestions: true })
        .where(eq(reportTemplates.referenceId, DEMO_TEMPLATE_REFERENCE));
    }
  });
});

describe('a failed submission', () => {
  it('leaves nothing behind', async () => {
    const counts = async () => ({
      reports: (await db.select({ n: count() }).from(reports))[0].n,
      answers: (await db.select({ n: count() }).from(reportAnswers))[0].n,
      changes: (await db.select({ n: count() }).from(reportStatusChanges))[0].n,
      jobs: (await db.select({ n: count() }).from(jobs))[0].n,
      counter: (await db.select().from(reportCounters).where(eq(reportCounters.rootOrganizationId, group.orgId)))[0]
        ?.lastSequentialId,
    });
    const before = await counts();
    // The last step of the transaction, queueing the reviewers' notification, fails.
    await db.execute(
      sql.raw(
        `create function fail_job() returns trigger language plpgsql as $$ begin raise exception 'queue down'; end $$`,
      ),
    );
    await db.execute(sql.raw('create trigger fail_job before insert on jobs for each row execute function fail_job()'));
    try {
      const res = await submit(client, validSubmission(group));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'error.internalServerError', status: 500 });
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger fail_job on jobs'));
      await db.execute(sql.raw('drop function fail_job()'));
    }
    expect((await submit(client, validSubmission(group))).statusCode).toBe(201);
  });
});
