/**
 * The SQL of a report search (decisions 055 and 060), one text per filter shape: every value
 * is a parameter, so a shape's statement is prepared once and never planned again per
 * request. With a keyword, the matches come from the keyword index, which carries the
 * columns of reach and of the common filters (and the submission time), so the count is a
 * range of that index read alone and a page sorted by submission date walks it in order.
 */
import type { SearchSortKey, TSearchFilter } from '@candor/shared';
import { REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { type SQL, sql } from 'drizzle-orm';
import { shownCategoryName, shownOrganizationName } from '../../db/shown-names.ts';
import { dayStart } from '../../lib/days.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';

/** What the service resolved from the request: the keyword already turned into tokens. */
export interface SearchCriteria {
  filter: TSearchFilter;
  /** Every token must be in the report's index. */
  keywordTokens: bigint[];
  /** The keyword as a report ID (its keyed hash) or a sequential id, when it could be one. */
  keywordReference?: { hash: string; sequentialId: number | null };
  /** The time zone whose days the date ranges name. */
  timeZone: string;
}

export interface SearchOrder {
  sortKey: SearchSortKey;
  direction: 'asc' | 'desc';
  langKey: string;
}

type Range = TSearchFilter['submissionDateRange'];
const DATE_RANGES = [
  ['submission', 'create_time', (f: TSearchFilter) => f.submissionDateRange],
  ['closed', 'closed_time', (f: TSearchFilter) => f.closedDateRange],
  ['scheduledClose', 'scheduled_close_date', (f: TSearchFilter) => f.scheduledCloseDateRange],
  ['lastDelegation', 'last_delegation_time', (f: TSearchFilter) => f.lastDelegationDateRange],
] as const;

/** Columns the keyword index carries besides the report's id (kept equal to the report's by a trigger). */
const INDEXED_COLUMNS = new Set(['create_time']);

/** Everything a statement's text depends on; the values travel as parameters. */
export interface SearchShape {
  reach: 'none' | 'delegate' | 'reviewer' | 'reviewer-sensitive';
  orgs: boolean;
  statuses: boolean;
  types: boolean;
  categories: boolean;
  delegates: boolean;
  /** `from`/`to` of each date range given, in DATE_RANGES order. */
  dates: [boolean, boolean][];
  flex: number;
  /** Keyword tokens: none, one, or one walked and the others checked per report. */
  tokens: 0 | 1 | 2;
  reference: 'none' | 'hash' | 'hash-or-number';
  sortKey: SearchSortKey;
  direction: 'asc' | 'desc';
}

const has = (ids: readonly unknown[] | undefined) => (ids?.length ?? 0) > 0;

export function shapeOf(scope: ReviewerScope, c: SearchCriteria, order: SearchOrder): SearchShape {
  const f = c.filter;
  const reach =
    scope.rootOrgIds.length === 0
      ? 'none'
      : scope.delegateReviewer
        ? 'delegate'
        : scope.orgIds.length === 0 || scope.categoryIds.length === 0
          ? 'none'
          : scope.categoryIds.includes(SENSITIVE_CATEGORY_ID)
            ? 'reviewer-sensitive'
            : 'reviewer';
  const tokens = new Set(c.keywordTokens).size;
  return {
    reach,
    orgs: has(f.orgIds),
    statuses: has(f.statusIds),
    types: has(f.typeIds),
    categories: has(f.categoryIds),
    delegates: has(f.delegateIds),
    dates: DATE_RANGES.map(([, , get]) => [Boolean(get(f)?.from), Boolean(get(f)?.to)]),
    flex: f.flexFieldQuestionResponses?.length ?? 0,
    tokens: tokens === 0 ? 0 : tokens === 1 ? 1 : 2,
    reference: !c.keywordReference ? 'none' : c.keywordReference.sequentialId === null ? 'hash' : 'hash-or-number',
    sortKey: order.sortKey,
    direction: order.direction,
  };
}

export const shapeKey = (s: SearchShape): string => JSON.stringify(s);

const ints = (ids: readonly number[] | undefined) => (ids ?? []).map((n) => Math.trunc(n));

/** The parameters of a search, by name; a shape's statement reads only those it names. */
export function valuesOf(scope: ReviewerScope, c: SearchCriteria, order: SearchOrder): Record<string, unknown> {
  const f = c.filter;
  const tokens = [...new Set(c.keywordTokens)].map(String);
  const values: Record<string, unknown> = {
    userId: scope.userId,
    rootOrgIds: ints(scope.rootOrgIds),
    scopeOrgIds: ints(scope.orgIds),
    scopeCategoryIds: ints(scope.categoryIds),
    orgIds: ints(f.orgIds),
    statusIds: ints(f.statusIds),
    typeIds: ints(f.typeIds),
    categoryIds: ints(f.categoryIds),
    delegateIds: ints(f.delegateIds),
    firstToken: tokens[0] ?? '0',
    otherTokens: tokens.slice(1),
    refHash: c.keywordReference?.hash ?? '',
    refNumber: c.keywordReference?.sequentialId ?? 0,
    langKey: order.langKey,
  };
  for (const [name, , get] of DATE_RANGES) {
    const range: Range = get(f);
    if (range?.from) values[`${name}From`] = dayStart(range.from, c.timeZone);
    if (range?.to) values[`${name}To`] = dayStart(range.to, c.timeZone, 1);
  }
  (f.flexFieldQuestionResponses ?? []).forEach((flex, i) => {
    values[`flexQuestion${i}`] = Math.trunc(flex.questionId);
    values[`flexResponses${i}`] = ints(flex.responseIds);
  });
  return values;
}

/** A named value: a placeholder of a prepared statement, or a bound value (the export's cursor). */
export type Param = (name: string) => SQL;

/**
 * The conditions of a search: reach, then each filter of the shape. `a` names the rows that
 * carry the keyword index's columns (the index itself, or `reports`), `r` the report, `id` its id.
 */
function conditions(s: SearchShape, p: Param, a: string, r: string, id: string): SQL {
  const col = (name: string) => sql.raw(`${INDEXED_COLUMNS.has(name) || a === r ? a : r}.${name}`);
  const on = (name: string) => sql.raw(`${a}.${name}`);
  const parts: SQL[] = [];
  if (s.reach === 'none') return sql`false`;
  parts.push(sql`${on('root_organization_id')} = any(${p('rootOrgIds')}::int[])`);
  if (s.reach === 'delegate') {
    parts.push(sql`exists (select 1 from report_delegations rd where rd.report_id = ${sql.raw(id)}
      and rd.user_id = ${p('userId')}::int)`);
  } else {
    parts.push(sql`${on('organization_id')} = any(${p('scopeOrgIds')}::int[])`);
    parts.push(sql`${on('category_id')} = any(${p('scopeCategoryIds')}::int[])`);
    if (s.reach === 'reviewer') parts.push(sql`not ${on('sensitive')}`);
  }
  if (s.orgs) parts.push(sql`${on('organization_id')} = any(${p('orgIds')}::int[])`);
  if (s.statuses) parts.push(sql`${on('status_id')} = any(${p('statusIds')}::int[])`);
  if (s.types) parts.push(sql`${on('type_id')} = any(${p('typeIds')}::int[])`);
  if (s.categories) {
    // A category stands for every category of the same name (spec 001 §3), expanded once per statement.
    parts.push(sql`${on('category_id')} = any(array(select c2.id from categories c1
      join categories c2 on c2.names->>'en' = c1.names->>'en' where c1.id = any(${p('categoryIds')}::int[])))`);
  }
  if (s.delegates) {
    parts.push(sql`exists (select 1 from report_delegations d
      where d.report_id = ${sql.raw(id)} and d.user_id = any(${p('delegateIds')}::int[]))`);
  }
  DATE_RANGES.forEach(([name, column], i) => {
    const [from, to] = s.dates[i];
    if (from) parts.push(sql`${col(column)} >= ${p(`${name}From`)}::timestamptz`);
    if (to) parts.push(sql`${col(column)} < ${p(`${name}To`)}::timestamptz`);
  });
  for (let i = 0; i < s.flex; i++) {
    // One response, or among the several a multiple-checkbox answer chose.
    parts.push(sql`exists (select 1 from report_flex_responses fr where fr.report_id = ${sql.raw(id)}
      and fr.question_id = ${p(`flexQuestion${i}`)}::int and (fr.response_id = any(${p(`flexResponses${i}`)}::int[])
        or fr.choice_ids && ${p(`flexResponses${i}`)}::int[]))`);
  }
  return sql.join(parts, sql` and `);
}

/** Whether the shape filters on a column the keyword index does not carry. */
const needsReport = (s: SearchShape) =>
  DATE_RANGES.some(([, column], i) => !INDEXED_COLUMNS.has(column) && (s.dates[i][0] || s.dates[i][1]));

/** The report at `id` holds every keyword token but the first (the first is where the rows come from). */
function otherTokens(s: SearchShape, p: Param, id: string): SQL {
  return s.tokens === 2
    ? sql` and (select count(*) from report_search_tokens k where k.report_id = ${sql.raw(id)}
        and k.token = any(${p('otherTokens')}::bigint[])) = cardinality(${p('otherTokens')}::bigint[])`
    : sql``;
}

/** The reports a keyword finds through the index, with the filters, as rows `(id, create_time)`. */
function byWords(s: SearchShape, p: Param): SQL {
  const join = needsReport(s) ? sql` join reports r on r.id = t.report_id` : sql``;
  return sql`select t.report_id as id, t.create_time from report_search_tokens t${join}
    where t.token = ${p('firstToken')}::bigint${otherTokens(s, p, 't.report_id')}
    and ${conditions(s, p, 't', needsReport(s) ? 'r' : 't', 't.report_id')}`;
}

/** The report the keyword names as a report ID or number, when the index did not find it already. */
function byReference(s: SearchShape, p: Param): SQL {
  const number =
    s.reference === 'hash-or-number'
      ? sql` or (x.sequential_id = ${p('refNumber')}::int and x.root_organization_id = any(${p('rootOrgIds')}::int[]))`
      : sql``;
  return sql`select x.id, x.create_time from reports x
    where (x.reference_hash = ${p('refHash')}::text${number}) and ${conditions(s, p, 'x', 'x', 'x.id')}
    and not exists (select 1 from report_search_tokens t where t.token = ${p('firstToken')}::bigint
      and t.report_id = x.id${otherTokens(s, p, 'x.id')})`;
}

/** The reports found, as rows `(id, create_time)`; without a keyword, undefined (the filters apply to `reports`). */
function keywordHits(s: SearchShape, p: Param): SQL | undefined {
  if (s.tokens === 0 && s.reference === 'none') return undefined;
  const words = s.tokens > 0 ? byWords(s, p) : undefined;
  const reference = s.reference !== 'none' ? byReference(s, p) : undefined;
  if (words && reference) return sql`${words} union all ${reference}`;
  return words ?? reference;
}

/** Whether the shape's filters are all columns of `report_search_token_counts`. */
const countedByCombination = (s: SearchShape) =>
  s.tokens === 1 &&
  s.reach !== 'delegate' &&
  !s.delegates &&
  s.flex === 0 &&
  s.dates.every(([from, to]) => !from && !to);

/**
 * The number of reports found. One word with the common filters: the sum of its counts per
 * combination of reach and filter columns, whatever the number of reports holding it.
 */
export function countSql(s: SearchShape, p: Param): SQL {
  if (countedByCombination(s)) {
    const reference = s.reference !== 'none' ? sql` + (select count(*) from (${byReference(s, p)}) r)` : sql``;
    return sql`select coalesce(sum(c.reports), 0)${reference} from report_search_token_counts c
      where c.token = ${p('firstToken')}::bigint and ${conditions(s, p, 'c', 'c', 'c.report_id')}`;
  }
  const hits = keywordHits(s, p);
  return hits
    ? sql`select count(*) from (${hits}) h`
    : sql`select count(*) from reports where ${conditions(s, p, 'reports', 'reports', 'reports.id')}`;
}

/** The spec's sort keys as SQL over `reports`, `o` (organizations) and `c` (categories). Sealed columns sort by presence. */
function sortExpression(key: SearchSortKey, p: Param): SQL {
  switch (key) {
    case 'priority':
      return sql`reports.priority`;
    case 'statusName':
      // New (1) and Review (4) both read New: one group.
      return sql.raw(
        `(case reports.status_id when ${REPORT_STATUS.NEW} then ${REPORT_STATUS.REVIEW} else reports.status_id end)`,
      );
    case 'referenceId':
      return sql`reports.sequential_id`;
    case 'categoryName':
      return shownCategoryName(sql`c.names`, p('langKey'));
    case 'orgName':
      return shownOrganizationName(sql`o.names`, sql`o.name`, p('langKey'));
    case 'closedTime':
      return sql`reports.closed_time`;
    case 'createTime':
      return sql`reports.create_time`;
    case 'typeId':
      return sql`reports.type_id`;
    case 'notificationEmail':
      return sql`(reports.notification_email is not null)`;
    case 'reviewedTime':
      return sql`reports.reviewed_time`;
    case 'reportName':
      return sql`(reports.report_name is not null)`;
    case 'lastReporterLogin':
      return sql`reports.last_reporter_login`;
    case 'initialResponse':
      return sql`reports.initial_response`;
    case 'lastResponse':
      return sql`reports.last_response`;
    case 'latestReporterUpdate':
      return sql`reports.latest_reporter_update`;
    case 'involvedIndividuals':
      return sql`(select count(*) from involved_individuals ii where ii.report_id = reports.id)`;
    case 'reporterLoginCount':
      return sql`reports.reporter_login_count`;
    case 'scheduledCloseDate':
      return sql`reports.scheduled_close_date`;
    case 'transcriberName':
      return sql`(select tu.first_name || ' ' || tu.last_name from users tu where tu.id = reports.transcriber_user_id)`;
    case 'lastDelegationTime':
      return sql`reports.last_delegation_time`;
    default:
      return sql`reports.updated_time`;
  }
}

/** Never-null columns keep the plain order, so an index on them can give the rows in order. */
const plainOrder = (key: SearchSortKey) => key === 'updatedTime' || key === 'createTime' || key === 'statusName';

/** The order of the rows: the column, then the report's own id in the same direction, so pages never overlap. */
function orderBy(s: SearchShape, p: Param): SQL {
  const dir = sql.raw(s.direction);
  const expr = sortExpression(s.sortKey, p);
  if (plainOrder(s.sortKey)) return sql`${expr} ${dir}, reports.id ${dir}`;
  return sql`${expr} ${dir} ${sql.raw(s.direction === 'desc' ? 'nulls last' : 'nulls first')}, reports.id ${dir}`;
}

/** The columns of one result row, as a JSON object per report (sealed values stay sealed: the service opens them). */
const rowObject = (p: Param) => sql`json_build_object(
  'id', reports.id, 'referenceSealed', reports.reference_sealed, 'sequentialId', reports.sequential_id, 'statusId', reports.status_id,
  'priority', reports.priority, 'updatedTime', reports.updated_time, 'createTime', reports.create_time, 'closedTime', reports.closed_time,
  'typeId', reports.type_id, 'hasEmail', reports.notification_email is not null, 'reviewedTime', reports.reviewed_time,
  'lastReporterLogin', reports.last_reporter_login, 'reportName', reports.report_name,
  'latestReporterUpdate', reports.latest_reporter_update, 'initialResponse', reports.initial_response,
  'lastResponse', reports.last_response, 'scheduledCloseDate', reports.scheduled_close_date,
  'reporterLoginCount', reports.reporter_login_count, 'lastDelegationTime', reports.last_delegation_time,
  'categoryName', ${shownCategoryName(sql`c.names`, p('langKey'))}, 'orgName', o.name, 'orgNames', o.names,
  'transcriberName', (select tu.first_name || ' ' || tu.last_name from users tu where tu.id = reports.transcriber_user_id),
  'delegates', (select string_agg(du.first_name || ' ' || du.last_name, ', ' order by du.last_name, du.first_name)
    from report_delegations d join users du on du.id = d.user_id where d.report_id = reports.id),
  'involved', (select json_agg(ii.details order by ii.id) from involved_individuals ii where ii.report_id = reports.id),
  'linked', (select string_agg(lr.sequential_id::text, ', ' order by lr.sequential_id)
    from report_links l join reports lr on lr.id = l.linked_report_id where l.report_id = reports.id),
  'flex', (select json_agg(json_build_object('questionId', fr.question_id, 'layout', fq.layout, 'value', fr.value))
    from report_flex_responses fr join questions fq on fq.id = fr.question_id where fr.report_id = reports.id)
)`;

/**
 * Which reports a page (`window` = its offset plus its size) or the export shows. Sorted by
 * submission date with a keyword, the page's reports are among the first `window` the index
 * gives in that order and the report the keyword names: the walk stops there instead of
 * sorting every match.
 */
function rowsWhere(s: SearchShape, p: Param, paged: boolean): SQL {
  const hits = keywordHits(s, p);
  if (!hits) return conditions(s, p, 'reports', 'reports', 'reports.id');
  if (!paged || s.sortKey !== 'createTime' || s.tokens === 0) return sql`reports.id in (select h.id from (${hits}) h)`;
  const dir = sql.raw(s.direction);
  const walked = sql`(select w.id from (${byWords(s, p)}) w order by w.create_time ${dir}, w.id ${dir} limit ${p('window')}::int)`;
  if (s.reference === 'none') return sql`reports.id in ${walked}`;
  return sql`reports.id in (${walked} union all select r.id from (${byReference(s, p)}) r)`;
}

/** The rows of a search in order, as `select <json> as row from …`; a page when `paged` (parameters `limit`, `offset`, `window`). */
export function rowsSql(s: SearchShape, p: Param, paged: boolean): SQL {
  const rows = sql`select ${rowObject(p)} as row from reports
    join organizations o on o.id = reports.organization_id
    join categories c on c.id = reports.category_id
    where ${rowsWhere(s, p, paged)}
    order by ${orderBy(s, p)}`;
  return paged ? sql`${rows} limit ${p('limit')}::int offset ${p('offset')}::int` : rows;
}

/** One page and the number of reports found, in one statement. */
export function pageSql(s: SearchShape, p: Param): SQL {
  return sql`select (${countSql(s, p)}) as total,
    (select json_agg(p.row) from (${rowsSql(s, p, true)}) p) as page`;
}
