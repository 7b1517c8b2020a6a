/**
 * Which reports a staff user can reach (decision 020): one SQL predicate, used by every
 * list and, with the report's id added, by every per-report call.
 */
import { SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportDelegations, reports } from '../../db/schema/index.ts';

export interface ReviewerScope {
  userId: number;
  login: string;
  name: string;
  authorities: string[];
  userType: string | null;
  delegateReviewer: boolean;
  programAdmin: boolean;
  /** The user's own organizations. */
  ownOrgIds: number[];
  /** The user's organizations and all their descendants. */
  orgIds: number[];
  /** Root organizations of the user's organizations: sequential ids are looked up there only. */
  rootOrgIds: number[];
  /** Categories the user holds an active authorization for. */
  categoryIds: number[];
}

interface ScopeRow {
  id: number;
  login: string;
  first_name: string;
  last_name: string;
  authorities: string[];
  user_type: string | null;
  delegate_reviewer: boolean;
  program_admin: boolean;
  own_org_ids: number[];
  org_ids: number[];
  root_org_ids: number[];
  category_ids: number[];
}

const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** The user and everything reach depends on, in one statement. */
export async function loadReviewerScope(db: Tx, userId: number): Promise<ReviewerScope | undefined> {
  const result = (await db.execute(sql`
    select u.id, u.login, u.first_name, u.last_name, u.authorities, u.user_type, u.delegate_reviewer, u.program_admin,
      coalesce((select array_agg(uo.organization_id order by uo.position, uo.organization_id)
        from user_organizations uo where uo.user_id = u.id), '{}') as own_org_ids,
      coalesce((select array_agg(o.id) from organizations o where exists (
        select 1 from user_organizations uo where uo.user_id = u.id and (o.id = uo.organization_id
          or ('--' || o.parent_chain || '--') like ('%--' || uo.organization_id || '--%')))), '{}') as org_ids,
      coalesce((select array_agg(distinct coalesce(nullif(split_part(o.parent_chain, '--', 1), '')::int, o.id))
        from user_organizations uo join organizations o on o.id = uo.organization_id
        where uo.user_id = u.id), '{}') as root_org_ids,
      coalesce((select array_agg(uc.category_id) from user_categories uc
        where uc.user_id = u.id and uc.active), '{}') as category_ids
    from users u where u.id = ${userId}`)) as unknown as { rows: ScopeRow[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    userId: Number(row.id),
    login: row.login,
    name: `${row.first_name} ${row.last_name}`.trim() || row.login,
    authorities: row.authorities ?? [],
    userType: row.user_type,
    delegateReviewer: row.delegate_reviewer,
    programAdmin: row.program_admin,
    ownOrgIds: ints(row.own_org_ids),
    orgIds: ints(row.org_ids),
    rootOrgIds: ints(row.root_org_ids),
    categoryIds: ints(row.category_ids),
  };
}

/**
 * The reach predicate on `reports`. A delegate reviewer reaches the reports delegated to
 * him; any other reviewer the reports of his organizations and their descendants, in his
 * categories, sensitive ones only with category 109. Never outside his root organizations.
 */
export function inReach(scope: ReviewerScope): SQL {
  if (scope.rootOrgIds.length === 0) return sql`false`;
  const tenant = inArray(reports.rootOrganizationId, scope.rootOrgIds);
  if (scope.delegateReviewer) {
    return and(
      tenant,
      sql`exists (select 1 from ${reportDelegations} where ${reportDelegations.reportId} = ${reports.id}
        and ${reportDelegations.userId} = ${scope.userId})`,
    ) as SQL;
  }
  if (scope.orgIds.length === 0 || scope.categoryIds.length === 0) return sql`false`;
  const sensitiveOk = scope.categoryIds.includes(SENSITIVE_CATEGORY_ID) ? undefined : eq(reports.sensitive, false);
  return and(
    tenant,
    inArray(reports.organizationId, scope.orgIds),
    inArray(reports.categoryId, scope.categoryIds),
    sensitiveOk,
  ) as SQL;
}

/** `{id}` of a reviewer path: the report ID, or a sequential id within the user's root organizations. */
export function matchesPathId(scope: ReviewerScope, id: string): SQL {
  const byReference = eq(reports.referenceId, id);
  if (!/^\d{1,9}$/.test(id) || scope.rootOrgIds.length === 0) return byReference;
  return or(
    byReference,
    and(eq(reports.sequentialId, Number(id)), inArray(reports.rootOrganizationId, scope.rootOrgIds)),
  ) as SQL;
}

export type ReportRow = typeof reports.$inferSelect;

/** The report at `{id}` if the user can reach it. */
export async function findReportInReach(db: Tx, scope: ReviewerScope, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(matchesPathId(scope, id), inReach(scope)))
    .limit(1);
  return row;
}

/** Which of these reports the user can reach (for greying out links, lists and notifications). */
export async function reachableIds(db: Tx, scope: ReviewerScope, reportIds: number[]): Promise<Set<number>> {
  if (reportIds.length === 0) return new Set();
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(inArray(reports.id, reportIds), inReach(scope)));
  return new Set(rows.map((r) => r.id));
}

/** A report of the user's root organizations by report ID or sequential id, reachable or not (linking). */
export async function findReportInTenant(
  db: Tx,
  scope: ReviewerScope,
  id: string,
): Promise<Pick<ReportRow, 'id' | 'referenceId' | 'sequentialId'> | undefined> {
  if (scope.rootOrgIds.length === 0) return undefined;
  const [row] = await db
    .select({ id: reports.id, referenceId: reports.referenceId, sequentialId: reports.sequentialId })
    .from(reports)
    .where(and(matchesPathId(scope, id), inArray(reports.rootOrganizationId, scope.rootOrgIds)))
    .limit(1);
  return row;
}
