/**
 * A hotline agent files a caller's report, a transcriber a letter or a voicemail (spec 000 §2
 * "Hotline area", §5 "Submit validity"; spec 001 §2 "Transcribe report"; decisions 052, 053).
 */
import { REPORT_METHOD, type TReportTemplate } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { reportStatusChanges, reports } from '../../db/schema/index.ts';
import { NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { orgId, STRONG_PASSWORD, template } from './reporting.fixtures.ts';
import {
  CALLER_ANSWER,
  submitForCaller,
  transcribe,
  validHotlineSubmission,
  validTranscription,
} from './staff-submission.fixtures.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
const agent = await signIn(app, 'hotline');
const transcriber = await signIn(app, 'transcriber');
const reviewer = await signIn(app, 'reviewer');
let canada: TReportTemplate;

beforeAll(async () => {
  canada = await template(new Client(app), await orgId(db, 'Northwind Canada'));
});

const rowOf = async (referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];
const fieldsOf = (res: { json: () => { fieldErrors?: { field: string }[] } }) =>
  (res.json().fieldErrors ?? []).map((f) => f.field);

describe('POST api/report from a hotline agent', () => {
  it('files a HOTLINE report with the challenge question and the answer hashed, no password', async () => {
    const body = validHotlineSubmission(canada, {
      primaryEmail: 'caller@example.org',
      verifyEmail: 'caller@example.org',
    });
    const res = await submitForCaller(agent, body, canada.referenceId);
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().referenceId);
    expect(row.typeId).toBe(REPORT_METHOD.HOTLINE);
    expect(row.challengeQuestionId).toBe(body.challengeQuestionId);
    expect(row.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.securityAnswerHash, CALLER_ANSWER)).toBe(true);
    expect(await verifyPassword(row.securityAnswerHash, '198706')).toBe(false);
    expect(row.passwordHash).toBe(NO_PASSWORD);
    expect(await verifyPassword(row.passwordHash, STRONG_PASSWORD)).toBe(false);
    expect(codec.decryptText(row.notificationEmail!)).toBe('caller@example.org');
    expect(row.transcriberUserId).toBeNull();
    const [status] = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, row.id));
    expect(status.actor).toBe('hotline:hotline');
  });

  it('files a report no password opens on the web, whose tries there leave the security question unlocked', async () => {
    const res = await submitForCaller(agent, validHotlineSubmission(canada), canada.referenceId);
    const { referenceId } = res.json();
    for (const password of [STRONG_PASSWORD, NO_PASSWORD, 'x', 'y', 'z', 'w']) {
      const tried = await new Client(app).post('/reporterapi/authentication', {
        form: { username: referenceId, password },
      });
      expect(tried.statusCode).toBe(401);
      expect(tried.json()).toMatchObject({ message: 'error.login.failed' });
      expect(tried.json().numberOfLoginAttemptsLeft).toBeUndefined();
    }
    expect((await rowOf(referenceId)).failedLoginAttempts).toBe(0);
    const verified = await agent.post(`/api/hotline/report/${referenceId}/report-session`, {
      json: { password: CALLER_ANSWER },
    });
    expect(verified.statusCode).toBe(204);
  });

  it('files a report whose caller left mandatory questions unanswered (spec 000 §5)', async () => {
    const res = await submitForCaller(
      agent,
      validHotlineSubmission(canada, { preambleResponses: [] }),
      canada.referenceId,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('takes the draft shape of the answer ({ answer, isAnswerValid })', async () => {
    const body = validHotlineSubmission(canada, { securityAnswer: { answer: '200012', isAnswerValid: true } });
    expect((await submitForCaller(agent, body, canada.referenceId)).statusCode).toBe(201);
  });

  it.each([
    ['an empty report text', { inputStatement: '  ' }, 'body.inputStatement'],
    ['no challenge question', { challengeQuestionId: undefined }, 'body.challengeQuestionId'],
    ['a challenge question that is not a number', { challengeQuestionId: 'first' }, 'body.challengeQuestionId'],
    ['no security answer', { securityAnswer: undefined }, 'body.securityAnswer'],
    ['a security answer of 5 characters', { securityAnswer: '19870' }, 'body.securityAnswer'],
    ['a security answer with month 13', { securityAnswer: '198713' }, 'body.securityAnswer'],
    ['a security answer that is not a date', { securityAnswer: 'abcdef' }, 'body.securityAnswer'],
    ['an invalid email', { primaryEmail: 'not-an-email', verifyEmail: 'not-an-email' }, 'body.primaryEmail'],
    [
      'an email unlike its confirmation',
      { primaryEmail: 'a@example.org', verifyEmail: 'b@example.org' },
      'body.verifyEmail',
    ],
    ['an email without confirmation', { primaryEmail: 'a@example.org' }, 'body.verifyEmail'],
    ['a report name over 50 characters', { reportName: 'x'.repeat(51) }, 'body.reportName'],
  ])('refuses %s with 400 and the field', async (_, patch, field) => {
    const body = { ...validHotlineSubmission(canada), ...patch };
    const res = await submitForCaller(agent, body, canada.referenceId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    expect(fieldsOf(res)).toContain(field);
  });

  it('refuses a challenge question that does not exist', async () => {
    const res = await submitForCaller(
      agent,
      validHotlineSubmission(canada, { challengeQuestionId: 999_999 }),
      canada.referenceId,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['body.challengeQuestionId']);
  });

  it('accepts a report name of exactly 50 characters', async () => {
    const body = validHotlineSubmission(canada, { reportName: 'n'.repeat(50) });
    expect((await submitForCaller(agent, body, canada.referenceId)).statusCode).toBe(201);
  });

  it('files nothing for a refused body', async () => {
    const before = (await db.select({ id: reports.id }).from(reports)).length;
    await submitForCaller(agent, { ...validHotlineSubmission(canada), securityAnswer: '000000' }, canada.referenceId);
    expect((await db.select({ id: reports.id }).from(reports)).length).toBe(before);
  });

  it('shows the reviewer the HOTLINE method and the reporter dialogue open', async () => {
    const { referenceId } = (await submitForCaller(agent, validHotlineSubmission(canada), canada.referenceId)).json();
    const detail = await signIn(app, 'program-admin').then((c) =>
      c.get(`/api/reviewer/report/${referenceId}?langKey=en`),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ typeId: REPORT_METHOD.HOTLINE, reporterCommunicationEnabled: true });
  });

  it('is refused to anonymous visitors, reporters, reviewers and transcribers', async () => {
    const body = validHotlineSubmission(canada);
    expect((await submitForCaller(new Client(app), body, canada.referenceId)).statusCode).toBe(401);
    expect((await submitForCaller(reviewer, body, canada.referenceId)).statusCode).toBe(403);
    expect((await submitForCaller(transcriber, body, canada.referenceId)).statusCode).toBe(403);
    const web = new Client(app);
    const filed = await web.post(`/reporterapi/report?reportId=${canada.referenceId}`, {
      json: { ...body, password: STRONG_PASSWORD },
    });
    const { referenceId } = filed.json();
    const reporter = new Client(app);
    await reporter.post('/reporterapi/authentication', { form: { username: referenceId, password: STRONG_PASSWORD } });
    expect((await submitForCaller(reporter, body, canada.referenceId)).statusCode).toBe(403);
  });
});

describe('POST api/transcribeReport', () => {
  it('files a post-box letter as CLIENT_TRANSCRIBED with the transcriber recorded', async () => {
    const res = await transcribe(transcriber, validTranscription(canada));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-candor-alert']).toBe('reporter.manageReport.success');
    const row = await rowOf(res.json().referenceId);
    expect(row.typeId).toBe(REPORT_METHOD.CLIENT_TRANSCRIBED);
    expect(row.transcriberUserId).not.toBeNull();
    expect(row.passwordHash).toBe(NO_PASSWORD);
    expect(row.notificationEmail).toBeNull();
    const [status] = await db.select().from(reportStatusChanges).where(eq(reportStatusChanges.reportId, row.id));
    expect(status.actor).toBe('transcriber:transcriber');
  });

  it("files a report no secret opens: the hotline's tries count nothing against it", async () => {
    const { referenceId } = (await transcribe(reviewer, validTranscription(canada))).json();
    for (const password of [STRONG_PASSWORD, NO_PASSWORD, 'x', 'y', 'z', 'w']) {
      const tried = await agent.post(`/api/hotline/report/${referenceId}/report-session`, { json: { password } });
      expect(tried.statusCode).toBe(400);
      expect(tried.json()).toMatchObject({ message: 'error.login.failed' });
      expect(tried.json().numberOfLoginAttemptsLeft).toBeUndefined();
    }
    expect((await rowOf(referenceId)).failedLoginAttempts).toBe(0);
  });

  it('files a voicemail as PHONE, with no reporter to write to', async () => {
    const res = await transcribe(reviewer, validTranscription(canada, { typeId: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    const { referenceId } = res.json();
    expect((await rowOf(referenceId)).typeId).toBe(REPORT_METHOD.PHONE);
    // Nobody can sign in to it, with a password or through the hotline: a message would go unread.
    const staff = await signIn(app, 'program-admin');
    expect((await staff.get(`/api/reviewer/report/${referenceId}?langKey=en`)).json()).toMatchObject({
      reporterCommunicationEnabled: false,
    });
    const message = await staff.post(`/api/report/${referenceId}/comment`, {
      json: { commentText: 'Can you tell us more?' },
    });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe('error.reporterCommunicationDisabled');
  });

  it('shows the reviewer the method, the transcriber and no reporter dialogue', async () => {
    const { referenceId } = (await transcribe(transcriber, validTranscription(canada))).json();
    const detail = await signIn(app, 'program-admin').then((c) =>
      c.get(`/api/reviewer/report/${referenceId}?langKey=en`),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      typeId: REPORT_METHOD.CLIENT_TRANSCRIBED,
      transcriberName: 'Tess Transcriber',
      reporterCommunicationEnabled: false,
    });
  });

  it('leaves mandatory questions to what the letter says', async () => {
    const res = await transcribe(transcriber, validTranscription(canada, { preambleResponses: [] }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['another intake method', { typeId: 3 }, 'body.typeId'],
    ['an empty text', { inputStatement: '' }, 'body.inputStatement'],
    ['a report name over 50 characters', { reportName: 'y'.repeat(51) }, 'body.reportName'],
    ['no template', { reportId: undefined }, 'body.reportId'],
  ])('refuses %s with 400', async (_, patch, field) => {
    const res = await transcribe(transcriber, { ...validTranscription(canada), ...patch });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });

  it("refuses a phantom organization, a remote one and one outside the transcriber's tree", async () => {
    for (const name of ['Northwind Holdings', 'Northwind Asia Pacific']) {
      const refused = { ...validTranscription(canada), organization: { id: await orgId(db, name) } };
      expect((await transcribe(transcriber, refused)).statusCode, name).toBe(403);
    }
    const france = await signIn(app, 'delegate');
    expect((await transcribe(france, validTranscription(canada))).statusCode).toBe(403);
  });

  it('is refused without TRANSCRIBE_REPORT', async () => {
    const body = validTranscription(canada);
    expect((await transcribe(new Client(app), body)).statusCode).toBe(401);
    for (const login of ['hotline', 'delegate', 'connects-admin', 'importer']) {
      expect((await transcribe(await signIn(app, login), body)).statusCode, login).toBe(403);
    }
  });

  it("lists the transcriber's organizations in tree order, phantom and remote ones marked", async () => {
    const res = await transcriber.get('/api/organization/transcribable?langKey=en');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; depth: number; phantom: boolean; remote: boolean }[];
    expect(list[0]).toMatchObject({ name: 'Northwind Group', depth: 0, phantom: false, remote: false });
    expect(list.find((o) => o.name === 'Northwind Holdings')).toMatchObject({ phantom: true, remote: false, depth: 1 });
    expect(list.find((o) => o.name === 'Northwind Asia Pacific')).toMatchObject({ phantom: false, remote: true });
    expect(list.find((o) => o.name === 'Northwind Toronto Office')?.depth).toBe(3);
    const names = list.map((o) => o.name);
    expect(names.indexOf('Northwind Canada')).toBeLessThan(names.indexOf('Northwind Toronto Office'));
  });
});

describe('POST api/report/{id}/attachment-new-report', () => {
  const upload = (client: Client, referenceId: string) =>
    client.request('POST', `/api/report/${referenceId}/attachment-new-report`, {
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      text: [
        '--XyZ',
        'Content-Disposition: form-data; name="file"; filename="letter.txt"',
        'Content-Type: text/plain',
        '',
        'Scanned letter text.',
        '--XyZ--',
        '',
      ].join('\r\n'),
    });

  it("takes the transcriber's file of the report he just filed, and nobody else's", async () => {
    const { referenceId } = (await transcribe(transcriber, validTranscription(canada))).json();
    expect((await upload(reviewer, referenceId)).statusCode).toBe(403);
    const res = await upload(transcriber, referenceId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'letter.txt', attachmentSource: 'ORIGINAL_REPORT' });
    expect((await upload(new Client(app), referenceId)).statusCode).toBe(401);
  });
});

describe('GET api/category-questions/{orgOrCategoryId} (spec 000 §7)', () => {
  it('answers a category id for the form the agent loaded on the api prefix, as the reporter’s call does', async () => {
    const caller = await signIn(app, 'hotline');
    const france = await orgId(db, 'Northwind France');
    expect((await caller.get('/api/category-questions/101?langKey=en')).statusCode).toBe(400);
    const form = await caller.get(`/api/organization/${france}/report-template?langKey=en`);
    expect(form.statusCode).toBe(200);
    const cookie = (form.cookies as { name: string; path?: string }[]).find((c) => c.name === 'candor-report-org');
    expect(cookie?.path).toBe('/api/category-questions');
    const asked = await caller.get('/api/category-questions/101?langKey=en');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual((await caller.get(`/api/category-questions/101?langKey=en&orgId=${france}`)).json());
    expect(asked.json().length).toBeGreaterThan(0);
  });
});
