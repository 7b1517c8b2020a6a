/**
 * Report search in SQL (decision 055): the reach of decision 021, every filter of the search
 * filter request, the keyword through the blind index, the sort and one page; the count in
 * the same statement. The export reads the same rows through a cursor, a batch at a time.
 */
import type { SearchSortKey, TSearchFilter } from '@candor/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inReach, type ReviewerScope } from '../reports/reach.repository.ts';

/** What the service resolved from the request: the keyword already turned into tokens. */
export interface SearchCriteria {
  filter: TSearchFilter;
  /** Every token must be in the report's index. */
  keywordTokens: bigint[];
  /** The keyword as a report ID (its keyed hash) or a sequential id, when it could be one. */
  keywordReference?: { hash: string; sequentialId: number | null };
}

export interface SearchOrder {
  sortKey: SearchSortKey;
  direction: 'asc' | 'desc';
  langKey: string;
}

const ints = (ids: readonly number[]) => sql.raw(`'{${ids.map((n) => Math.trunc(n)).join(',')}}'::int[]`);
const bigints = (ids: readonly bigint[]) => sql.raw(`'{${ids.join(',')}}'::bigint[]`);

/** `[from, to]` in whole UTC days, `to` included. */
function dayRange(column: string, range: TSearchFilter['submissionDateRange']): SQL | undefined {
  if (!range || (!range.from && !range.to)) return undefined;
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${sql.raw(column)} >= ${`${range.from}T00:00:00Z`}::timestamptz`);
  if (range.to) parts.push(sql`${sql.raw(column)} < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return sql.join(parts, sql` and `);
}

/** The `where` of a search over `reports`: reach first, then each filter given. */
export function searchConditions(scope: ReviewerScope, c: SearchCriteria): SQL {
  const f = c.filter;
  const parts: SQL[] = [sql`${inReach(scope)}`];
  if (f.orgIds?.length) parts.push(sql`reports.organization_id = any(${ints(f.orgIds)})`);
  if (f.statusIds?.length) parts.push(sql`reports.status_id = any(${ints(f.statusIds)})`);
  if (f.typeIds?.length) parts.push(sql`reports.type_id = any(${ints(f.typeIds)})`);
  if (f.categoryIds?.length) {
    // A category stands for every category of the same name (spec 001 §3).
    // Expanded once per statement (an init plan), not per report.
    parts.push(sql`reports.category_id = any(array(select c2.id from categories c1
      join categories c2 on c2.names->>'en' = c1.names->>'en' where c1.id = any(${ints(f.categoryIds)})))`);
  }
  if (f.delegateIds?.length) {
    parts.push(sql`exists (select 1 from report_delegations d
      where d.report_id = reports.id and d.user_id = any(${ints(f.delegateIds)}))`);
  }
  for (const [column, range] of [
    ['reports.create_time', f.submissionDateRange],
    ['reports.closed_time', f.closedDateRange],
    ['reports.scheduled_close_date', f.scheduledCloseDateRange],
    ['reports.last_delegation_time', f.lastDelegationDateRange],
  ] as const) {
    const cond = dayRange(column, range);
    if (cond) parts.push(cond);
  }
  for (const flex of f.flexFieldQuestionResponses ?? []) {
    parts.push(sql`exists (select 1 from report_flex_responses fr where fr.report_id = reports.id
      and fr.question_id = ${flex.questionId} and fr.response_id = any(${ints(flex.responseIds)}))`);
  }
  if (c.keywordTokens.length > 0 || c.keywordReference) {
    const byWords = c.keywordTokens.length
      ? sql`reports.id in (select t.report_id from report_search_tokens t where t.token = any(${bigints(c.keywordTokens)})
          group by t.report_id having count(*) = ${c.keywordTokens.length})`
      : sql`false`;
    const ref = c.keywordReference;
    parts.push(
      ref
        ? sql`(${byWords} or reports.reference_hash = ${ref.hash}${
            ref.sequentialId === null ? sql`` : sql` or reports.sequential_id = ${ref.sequentialId}`
          })`
        : byWords,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The spec's sort keys as SQL over `reports`, `o` (organizations) and `c` (categories). Sealed columns sort by presence. */
function sortExpression(key: SearchSortKey, langKey: string): SQL {
  switch (key) {
    case 'priority':
      return sql`reports.priority`;
    case 'statusName':
      return sql`reports.status_id`;
    case 'referenceId':
      return sql`reports.sequential_id`;
    case 'categoryName':
      return sql`coalesce(c.names->>${langKey}::text, c.names->>'en')`;
    case 'orgName':
      return sql`o.name`;
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

/** The order of the rows: the column, then the report's own id in the same direction, so pages never overlap. */
function orderBy({ sortKey, direction, langKey }: SearchOrder): SQL {
  const dir = sql.raw(direction);
  const nulls = sql.raw(direction === 'desc' ? 'nulls last' : 'nulls first');
  const expr = sortExpression(sortKey, langKey);
  // Never-null columns keep the plain order, so an index on them can give the rows in order.
  const plain = sortKey === 'updatedTime' || sortKey === 'createTime' || sortKey === 'statusName';
  return plain ? sql`${expr} ${dir}, reports.id ${dir}` : sql`${expr} ${dir} ${nulls}, reports.id ${dir}`;
}

/** The columns of one result row, as a JSON object per report (sealed values stay sealed: the service opens them). */
const rowObject = (langKey: string) => sql`json_build_object(
  'id', reports.id, 'referenceSealed', reports.reference_sealed, 'sequentialId', reports.sequential_id, 'statusId', reports.status_id,
  'priority', reports.priority, 'updatedTime', reports.updated_time, 'createTime', reports.create_time, 'closedTime', reports.closed_time,
  'typeId', reports.type_id, 'hasEmail', reports.notification_email is not null, 'reviewedTime', reports.reviewed_time,
  'lastReporterLogin', reports.last_reporter_login, 'reportName', reports.report_name,
  'latestReporterUpdate', reports.latest_reporter_update, 'initialResponse', reports.initial_response,
  'lastResponse', reports.last_response, 'scheduledCloseDate', reports.scheduled_close_date,
  'reporterLoginCount', reports.reporter_login_count, 'lastDelegationTime', reports.last_delegation_time,
  'categoryName', coalesce(c.names->>${langKey}::text, c.names->>'en'), 'orgName', o.name, 'orgNames', o.names,
  'transcriberName', (select tu.first_name || ' ' || tu.last_name from users tu where tu.id = reports.transcriber_user_id),
  'delegates', (select string_agg(du.first_name || ' ' || du.last_name, ', ' order by du.last_name, du.first_name)
    from report_delegations d join users du on du.id = d.user_id where d.report_id = reports.id),
  'involved', (select json_agg(ii.details order by ii.id) from involved_individuals ii where ii.report_id = reports.id),
  'linked', (select string_agg(lr.sequential_id::text, ', ' order by lr.sequential_id)
    from report_links l join reports lr on lr.id = l.linked_report_id where l.report_id = reports.id),
  'flex', (select json_agg(json_build_object('questionId', fr.question_id, 'value', fr.value))
    from report_flex_responses fr where fr.report_id = reports.id)
)`;

export interface SearchRowJson {
  id: number;
  referenceSealed: string;
  sequentialId: number;
  statusId: number;
  priority: number;
  updatedTime: string;
  createTime: string;
  closedTime: string | null;
  typeId: number;
  hasEmail: boolean;
  reviewedTime: string | null;
  lastReporterLogin: string | null;
  reportName: string | null;
  latestReporterUpdate: string | null;
  initialResponse: string | null;
  lastResponse: string | null;
  scheduledCloseDate: string | null;
  reporterLoginCount: number;
  lastDelegationTime: string | null;
  categoryName: string | null;
  orgName: string;
  orgNames: Record<string, string>;
  transcriberName: string | null;
  delegates: string | null;
  involved: string[] | null;
  linked: string | null;
  flex: { questionId: number; value: string }[] | null;
}

/** The rows of a search in order, as `select <json> as row from …` (without limit). */
function rowsQuery(scope: ReviewerScope, criteria: SearchCriteria, order: SearchOrder): SQL {
  return sql`select ${rowObject(order.langKey)} as row from reports
    join organizations o on o.id = reports.organization_id
    join categories c on c.id = reports.category_id
    where ${searchConditions(scope, criteria)}
    order by ${orderBy(order)}`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One page and the number of reports found, in one statement: the count reads `reports` alone
 * (the filters need no join), the page joins organizations and categories for its rows only.
 */
export async function searchPage(
  db: Tx,
  scope: ReviewerScope,
  criteria: SearchCriteria,
  order: SearchOrder,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: SearchRowJson[] }> {
  const [row] = rowsOf<{ total: string | number; page: SearchRowJson[] | null }>(
    await db.execute(sql`select
      (select count(*) from reports where ${searchConditions(scope, criteria)}) as total,
      (select json_agg(p.row) from (${rowsQuery(scope, criteria, order)}
        limit ${page.limit} offset ${page.offset}) p) as page`),
  );
  return { total: Number(row?.total ?? 0), rows: row?.page ?? [] };
}

export const EXPORT_BATCH = 500;

/**
 * Every row of a search, streamed: a cursor in a read-only transaction, fetched a batch at a
 * time, so memory holds one batch whatever the number of rows.
 */
export async function streamSearchRows(
  db: Db,
  scope: ReviewerScope,
  criteria: SearchCriteria,
  order: SearchOrder,
  consume: (rows: SearchRowJson[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare candor_search_export no scroll cursor for ${rowsQuery(scope, criteria, order)}`);
    for (;;) {
      const batch = rowsOf<{ row: SearchRowJson }>(
        await tx.execute(sql.raw(`fetch ${EXPORT_BATCH} from candor_search_export`)),
      );
      if (batch.length === 0) break;
      count += batch.length;
      await consume(batch.map((b) => b.row));
    }
    await tx.execute(sql`close candor_search_export`);
  });
  return count;
}
