/**
 * The submit-report calls on the `api` prefix × every kind of user and anonymous (decisions 052,
 * 053): hotline agents file for callers, transcribers and case-owning reviewers transcribe,
 * everyone else 403, anonymous 401. Prints how many cases it checked.
 */

import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { type MatrixCall, permissionMatrix, STAFF_LOGINS } from '../../../test/permission-matrix.ts';
import { DEMO_TEMPLATE_REFERENCE } from '../../db/demo-reporting.ts';
import { orgId, template } from './reporting.fixtures.ts';
import { validHotlineSubmission, validTranscription } from './staff-submission.fixtures.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const canadaId = await orgId(db, 'Northwind Canada');
const canada = await template(new Client(app), canadaId);

const SUBJECTS = ['anonymous', ...STAFF_LOGINS] as const;
type Subject = (typeof SUBJECTS)[number];

const allowing = (allowed: Subject[], ok = 200) =>
  Object.fromEntries(SUBJECTS.map((s) => [s, s === 'anonymous' ? 401 : allowed.includes(s) ? ok : 403]));
/** The demo client admin is also a reviewer (ROLE_USER), as are reviewers and program admins. */
const REVIEWERS: Subject[] = ['client-admin', 'reviewer', 'program-admin'];
const FORM = allowing(['hotline', 'transcriber', 'delegate', ...REVIEWERS]);

const CALLS: MatrixCall[] = [
  {
    name: 'GET organization search',
    send: (c) => c.get('/api/organization?name=north&langKey=en'),
    expect: allowing(['hotline']),
  },
  {
    name: 'GET organization name',
    send: (c) => c.get(`/api/organization/${canadaId}/name?langKey=en`),
    expect: allowing(['hotline']),
  },
  {
    name: 'GET report template',
    send: (c) => c.get(`/api/organization/${canadaId}/report-template?langKey=en`),
    expect: FORM,
  },
  {
    name: 'GET supported languages',
    send: (c) => c.get(`/api/organization/${canadaId}/supported-languages`),
    expect: FORM,
  },
  {
    name: 'GET category questions',
    send: (c) => c.get(`/api/category-questions/${canadaId}?langKey=en`),
    expect: FORM,
  },
  {
    name: 'POST preflight check',
    send: (c) => c.post(`/api/report-preflight-check?orgId=${canadaId}&reportId=${DEMO_TEMPLATE_REFERENCE}`),
    expect: Object.fromEntries(Object.entries(FORM).map(([s, code]) => [s, code === 200 ? 204 : code])),
  },
  {
    name: 'POST password',
    send: (c) => c.post('/api/password?reportId=x', { json: { password: 'Tq7#mZp2' } }),
    expect: allowing(['hotline']),
  },
  {
    name: 'POST report (hotline)',
    send: (c) => c.post(`/api/report?reportId=${canada.referenceId}`, { json: validHotlineSubmission(canada) }),
    expect: allowing(['hotline'], 201),
  },
  {
    name: 'GET transcribable organizations',
    send: (c) => c.get('/api/organization/transcribable?langKey=en'),
    expect: allowing(['transcriber', ...REVIEWERS]),
  },
  {
    name: 'POST transcribeReport',
    send: (c) => c.post('/api/transcribeReport', { json: validTranscription(canada) }),
    expect: allowing(['transcriber', ...REVIEWERS], 201),
  },
  {
    // Nobody here filed report "NOSUCHREPORT1": staff who may transcribe get 404, others 403.
    name: 'POST attachment-new-report',
    send: (c) => c.post('/api/report/NOSUCHREPORT1/attachment-new-report', { json: {} }),
    expect: { ...allowing(['transcriber', 'delegate', ...REVIEWERS], 404) },
  },
];

const clients = await permissionMatrix(app, 'staff submission', SUBJECTS, CALLS);

describe('the matrix covers', () => {
  it('every staff submission route the app registers', () => {
    for (const [method, url] of [
      ['GET', '/api/organization'],
      ['GET', '/api/organization/:id/name'],
      ['GET', '/api/organization/:id/report-template'],
      ['GET', '/api/organization/:id/supported-languages'],
      ['GET', '/api/category-questions/:orgOrCategoryId'],
      ['POST', '/api/report-preflight-check'],
      ['POST', '/api/password'],
      ['POST', '/api/report'],
      ['GET', '/api/organization/transcribable'],
      ['POST', '/api/transcribeReport'],
      ['POST', '/api/report/:id/attachment-new-report'],
    ] as const)
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(CALLS).toHaveLength(11);
    expect(clients.size).toBe(SUBJECTS.length);
  });
});
