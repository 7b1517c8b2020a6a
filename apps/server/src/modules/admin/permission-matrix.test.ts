/**
 * Every administrator endpoint of this area × every kind of caller (issue 10): connects
 * admins reach everything; client admins their organization trees and nothing of the
 * platform's own pages; every other role 403; anonymous callers 401. Prints its case count.
 */
import { AUTHORITIES } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { reporterClient } from '../../plugins/sessions.test-support.ts';
import { createReport } from '../attachments/attachments.test-support.ts';
import * as repo from './admin.repository.ts';
import { addOtherClient, orgIdOf } from './admin.test-support.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const { contoso, contosoReviewer } = await addOtherClient(db);
const europe = await orgIdOf(db, 'Northwind Europe');
const target = await repo.insertUser(db, {
  login: 'matrix-target',
  email: 'matrix-target@northwind.example',
  firstName: 'Mat',
  lastName: 'Rix',
  authorities: [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER],
  userType: 'MASTER_REVIEWER',
  legacyUserId: 'T-matrix-target',
  primaryOrganizationId: europe,
});
const report = await createReport({ db, codec }, { reportInput: codec.encryptText('A report.') });

type Reach = 'all' | 'trees' | 'none' | 'anonymous';
interface Caller {
  name: string;
  client: () => Promise<Client>;
  reach: Reach;
  /** For a client admin: whether Northwind Europe is in his trees. */
  reachesNorthwind?: boolean;
}
const as = (login: string) => () => signIn(app, login);
const CALLERS: Caller[] = [
  { name: 'connects admin', client: as('connects-admin'), reach: 'all' },
  { name: 'client admin of Northwind Group', client: as('client-admin'), reach: 'trees', reachesNorthwind: true },
  { name: 'client admin of Northwind France', client: as('france-admin'), reach: 'trees', reachesNorthwind: false },
  { name: 'platform admin', client: as('admin'), reach: 'none' },
  { name: 'master reviewer', client: as('reviewer'), reach: 'none' },
  { name: 'program admin', client: as('program-admin'), reach: 'none' },
  { name: 'delegate', client: as('delegate'), reach: 'none' },
  { name: 'hotline agent', client: as('hotline'), reach: 'none' },
  { name: 'transcriber', client: as('transcriber'), reach: 'none' },
  { name: 'import user', client: as('importer'), reach: 'none' },
  { name: 'statistics user', client: as('statistics'), reach: 'none' },
  { name: 'reporter session', client: () => reporterClient(app, db, report, 'en'), reach: 'none' },
  { name: 'anonymous', client: async () => new Client(app), reach: 'anonymous' },
];

/** Whose object a call names: none (a list), Northwind's (Europe and a user in it), Contoso's. */
type Owner = 'none' | 'northwind' | 'contoso';
interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  owner: Owner;
  platformOnly?: boolean;
  body?: (caller: Caller, n: number) => unknown;
}
const form = (login: string, type = 'MASTER_REVIEWER', organization: number | null = europe) => ({
  login,
  email: `${login}@northwind.example`,
  firstName: 'First',
  lastName: 'Last',
  userType: type,
  primaryOrganizationId: type === 'CONNECTS_ADMIN' ? null : organization,
});
const userCalls = (user: { id: number; login: string; primaryOrganizationId: number | null }, owner: Owner): Call[] => [
  {
    method: 'PUT',
    url: `/api/connects-admin/user/${user.id}`,
    owner,
    body: () => form(user.login, 'MASTER_REVIEWER', user.primaryOrganizationId),
  },
  ...['deactivate', 'activate', 'reset-password', 'unlock'].map(
    (a): Call => ({ method: 'PUT', url: `/api/connects-admin/user/${user.id}/${a}`, owner }),
  ),
];
const CALLS: Call[] = [
  { method: 'GET', url: '/api/connects-admin/organization?searchText=north', owner: 'none' },
  { method: 'GET', url: `/api/connects-admin/organization/${europe}?langKey=en`, owner: 'northwind' },
  { method: 'GET', url: `/api/connects-admin/organization/${contoso.id}`, owner: 'contoso' },
  { method: 'GET', url: `/api/connects-admin/organization/${europe}/user?include=status`, owner: 'northwind' },
  { method: 'GET', url: `/api/connects-admin/organization/${contoso.id}/user`, owner: 'contoso' },
  { method: 'GET', url: '/api/connects-admin/connects-admin-user', owner: 'none', platformOnly: true },
  { method: 'GET', url: `/api/connects-admin/user?legacyUserId=${target.legacyUserId}`, owner: 'northwind' },
  { method: 'GET', url: `/api/connects-admin/user?legacyUserId=${contosoReviewer.legacyUserId}`, owner: 'contoso' },
  {
    method: 'POST',
    url: '/api/connects-admin/user',
    owner: 'northwind',
    body: (c, n) => form(`matrix-new-${n}`, c.reach === 'all' ? 'CONNECTS_ADMIN' : 'DELEGATE'),
  },
  ...userCalls(target, 'northwind'),
  ...userCalls(contosoReviewer, 'contoso'),
  { method: 'GET', url: '/api/connects-admin/audit?sort=auditEventDate,asc', owner: 'none', platformOnly: true },
];

/** Allowed: the call is answered on its merits (a status action may find the user in another status: 409). */
const ALLOWED = [200, 201, 409];

function expected(caller: Caller, call: Call): number[] {
  if (caller.reach === 'anonymous') return [401];
  if (caller.reach === 'none') return [403];
  if (caller.reach === 'all') return ALLOWED;
  if (call.platformOnly || call.owner === 'contoso') return [403];
  if (call.owner === 'northwind' && !caller.reachesNorthwind) return [403];
  return ALLOWED;
}

let cases = 0;
afterAll(() => {
  console.log(`administration permission matrix: ${cases} cases`);
});

describe('administration permission matrix', () => {
  let n = 0;
  for (const caller of CALLERS) {
    it(`answers ${caller.name} as the rules say on every call`, async () => {
      const client = await caller.client();
      for (const call of CALLS) {
        const res = await client.request(call.method, call.url, { json: call.body?.(caller, n++) });
        expect(
          expected(caller, call),
          `${caller.name}: ${call.method} ${call.url} → ${res.statusCode} ${res.body}`,
        ).toContain(res.statusCode);
        cases++;
      }
      // The reset link's page is public: any caller with a key that is no key gets 400.
      const res = await client.post('/api/account/reset-password/finish', {
        json: { key: 'no-such-key', newPassword: 'Lantern-river-42' },
      });
      expect(res.statusCode).toBe(400);
      cases++;
      const check = await client.get('/api/account/reset-password/check?key=no-such-key');
      expect(check.statusCode).toBe(400);
      cases++;
    });
  }
});
