/**
 * Which reports a staff user can reach (decision 020): one SQL predicate, used by every
 * list and, with the report's id added, by every per-report call.
 */
import { SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTreeSql, orgAlias, rootSql } from '../../db/organization-chain.ts';
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

const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/**
 * The user `u` and everything reach depends on, as a derived table (`users u cross join
 * lateral (…) s`). `offset 0` keeps PostgreSQL from copying the sub-selects into every
 * place that reads a column of `s`: the scope is computed once per statement.
 */
export const scopeColumns = sql`select u.id, u.login, u.first_name, u.last_name, u.authorities, u.user_type,
  u.delegate_reviewer, u.program_admin,
  coalesce((select array_agg(uo.organization_id order by uo.position, uo.organization_id)
    from user_organizations uo where uo.user_id = u.id), '{}') as own_org_ids,
  coalesce((select array_agg(o.id) from organizations o where exists (
    select 1 from user_organizations uo where uo.user_id = u.id
      and ${inTreeSql(orgAlias('o'), sql`uo.organization_id`)})), '{}') as org_ids,
  coalesce((select array_agg(distinct ${rootSql(orgAlias('o'))})
    from user_organizations uo join organizations o on o.id = uo.organization_id
    where uo.user_id = u.id), '{}') as root_org_ids,
  coalesce((select array_agg(uc.category_id) from user_categories uc
    where uc.user_id = u.id and uc.active), '{}') as category_ids
  offset 0`;

/** The columns of the scope table `s` as Drizzle fields. */
export const scopeFields = {
  id: sql<number>`s.id`,
  login: sql<string>`s.login`,
  firstName: sql<string>`s.first_name`,
  lastName: sql<string>`s.last_name`,
  authorities: sql<string[]>`s.authorities`,
  userType: sql<string | null>`s.user_type`,
  delegateReviewer: sql<boolean>`s.delegate_reviewer`,
  programAdmin: sql<boolean>`s.program_admin`,
  ownOrgIds: sql<number[]>`s.own_org_ids`,
  orgIds: sql<number[]>`s.org_ids`,
  rootOrgIds: sql<number[]>`s.root_org_ids`,
  categoryIds: sql<number[]>`s.category_ids`,
};

export type ScopeRow = { [K in keyof typeof scopeFields]: (typeof scopeFields)[K]['_']['type'] };

export const scopeOfRow = (row: ScopeRow): ReviewerScope => ({
  userId: Number(row.id),
  login: row.login,
  name: `${row.firstName} ${row.lastName}`.trim() || row.login,
  authorities: row.authorities ?? [],
  userType: row.userType,
  delegateReviewer: row.delegateReviewer,
  programAdmin: row.programAdmin,
  ownOrgIds: ints(row.ownOrgIds),
  orgIds: ints(row.orgIds),
  rootOrgIds: ints(row.rootOrgIds),
  categoryIds: ints(row.categoryIds),
});

/** The user's scope in one named prepared statement: every reviewer call starts with it. */
export function prepareScopeLookup(db: Db) {
  const query = db
    .select(scopeFields)
    .from(sql`users u cross join lateral (${scopeColumns}) s`)
    .where(sql`u.id = ${sql.placeholder('userId')}`)
    .prepare('candor_reviewer_scope');
  return async (userId: number): Promise<ReviewerScope | undefined> => {
    const [row] = await query.execute({ userId });
    return row ? scopeOfRow(row) : undefined;
  };
}

/**
 * `inReach` written over SQL names instead of values, for prepared statements. `s` is a
 * row of `scopeColumns`; `r` a report, or any row with its root_organization_id,
 * organization_id, category_id and sensitive columns (the reviewer's half only needs
 * those). Same rule as `inReach`: the permission matrix tests both.
 */
export const reviewerReachOf = (r: string, s: string): SQL =>
  sql.raw(`(not ${s}.delegate_reviewer and ${r}.root_organization_id = any(${s}.root_org_ids)
    and ${r}.organization_id = any(${s}.org_ids) and ${r}.category_id = any(${s}.category_ids)
    and (not ${r}.sensitive or ${SENSITIVE_CATEGORY_ID} = any(${s}.category_ids)))`);

export const delegateReachOf = (r: string, s: string): SQL =>
  sql.raw(`(${s}.delegate_reviewer and ${r}.root_organization_id = any(${s}.root_org_ids)
    and exists (select 1 from report_delegations rd where rd.report_id = ${r}.id and rd.user_id = ${s}.id))`);

export const reachOf = (r: string, s: string): SQL => sql`(${reviewerReachOf(r, s)} or ${delegateReachOf(r, s)})`;

/**
 * The report at `{id}` within the reach of scope `s`, as a lateral subquery named
 * `reports`: `{id}` is the report ID (found by its keyed hash), or a sequential id within
 * the user's root organizations (the prepared statement's parameters `pathHash` and `sequentialId`, see `pathKey`).
 */
export const reportInReachAt = (db: Db) =>
  db
    .select()
    .from(reports)
    .where(
      sql`(reports.reference_hash = ${sql.placeholder('pathHash')} or (reports.sequential_id = ${sql.placeholder('sequentialId')}
        and reports.root_organization_id = any(s.root_org_ids))) and ${reachOf('reports', 's')}`,
    )
    .limit(1)
    .as('reports');

/** `{id}` of a reviewer path: the keyed hash of it as a report ID (`codec.referenceHash`), and it as a sequential id. */
export interface PathKey {
  pathHash: string;
  sequentialId: number | null;
}

export const pathKey = (pathId: string, pathHash: string): PathKey => ({
  pathHash,
  sequentialId: /^\d{1,9}$/.test(pathId) ? Number(pathId) : null,
});

/** The path key of a report already found: its report ID's hash. */
export const pathKeyOf = (report: { referenceHash: string }): PathKey => ({
  pathHash: report.referenceHash,
  sequentialId: null,
});

/** The columns of a subquery of `reports`, to select them as one object. */
export const columnsOf = (subquery: object) =>
  Object.fromEntries(
    Object.keys(getTableColumns(reports)).map((key) => [key, (subquery as Record<string, unknown>)[key]]),
  ) as unknown as ReturnType<typeof getTableColumns<typeof reports>>;

/**
 * The user's scope and the report at `{id}` within it, in one named prepared statement:
 * what every reviewer call on one report starts with. No row: no such user.
 */
export function prepareReportInReach(db: Db) {
  const found = reportInReachAt(db);
  const query = db
    .select({ scope: scopeFields, report: columnsOf(found) })
    .from(sql`users u cross join lateral (${scopeColumns}) s`)
    .leftJoinLateral(found, sql`true`)
    .where(sql`u.id = ${sql.placeholder('userId')}`)
    .prepare('candor_report_in_reach');
  return async (userId: number, path: PathKey) => {
    const [row] = await query.execute({ userId, ...path });
    if (!row) return undefined;
    return { scope: scopeOfRow(row.scope), report: (row.report as ReportRow | null) ?? undefined };
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
export function matchesPathId(scope: ReviewerScope, { pathHash, sequentialId }: PathKey): SQL {
  const byReference = eq(reports.referenceHash, pathHash);
  if (sequentialId === null || scope.rootOrgIds.length === 0) return byReference;
  return or(
    byReference,
    and(eq(reports.sequentialId, sequentialId), inArray(reports.rootOrganizationId, scope.rootOrgIds)),
  ) as SQL;
}

export type ReportRow = typeof reports.$inferSelect;

/** The report at `{id}` if the user can reach it. */
export async function findReportInReach(db: Tx, scope: ReviewerScope, path: PathKey): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(matchesPathId(scope, path), inReach(scope)))
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
  path: PathKey,
): Promise<Pick<ReportRow, 'id' | 'referenceSealed' | 'sequentialId'> | undefined> {
  if (scope.rootOrgIds.length === 0) return undefined;
  const [row] = await db
    .select({ id: reports.id, referenceSealed: reports.referenceSealed, sequentialId: reports.sequentialId })
    .from(reports)
    .where(and(matchesPathId(scope, path), inArray(reports.rootOrganizationId, scope.rootOrgIds)))
    .limit(1);
  return row;
}
