/**
 * The dashboard's figures in one prepared statement (decision 059): a reviewer's come from the
 * monthly facts the `reports` triggers keep, summed over the rows within his reach; a delegate's
 * from his delegated reports themselves, through the same per-report formula (`report_facts_of`).
 */
import { SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { sql } from 'drizzle-orm';
import { preparedSql } from '../../db/prepared.ts';
import type { Tx } from '../../db/types.ts';
import { delegateReachOf, scopeColumns } from '../reports/reach.repository.ts';

/** One group of the statement: a month, a status, a method, a category, or (all null) the total. */
export interface FactsRow {
  month: string | null;
  status_id: number | null;
  type_id: number | null;
  category_id: number | null;
  category_names: Record<string, string> | null;
  reports: string;
  responded: string;
  response_seconds: string;
  closed: string;
  close_seconds: string;
  ack_on_time: string;
  ack_late: string;
  feedback_on_time: string;
  feedback_late: string;
  answerable: string;
}

const measures = sql.raw(`sum(x.reports) reports, sum(x.responded) responded, sum(x.response_seconds) response_seconds,
  sum(x.closed) closed, sum(x.close_seconds) close_seconds, sum(x.ack_on_time) ack_on_time, sum(x.ack_late) ack_late,
  sum(x.feedback_on_time) feedback_on_time, sum(x.feedback_late) feedback_late, sum(x.answerable) answerable`);

/**
 * The statement over `userId` and `from` (placeholders when prepared, values when a benchmark
 * explains it). The branch a user does not take is cut once, before any row is read: the
 * scope's flag is read by a sub-select, which PostgreSQL evaluates once as a filter on the branch.
 */
export const dashboardFactsQuery = (userId: unknown, from: unknown) =>
  sql`with s as (select s.* from users u cross join lateral (${scopeColumns}) s where u.id = ${userId}),
  x as (
    select f.* from report_month_facts f
    where not (select delegate_reviewer from s) and f.month >= ${from}::date
      and f.organization_id = any((select org_ids from s)::int[]) and f.category_id = any((select category_ids from s)::int[])
      and (not f.sensitive or ${sql.raw(String(SENSITIVE_CATEGORY_ID))} = any((select category_ids from s)::int[]))
    union all
    select f.* from s, reports r cross join lateral report_facts_of(r) f
    where (select delegate_reviewer from s) and r.create_time >= ${from}::date and ${delegateReachOf('r', 's')}
  ),
  g as (
    select to_char(x.month, 'YYYY-MM') as month, x.status_id, x.type_id, x.category_id, ${measures}
    from x group by grouping sets ((x.month), (x.status_id), (x.type_id), (x.category_id), ())
  )
  select g.*, c.names as category_names from g left join categories c on c.id = g.category_id`;

const factsStatement = preparedSql<FactsRow>(
  'candor_dashboard_facts',
  dashboardFactsQuery(sql.placeholder('userId'), sql.placeholder('from')),
);

/** Every group of the user's figures for reports submitted from the first day of `from` (YYYY-MM-DD). */
export const dashboardFacts = (db: Tx, userId: number, from: string) => factsStatement(db)({ userId, from });
