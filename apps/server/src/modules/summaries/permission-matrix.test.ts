/**
 * Summaries, the reviewer access report, the profile and rules and alerts × every kind of user
 * and anonymous (spec 001 §6, decisions 057, 058 and 103): reviewers (ROLE_USER) only, summaries not
 * for delegate reviewers, the profile for the transcriber too, anonymous 401. Prints how many cases
 * it checked.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, type Client } from '../../../test/build-test-app.ts';
import { permissionMatrix, STAFF_LOGINS } from '../../../test/permission-matrix.ts';

const { app } = await buildTestApp();

const SUBJECTS = ['anonymous', ...STAFF_LOGINS];
const REVIEWERS: string[] = ['client-admin', 'reviewer', 'program-admin', 'delegate'];

/** `ok` for reviewers (delegates too unless `noDelegate`), 403 for other staff, 401 for anonymous. */
const answers = (ok: number, noDelegate = false) =>
  Object.fromEntries(
    SUBJECTS.map((s) => [
      s,
      s === 'anonymous' ? 401 : !REVIEWERS.includes(s) ? 403 : noDelegate && s === 'delegate' ? 403 : ok,
    ]),
  );
/** The profile: every user of the reviewer area, the transcriber too. */
const ownProfile = (ok: number) => ({ ...answers(ok), transcriber: ok });

type Send = (c: Client) => ReturnType<Client['get']>;
const CALLS: {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  send: Send;
  expect: Record<string, number>;
}[] = [
  {
    name: 'org summary',
    method: 'GET',
    url: '/api/report-summary/org-summary',
    send: (c) => c.get('/api/report-summary/org-summary?langKey=en'),
    expect: answers(200, true),
  },
  {
    name: 'category summary',
    method: 'GET',
    url: '/api/report-summary/category-summary',
    send: (c) => c.get('/api/report-summary/category-summary?langKey=en'),
    expect: answers(200, true),
  },
  {
    name: 'reviewers per organization',
    method: 'GET',
    url: '/api/users/reviewer/org',
    send: (c) => c.get('/api/users/reviewer/org'),
    expect: answers(200),
  },
  {
    name: 'category authorizations',
    method: 'GET',
    url: '/api/users/reviewer/org/category-authorizations',
    send: (c) => c.get('/api/users/reviewer/org/category-authorizations?langKey=en'),
    expect: answers(200),
  },
  {
    name: 'print reviewer access',
    method: 'POST',
    url: '/api/reviewer/print-reviewer-access',
    send: (c) => c.post('/api/reviewer/print-reviewer-access'),
    expect: answers(200),
  },
  {
    name: 'read profile',
    method: 'GET',
    url: '/api/users/profile',
    send: (c) => c.get('/api/users/profile'),
    expect: ownProfile(200),
  },
  {
    name: 'save profile',
    method: 'PUT',
    url: '/api/users/profile',
    send: (c) => c.put('/api/users/profile', { json: { preferredLanguage: 'en', landingPage: 'OVERVIEW' } }),
    expect: ownProfile(200),
  },
  {
    name: 'reset own password',
    method: 'POST',
    url: '/api/users/resetPassword',
    send: (c) => c.post('/api/users/resetPassword'),
    expect: ownProfile(200),
  },
  {
    name: 'list rules',
    method: 'GET',
    url: '/api/notification_rules',
    send: (c) => c.get('/api/notification_rules'),
    expect: answers(200),
  },
  {
    name: 'save rules',
    method: 'POST',
    url: '/api/notification_rules',
    send: (c) => c.post('/api/notification_rules', { json: [] }),
    expect: answers(200),
  },
  // No such rule of the user's: 404 for reviewers, before that the role decides.
  {
    name: 'delete rule',
    method: 'DELETE',
    url: '/api/notification_rules/:id',
    send: (c) => c.request('DELETE', '/api/notification_rules/999999'),
    expect: answers(404),
  },
];

await permissionMatrix(app, 'summaries, access report, profile and rules', SUBJECTS, CALLS);

describe('the matrix covers', () => {
  it('every route of these areas the app registers', () => {
    for (const c of CALLS) expect(app.hasRoute({ method: c.method, url: c.url }), `${c.method} ${c.url}`).toBe(true);
    expect(CALLS).toHaveLength(11);
  });
});
