import type { TReportTemplate } from '@candor/shared';
import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import {
  callDispositions,
  organizations,
  reportComments,
  reportLogs,
  reports,
  sessions,
} from '../../db/schema/index.ts';
import { orgId, STRONG_PASSWORD, template } from '../reporting/reporting.fixtures.ts';
import { disposition, fileReport, SECURITY_ANSWER } from './hotline.test-support.ts';

const { app, database, codec } = await buildTestApp();
const { db } = database;
let group: TReportTemplate;

beforeAll(async () => {
  group = await template(new Client(app), await orgId(db, 'Northwind Group'));
});

const newReport = (answer?: string) => fileReport(new Client(app), group, { db, codec }, answer);
const verify = (agent: Client, referenceId: string, password: string) =>
  agent.post(`/api/hotline/report/${referenceId}/report-session`, { json: { password } });

describe('GET api/report-lookup and the challenge', () => {
  it('finds a report, and 404 for an unknown one', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport();
    expect((await agent.get(`/api/report-lookup?referenceId=${referenceId}&langKey=fr`)).json()).toEqual({
      exists: true,
    });
    expect((await agent.get('/api/report-lookup?referenceId=NOSUCHREPORT&langKey=en')).statusCode).toBe(404);
    expect((await agent.get('/api/hotline/report/NOSUCHREPORT/challenge?langKey=en')).statusCode).toBe(404);
  });

  it('asks for the password of a web report, and says when it is still new', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport();
    const res = await agent.get(`/api/hotline/report/${referenceId}/challenge?langKey=en`);
    expect(res.json()).toEqual({ webReport: true, challengeQuestion: null, authenticatedWithPassword: true });
    await db.update(reports).set({ statusId: 4 }).where(eq(reports.id, id));
    expect((await agent.get(`/api/hotline/report/${referenceId}/challenge?langKey=en`)).json()).toMatchObject({
      webReport: false,
    });
  });

  it('asks the security question of a report the hotline filed, in the language asked', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport(SECURITY_ANSWER);
    const en = (await agent.get(`/api/hotline/report/${referenceId}/challenge?langKey=en`)).json();
    const fr = (await agent.get(`/api/hotline/report/${referenceId}/challenge?langKey=fr`)).json();
    expect(en).toMatchObject({ webReport: false, authenticatedWithPassword: false });
    expect(en.challengeQuestion).toEqual(expect.any(String));
    expect(fr.challengeQuestion).not.toBe(en.challengeQuestion);
  });
});

describe('POST api/hotline/report/{id}/report-session', () => {
  it('verifies with the password: 204, and the session reaches that report only', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport();
    const other = await newReport();
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).statusCode).toBe(403);
    expect((await verify(agent, referenceId, STRONG_PASSWORD)).statusCode).toBe(204);
    // The reporter log shows the caller verified by the hotline (decision 020).
    const logs = await db.select().from(reportLogs).where(eq(reportLogs.reportId, id));
    expect(logs.map((l) => [l.trackingType, l.authorName, l.authorities])).toEqual([
      ['REPORTER_LOGIN', 'Hotline', ['HOTLINE']],
    ]);
    const detail = await agent.get(`/api/report/${referenceId}?langKey=en`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ referenceId, orgName: 'Northwind Group', statusId: 1 });
    expect((await agent.get(`/api/report/${other.referenceId}?langKey=en`)).statusCode).toBe(403);
    expect(
      (await agent.post(`/api/report/${other.referenceId}/comment`, { json: { commentText: 'x' } })).statusCode,
    ).toBe(403);
    expect((await agent.put(`/api/report/${other.referenceId}/email-notification`, { text: '' })).statusCode).toBe(403);
    // The agent is still signed in as himself, and the reporter's calls stay closed to him.
    expect((await agent.get('/api/account')).json()).toMatchObject({ login: 'hotline' });
    expect((await agent.get(`/reporterapi/report/${referenceId}?langKey=en`)).statusCode).toBe(403);
  });

  it('verifies with the security answer, not the password, on a report the hotline filed', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport(SECURITY_ANSWER);
    const wrong = await verify(agent, referenceId, STRONG_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 400, numberOfLoginAttemptsLeft: 4 });
    expect((await verify(agent, referenceId, ` ${SECURITY_ANSWER} `)).statusCode).toBe(204);
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).statusCode).toBe(200);
  });

  it('locks the report after 5 failures, as for reporters, and the reporter too', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport(SECURITY_ANSWER);
    const left: number[] = [];
    for (let i = 0; i < 5; i++)
      left.push((await verify(agent, referenceId, '190001')).json().numberOfLoginAttemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const locked = await verify(agent, referenceId, SECURITY_ANSWER);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ message: 'error.login.locked', numberOfLoginAttemptsLeft: 0 });
    const reporter = await new Client(app).post('/reporterapi/authentication', {
      form: { username: referenceId, password: STRONG_PASSWORD },
    });
    expect(reporter.statusCode).toBe(401);
    expect(reporter.json()).toMatchObject({ numberOfLoginAttemptsLeft: 0 });
  });

  it('a success ends the run of failures', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport();
    await verify(agent, referenceId, 'not the password');
    expect((await verify(agent, referenceId, STRONG_PASSWORD)).statusCode).toBe(204);
    const [row] = await db.select().from(reports).where(eq(reports.id, id));
    expect(row!.failedLoginAttempts).toBe(0);
  });

  it('answers 400, never 500, to any body', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport();
    for (const json of [{}, { password: '' }, { password: 12 }, [], 'x'])
      expect((await agent.post(`/api/hotline/report/${referenceId}/report-session`, { json })).statusCode).toBe(400);
  });
});

describe('the verified report', () => {
  it('a comment is the caller’s, marked as made by the hotline, and sets the report to Updated', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport(SECURITY_ANSWER);
    await verify(agent, referenceId, SECURITY_ANSWER);
    const res = await agent.post(`/api/report/${referenceId}/comment`, {
      json: { commentText: 'The caller adds the dates.', isQuestion: false, hidden: false, taggedReviewers: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-candor-alert']).toBe('reporter.manageReport.success');
    const [comment] = await db.select().from(reportComments).where(eq(reportComments.reportId, id));
    expect(comment).toMatchObject({ reporterComment: true, fromHotline: true });
    const detail = (await agent.get(`/api/report/${referenceId}?langKey=en`)).json();
    expect(detail.statusId).toBe(3);
    expect(detail.reportComments[0]).toMatchObject({
      commentText: 'The caller adds the dates.',
      reporterComment: true,
      fromHotline: true,
    });
    const blank = await agent.post(`/api/report/${referenceId}/comment`, { json: { commentText: '  ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('sets and clears the notification email', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId } = await newReport(SECURITY_ANSWER);
    await verify(agent, referenceId, SECURITY_ANSWER);
    const set = await agent.put(`/api/report/${referenceId}/email-notification`, { text: 'caller@example.org' });
    expect(set.json()).toEqual({ notificationEmail: 'caller@example.org' });
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).json().notificationEmail).toBe(
      'caller@example.org',
    );
    expect(
      (await agent.put(`/api/report/${referenceId}/email-notification`, { text: 'not-an-email' })).statusCode,
    ).toBe(400);
    expect((await agent.put(`/api/report/${referenceId}/email-notification`, { text: '' })).json()).toEqual({
      notificationEmail: null,
    });
  });

  it('a reviewer still comments as a reviewer on the same path', async () => {
    const { referenceId } = await newReport();
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'Thank you.' } });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST api/hotline/call-disposition', () => {
  it('stores the whole disposition and ends the report session', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport(SECURITY_ANSWER);
    await verify(agent, referenceId, SECURITY_ANSWER);
    const res = await agent.post('/api/hotline/call-disposition', {
      json: disposition({ referenceId, specialCircumstances: ['INTERPRETER', 'QUESTION'] }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(callDispositions).where(eq(callDispositions.id, res.json().id));
    expect(row).toMatchObject({
      reportId: id,
      organizationId: group.orgId,
      terminationReason: 'CALL_COMPLETED',
      specialCircumstances: ['INTERPRETER', 'QUESTION'],
      pageId: 'N',
      startTime: new Date('2026-11-24T10:00:00.000Z'),
      stopTime: new Date('2026-11-24T10:12:00.000Z'),
    });
    expect(row!.comments).not.toContain('Caller');
    expect(codec.decryptText(row!.comments!)).toBe('Caller added the dates.');
    expect((await agent.get(`/api/report/${referenceId}?langKey=en`)).statusCode).toBe(403);
    const open = await db.select().from(sessions).where(eq(sessions.reportId, id));
    expect(open).toHaveLength(0);
  });

  it('a call with no report: only the reason and times', async () => {
    const agent = await signIn(app, 'hotline');
    const res = await agent.post('/api/hotline/call-disposition', {
      json: disposition({ terminationReason: 'WRONG_NUMBER', specialCircumstances: [], comments: '', pageId: 'A' }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(callDispositions).where(eq(callDispositions.id, res.json().id));
    expect(row).toMatchObject({
      reportId: null,
      organizationId: null,
      comments: null,
      terminationReason: 'WRONG_NUMBER',
    });
  });

  it.each([
    ['the success page with another reason', { pageId: 'Q', terminationReason: 'OTHER' }],
    ['an unknown page', { pageId: 'R' }],
    ['an unknown reason', { terminationReason: 'BORED' }],
    ['an unknown special consideration', { specialCircumstances: ['VIP'] }],
    ['a special consideration twice', { specialCircumstances: ['QUESTION', 'QUESTION'] }],
    ['a stop before the start', { stopTime: '2026-11-24T09:00:00.000Z' }],
    ['a time that is no time', { startTime: 'yesterday' }],
    ['a start in year 0', { startTime: '0000-01-01T00:00:00Z', stopTime: '0000-01-01T00:00:00Z' }],
    ['a start in year 0 once in UTC', { startTime: '0001-01-01T00:00:00+14:00' }],
    ['a stop in year 10000 once in UTC', { stopTime: '9999-12-31T23:59:59-00:01' }],
    ['comments too long', { comments: 'x'.repeat(2001) }],
    ['an unknown report', { referenceId: 'NOSUCHREPORT' }],
    ['an unknown organization', { organizationId: 999999 }],
    ['no reason', { terminationReason: undefined }],
  ])('400 for %s', async (_, overrides) => {
    const agent = await signIn(app, 'hotline');
    const res = await agent.post('/api/hotline/call-disposition', { json: disposition(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
  });

  it('files a call about a report under the report’s organization, even one the call had not seen it move to', async () => {
    const agent = await signIn(app, 'hotline');
    const { referenceId, id } = await newReport(SECURITY_ANSWER);
    const [other] = await db.select().from(organizations).where(ne(organizations.id, group.orgId)).limit(1);
    const res = await agent.post('/api/hotline/call-disposition', {
      json: disposition({ referenceId, organizationId: other!.id }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(callDispositions).where(eq(callDispositions.id, res.json().id));
    expect(row).toMatchObject({ reportId: id, organizationId: group.orgId });
  });

  it('the success page with Call Completed is accepted', async () => {
    const agent = await signIn(app, 'hotline');
    const res = await agent.post('/api/hotline/call-disposition', { json: disposition({ pageId: 'Q' }) });
    expect(res.statusCode).toBe(201);
  });
});

describe('the help menu', () => {
  it('gives a hotline agent the hotline’s two documents, and each downloads as a PDF', async () => {
    const agent = await signIn(app, 'hotline');
    const docs = (await agent.get('/api/external-docs/loggedInUser?langKey=en')).json();
    expect(docs).toEqual([
      { id: 1, documentName: 'Hotline agent guide.pdf', link: '/api/external-docs/hotline/agent-guide.pdf' },
      { id: 2, documentName: 'Call scripts.pdf', link: '/api/external-docs/hotline/call-scripts.pdf' },
    ]);
    for (const d of docs) {
      const pdf = await agent.get(d.link);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await agent.get('/api/external-docs/hotline/other.pdf')).statusCode).toBe(404);
    const reviewerDocs = (
      await (await signIn(app, 'reviewer')).get('/api/external-docs/loggedInUser?langKey=en')
    ).json();
    expect(reviewerDocs.map((d: { documentName: string }) => d.documentName)).not.toContain('Call scripts.pdf');
  });
});
