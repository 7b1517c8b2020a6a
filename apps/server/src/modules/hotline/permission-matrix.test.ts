/**
 * Every hotline endpoint × every kind of user, a reporter and anonymous (spec 000 §6, DESIGN.md §6):
 * only a hotline agent, and on the report calls only for the report he verified the caller for.
 * Prints how many cases it checked.
 */
import type { TReportTemplate } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { type MatrixCall, permissionMatrix, STAFF_LOGINS } from '../../../test/permission-matrix.ts';
import { orgId, STRONG_PASSWORD, template } from '../reporting/reporting.fixtures.ts';
import { disposition, fileReport, SECURITY_ANSWER } from './hotline.test-support.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const group: TReportTemplate = await template(new Client(app), await orgId(db, 'Northwind Group'));
const { referenceId } = await fileReport(new Client(app), group, { db, codec }, SECURITY_ANSWER);
// The reporter of the same report, signed in with its password: the agent's calls stay closed to him.
const reporter = new Client(app);
await reporter.post('/reporterapi/authentication', { form: { username: referenceId, password: STRONG_PASSWORD } });

const SUBJECTS = ['anonymous', 'reporter', ...STAFF_LOGINS];

/** 401 for anonymous, `ok` for the agent, 403 for everyone else unless `others` says otherwise. */
const allowing = (ok: number, others: Record<string, number> = {}) =>
  Object.fromEntries(SUBJECTS.map((s) => [s, s === 'anonymous' ? 401 : s === 'hotline' ? ok : (others[s] ?? 403)]));

// In this order: the verification opens the agent's report session, the disposition ends it.
const CALLS: MatrixCall[] = [
  {
    name: 'GET api/report-lookup',
    send: (c) => c.get(`/api/report-lookup?referenceId=${referenceId}&langKey=en`),
    expect: allowing(200),
  },
  {
    name: 'GET api/hotline/report/{id}/challenge',
    send: (c) => c.get(`/api/hotline/report/${referenceId}/challenge?langKey=en`),
    expect: allowing(200),
  },
  {
    name: 'POST api/hotline/report/{id}/report-session',
    send: (c) => c.post(`/api/hotline/report/${referenceId}/report-session`, { json: { password: SECURITY_ANSWER } }),
    expect: allowing(204),
  },
  { name: 'GET api/report/{id}', send: (c) => c.get(`/api/report/${referenceId}?langKey=en`), expect: allowing(200) },
  {
    // The reviewer's call on the same path: reviewers in reach write, the rest of the staff 403, the delegate too (the report is not delegated to him).
    name: 'POST api/report/{id}/comment',
    send: (c) => c.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'The caller adds a date.' } }),
    expect: allowing(201, { reviewer: 201, 'program-admin': 201, 'client-admin': 201, delegate: 403 }),
  },
  {
    name: 'PUT api/report/{id}/email-notification',
    send: (c) => c.put(`/api/report/${referenceId}/email-notification`, { text: 'caller@example.org' }),
    expect: allowing(200),
  },
  {
    name: 'PUT api/users/notification-email',
    send: (c) =>
      c.put(`/api/users/notification-email?login=${referenceId}&email=caller@example.org`, {
        json: { password: STRONG_PASSWORD, email: 'caller@example.org' },
      }),
    expect: allowing(200),
  },
  {
    name: 'GET api/external-docs/hotline/{file}',
    send: (c) => c.get('/api/external-docs/hotline/call-scripts.pdf'),
    expect: allowing(200),
  },
  {
    name: 'POST api/hotline/call-disposition',
    send: (c) => c.post('/api/hotline/call-disposition', { json: disposition({ referenceId }) }),
    expect: allowing(201),
  },
];

const clients = await permissionMatrix(app, 'hotline', SUBJECTS, CALLS, { reporter });

describe('the matrix covers', () => {
  it('every hotline route the app registers', () => {
    for (const [method, url] of [
      ['GET', '/api/report-lookup'],
      ['GET', '/api/hotline/report/:id/challenge'],
      ['POST', '/api/hotline/report/:id/report-session'],
      ['GET', '/api/report/:id'],
      ['POST', '/api/report/:id/comment'],
      ['PUT', '/api/report/:id/email-notification'],
      ['PUT', '/api/users/notification-email'],
      ['GET', '/api/external-docs/hotline/:file'],
      ['POST', '/api/hotline/call-disposition'],
    ] as const)
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(CALLS).toHaveLength(9);
    expect(clients.size).toBe(SUBJECTS.length);
  });
});
