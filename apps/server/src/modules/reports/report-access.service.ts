import { type ReportPermission, reportPermissions } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import {
  findReportInTenant,
  type PathKey,
  pathKey,
  prepareReportInReach,
  prepareScopeLookup,
  type ReportRow,
  type ReviewerScope,
  reachableIds,
} from './reach.repository.ts';

/** The signed-in staff user as the session knows him. */
export interface StaffRef {
  id: number;
}

export interface OpenedReport {
  scope: ReviewerScope;
  report: ReportRow;
  permissions: ReportPermission[];
}

/**
 * The rule every reviewer call applies once it has found the report within the user's
 * reach: without the permission `need` 403. Answers the user's permissions on the report.
 */
export function permissionsFor(scope: ReviewerScope, need?: ReportPermission): ReportPermission[] {
  const permissions = reportPermissions(scope, { withinReach: true });
  if (need && !permissions.includes(need)) throw forbidden();
  return permissions;
}

/**
 * A report the user's reach does not hold: 403 when one of his root organizations has it, else
 * 404 (another tenant's reports do not exist for him).
 */
export async function refuseOutOfReach(db: Db, scope: ReviewerScope, path: PathKey): Promise<never> {
  throw (await findReportInTenant(db, scope, path)) ? forbidden() : notFound();
}

/**
 * The one permission check of the reviewer calls: a report of the tenant outside reach is 403
 * (404 when the tenant has none); within reach, a missing permission is 403.
 */
export function createReportAccess({ db, codec }: { db: Db; codec: Codec }) {
  const scopeById = prepareScopeLookup(db);
  const reportInReach = prepareReportInReach(db);

  /** `{id}` of a reviewer path as the statements look it up: a report ID by its keyed hash, or a sequential id. */
  const pathOf = (id: string): PathKey => pathKey(id, codec.referenceHash(id));

  async function scopeOf(user: StaffRef): Promise<ReviewerScope> {
    const scope = await scopeById(user.id);
    if (!scope) throw unauthorized();
    return scope;
  }

  async function open(user: StaffRef, id: string, need?: ReportPermission): Promise<OpenedReport> {
    const found = await reportInReach(user.id, pathOf(id));
    if (!found) throw unauthorized();
    const { scope, report } = found;
    if (!report) return refuseOutOfReach(db, scope, pathOf(id));
    return { scope, report, permissions: permissionsFor(scope, need) };
  }

  /** `GET api/check-report`: a report of the user's tenant, and whether he may open it. */
  async function check(user: StaffRef, id: string) {
    const scope = await scopeOf(user);
    const report = await findReportInTenant(db, scope, pathOf(id));
    if (!report) throw new HttpError(404, 'feedback.reportSearch.notFound');
    const reachable = await reachableIds(db, scope, [report.id]);
    return {
      referenceId: codec.decryptText(report.referenceSealed),
      sequentialId: report.sequentialId,
      userAuthorizedForReport: reachable.has(report.id),
    };
  }

  return { scopeOf, open, check, pathOf };
}

export type ReportAccess = ReturnType<typeof createReportAccess>;

export const authorOf = (scope: ReviewerScope) => ({
  userId: scope.userId,
  name: scope.name,
  authorities: scope.authorities,
});
