/**
 * Every reviewer endpoint × every kind of user (issue 9): answers exactly as spec 001 §6
 * and decision 020 say. Prints how many cases it checked.
 */
import { AUTHORITIES as A, type ReportPermission, reportPermissions } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { userCategories, userOrganizations, users } from '../../db/schema/index.ts';
import { multipartBody } from '../attachments/attachments.test-support.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { fileReport } from './reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

async function addReviewer(login: string, org: string, categories: number[]) {
  const [demo] = await db.select().from(users).limit(1);
  const [u] = await db
    .insert(users)
    .values({
      login,
      passwordHash: (await db.select({ h: users.passwordHash }).from(users).limit(1))[0].h,
      firstName: login,
      lastName: 'Test',
      authorities: [A.USER],
      legacyUserId: `T-${login}`,
      primaryOrganizationId: demo.primaryOrganizationId,
    })
    .returning();
  await db.insert(userOrganizations).values({ userId: u.id, organizationId: await orgId(db, org) });
  for (const categoryId of categories) await db.insert(userCategories).values({ userId: u.id, categoryId });
}
await addReviewer('france-reviewer', 'Northwind France', [101]);
await addReviewer('americas-reviewer', 'Northwind Americas', [101, 13]);
await addReviewer('no-fraud-reviewer', 'Northwind Group', [13, 104]);

// Two fraud reports in Northwind France: the first delegated to the demo delegate, the second not.
const delegated = await fileReport(app, db, { categoryId: 101, inputStatement: 'Petty cash goes missing.' });
const other = await fileReport(app, db, { categoryId: 101, inputStatement: 'Fuel cards are shared.' });
const master = await signIn(app, 'reviewer');
const detail = (await master.get(`/api/reviewer/report/${delegated.referenceId}`)).json();
const delegateId: number = detail.eligibleDelegateReviewers.find((d: { name: string }) => d.name === 'Dan Delegate').id;
await master.put(`/api/reviewer/report/${delegated.referenceId}/delegate-reviewer`, { json: [delegateId] });
const masterComment = (
  await master.post(`/api/report/${other.referenceId}/comment`, { json: { commentText: 'Mine', hidden: true } })
).json().commentId as number;
const masterComment1 = (
  await master.post(`/api/report/${delegated.referenceId}/comment`, { json: { commentText: 'Mine', hidden: true } })
).json().commentId as number;

type Facts = { authorities: string[]; userType: string | null; delegateReviewer: boolean };
interface Subject {
  name: string;
  client: () => Promise<Client>;
  report: string;
  /** null: anonymous (401) or not a reviewer at all (403). */
  facts: Facts | null;
  inReach: boolean;
  anonymous?: boolean;
}
const MASTER: Facts = {
  authorities: [A.USER, A.MASTER_REVIEWER],
  userType: 'MASTER_REVIEWER',
  delegateReviewer: false,
};
const REVIEWER: Facts = { authorities: [A.USER], userType: null, delegateReviewer: false };
const DELEGATE: Facts = { authorities: [A.USER], userType: 'DELEGATE', delegateReviewer: true };
const as = (login: string) => () => signIn(app, login);

const SUBJECTS: Subject[] = [
  { name: 'master reviewer', client: as('reviewer'), report: delegated.referenceId, facts: MASTER, inReach: true },
  { name: 'program admin', client: as('program-admin'), report: delegated.referenceId, facts: MASTER, inReach: true },
  {
    name: 'reviewer of the organization',
    client: as('france-reviewer'),
    report: delegated.referenceId,
    facts: REVIEWER,
    inReach: true,
  },
  {
    name: 'delegate with the delegation',
    client: as('delegate'),
    report: delegated.referenceId,
    facts: DELEGATE,
    inReach: true,
  },
  {
    name: 'delegate without the delegation',
    client: as('delegate'),
    report: other.referenceId,
    facts: DELEGATE,
    inReach: false,
  },
  {
    name: 'client admin (category 13 only)',
    client: as('client-admin'),
    report: delegated.referenceId,
    facts: MASTER,
    inReach: false,
  },
  {
    name: 'reviewer of another organization',
    client: as('americas-reviewer'),
    report: delegated.referenceId,
    facts: REVIEWER,
    inReach: false,
  },
  {
    name: 'reviewer without the category',
    client: as('no-fraud-reviewer'),
    report: delegated.referenceId,
    facts: REVIEWER,
    inReach: false,
  },
  { name: 'hotline agent', client: as('hotline'), report: delegated.referenceId, facts: null, inReach: false },
  {
    name: 'reporter session',
    client: async () => delegated.reporter,
    report: delegated.referenceId,
    facts: null,
    inReach: false,
  },
  {
    name: 'anonymous',
    client: async () => new Client(app),
    report: delegated.referenceId,
    facts: null,
    inReach: false,
    anonymous: true,
  },
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function fileUpload(s: Subject) {
  const { payload, contentType } = multipartBody({
    name: `${s.name}.txt`,
    content: Buffer.from('Rota'),
    type: 'text/plain',
  });
  return { text: payload, headers: { 'content-type': contentType } };
}
interface Endpoint {
  method: Method;
  path: (id: string, s: Subject) => string;
  body?: (s: Subject) => { json?: unknown; text?: string | Buffer; headers?: Record<string, string> };
  /** The report permission it needs; 'list' when it reads no single report; 'author' for one's own comment. */
  need: ReportPermission | 'list' | 'author';
  ok: number;
}

const E = (
  method: Method,
  path: Endpoint['path'],
  need: Endpoint['need'],
  ok: number,
  body?: Endpoint['body'],
): Endpoint => ({
  method,
  path,
  need,
  ok,
  body,
});
const ENDPOINTS: Endpoint[] = [
  E('GET', (id) => `/api/reviewer/report/${id}?isRefresh=true`, 'VIEW_REPORT', 200),
  E('POST', (id) => `/api/reports/${id}/summary`, 'VIEW_REPORT', 200),
  E('POST', (id) => `/api/report/${id}/print?printAction=PREVIEW`, 'PRINT_REPORT', 200),
  E('GET', (id) => `/api/reviewer/report-search/export-single?referenceId=${id}`, 'VIEW_REPORT', 200),
  E('GET', (id) => `/api/reviewer/report/${id}/export-excel`, 'VIEW_REPORT', 200),
  E(
    'PUT',
    (id) => `/api/report/${id}/priority`,
    'PRIORITIZE_REPORT',
    204,
    () => ({ text: '2' }),
  ),
  E(
    'PUT',
    (id) => `/api/reviewer/report/${id}/name`,
    'NAME_REPORT',
    204,
    () => ({ text: 'Petty cash' }),
  ),
  E(
    'PUT',
    (id) => `/api/report/${id}`,
    'CHANGE_REPORT_CATEGORY_OR_ORGANIZATION',
    400,
    () => ({
      json: { orgId: franceId, categoryId: 101 },
    }),
  ),
  // Scheduled, then cancelled: every subject allowed finds the report as the one before left it.
  E(
    'POST',
    (id) => `/api/reviewer/report/${id}/close-report`,
    'CLOSE_REPORT',
    204,
    () => ({ json: { daysUntilClose: 5 } }),
  ),
  E('POST', (id) => `/api/reviewer/report/${id}/cancel-scheduled-close`, 'CLOSE_REPORT', 204),
  E('GET', (id) => `/api/reviewer/report/${id}/delegate-reviewer`, 'VIEW_REPORT_METADATA', 200),
  E(
    'PUT',
    (id) => `/api/reviewer/report/${id}/delegate-reviewer`,
    'ASSIGN_DELEGATE_REPORT',
    204,
    () => ({
      json: [delegateId],
    }),
  ),
  E('GET', (id) => `/api/reviewer/report/${id}/reviewer`, 'ASSIGN_DELEGATE_REPORT', 200),
  E('PUT', (id) => `/api/report/${id}/watch`, 'WATCH_REPORT', 204),
  E('DELETE', (id) => `/api/report/${id}/watch`, 'WATCH_REPORT', 204),
  E(
    'PUT',
    (id) => `/api/reviewer/report/${id}/flex-field-responses`,
    'FLEX_FIELDS',
    204,
    () => ({ json: [] }),
  ),
  E(
    'POST',
    (id) => `/api/reviewer/report/${id}/involved-individual`,
    'VIEW_REPORT',
    201,
    (s) => ({
      json: { employeeId: `M-${s.name}`, firstName: 'Ann', lastName: 'Example' },
    }),
  ),
  E(
    'POST',
    (id) => `/api/reviewer/report/${id}/linkReports`,
    'LINK_REPORT',
    400,
    (s) => ({ json: { referenceId: s.report } }),
  ),
  E(
    'DELETE',
    (id) => `/api/reviewer/report/${id}/linkReports`,
    'LINK_REPORT',
    400,
    (s) => ({
      json: { referenceId: s.report },
    }),
  ),
  E(
    'POST',
    (id) => `/api/report/${id}/comment`,
    'REVIEWER_DIALOGUE',
    201,
    () => ({
      json: { commentText: 'Note', hidden: true },
    }),
  ),
  E(
    'POST',
    (id) => `/api/report/${id}/comment`,
    'WRITE_REPORTER_DIALOGUE',
    201,
    () => ({
      json: { commentText: 'Thank you.', hidden: false },
    }),
  ),
  E(
    'PUT',
    (id) => `/api/reviewer/report/${id}/comment/${commentOf(id)}`,
    'author',
    204,
    () => ({ text: 'Edited' }),
  ),
  E(
    'DELETE',
    (id) => `/api/reviewer/report/${id}/comment/${commentOf(id)}`,
    'author',
    204,
    () => ({ text: 'Deleted' }),
  ),
  E('POST', (id) => `/api/report/${id}/attachment-existing-report?isHidden=true`, 'REVIEWER_DIALOGUE', 201, fileUpload),
  E('POST', (id) => `/api/report/${id}/attachment-existing-report`, 'WRITE_REPORTER_DIALOGUE', 201, fileUpload),
  // No such file or person: a subject allowed is told so (404), any other is refused first.
  E('GET', (id) => `/api/report/${id}/attachment/999999?isHidden=true`, 'REVIEWER_DIALOGUE', 404),
  E('GET', (id) => `/api/report/${id}/attachment/999999`, 'VIEW_REPORTER_DIALOGUE', 404),
  E(
    'DELETE',
    (id) => `/api/report/${id}/attachment?isHidden=true`,
    'REVIEWER_DIALOGUE',
    404,
    () => ({ text: '999999' }),
  ),
  E(
    'DELETE',
    (id) => `/api/report/${id}/attachment`,
    'WRITE_REPORTER_DIALOGUE',
    404,
    () => ({ text: '999999' }),
  ),
  E('DELETE', (id) => `/api/reviewer/report/${id}/involved-individual?involvedIndividualId=999999`, 'VIEW_REPORT', 404),
  E('GET', () => '/api/reviewer/reports/new-and-updated', 'list', 200),
  E('GET', () => '/api/reviewer/report?lookupType=recent', 'list', 200),
  E('GET', () => '/api/reviewer/report?lookupType=watched', 'list', 200),
  E('GET', () => '/api/users/reviewer/ui-preferences', 'list', 200),
  E('GET', () => '/api/notification', 'list', 200),
  E('PUT', () => '/api/notification', 'list', 204),
  E('PUT', () => '/api/notification/999999', 'list', 404),
  E(
    'POST',
    () => '/api/users/reviewer/ui-preferences',
    'list',
    200,
    () => ({ json: {} }),
  ),
  E('POST', () => '/api/users/reviewer/ui-preferences/default-view', 'list', 200),
  E('GET', () => '/api/reviewer/organizations', 'list', 200),
  E('GET', () => '/api/reviewer/search-employee-lookup?search=abc', 'list', 200),
  E('GET', (id) => `/api/check-report?referenceId=${id}`, 'list', 200),
  E('GET', () => '/api/external-docs/loggedInUser?langKey=en', 'list', 200),
];
const franceId = await orgId(db, 'Northwind France');
const commentOf = (id: string) => (id === other.referenceId ? masterComment : masterComment1);

function expected(s: Subject, e: Endpoint): number {
  if (s.anonymous) return 401;
  // Hotline agents have a help menu too (spec 000 §6), with the hotline's documents (decision 054).
  if (s.name === 'hotline agent' && e.path('', s).startsWith('/api/external-docs/loggedInUser')) return e.ok;
  if (!s.facts) return 403;
  if (e.need === 'list') return e.ok;
  if (!s.inReach) return 403;
  if (e.need === 'author') return s.name === 'master reviewer' ? e.ok : 403;
  return reportPermissions(s.facts, { withinReach: true }).includes(e.need) ? e.ok : 403;
}

let cases = 0;
afterAll(() => console.log(`permission matrix: ${cases} cases checked`));

describe('permission matrix', () => {
  for (const s of SUBJECTS) {
    it(`answers ${s.name} as §6 says on every reviewer endpoint`, async () => {
      const client = await s.client();
      for (const e of ENDPOINTS) {
        const res = await client.request(e.method, e.path(s.report, s), e.body?.(s) ?? {});
        expect(res.statusCode, `${s.name}: ${e.method} ${e.path(s.report, s)} ${res.body.slice(0, 200)}`).toBe(
          expected(s, e),
        );
        cases++;
      }
      if (s.facts && s.inReach) {
        const d = (await client.get(`/api/reviewer/report/${s.report}?isRefresh=true`)).json();
        expect(d.userPermissions).toEqual(reportPermissions(s.facts, { withinReach: true }));
        cases++;
      }
    });
  }
});
