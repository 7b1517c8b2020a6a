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
}

const measures = sql.raw(`sum(x.reports) reports, sum(x.responded) responded, sum(x.response_seconds) response_seconds,
  sum(x.closed) closed, sum(x.close_seconds) close_seconds, sum(x.ack_on_time) ack_on_time, sum(x.ack_late) ack_late,
  sum(x.feedback_on_time) feedback_on_time, sum(x.feedback_late) feedback_late`);

const factsStatement = preparedSql<FactsRow>(
  'candor_dashboard_facts',
  sql`with s as (select s.* from users u cross join lateral (${scopeColumns}) s where u.id = ${sql.placeholder('userId')}),
  x as (
    select f.* from report_month_facts f, s
    where not s.delegate_reviewer and f.month >= ${sql.placeholder('from')}::date
      and f.organization_id = any(s.org_ids) and f.category_id = any(s.category_ids)
      and (not f.sensitive or ${sql.raw(String(SENSITIVE_CATEGORY_ID))} = any(s.category_ids))
    union all
    select (report_facts_of(r)).* from reports r, s
    where s.delegate_reviewer and r.create_time >= ${sql.placeholder('from')}::date and ${delegateReachOf('r', 's')}
  ),
  g as (
    select to_char(x.month, 'YYYY-MM') as month, x.status_id, x.type_id, x.category_id, ${measures}
    from x group by grouping sets ((x.month), (x.status_id), (x.type_id), (x.category_id), ())
  )
  select g.*, c.names as category_names from g left join categories c on c.id = g.category_id`,
);

/** Every group of the user's figures for reports submitted from the first day of `from` (YYYY-MM-DD). */
export const dashboardFacts = (db: Tx, userId: number, from: string) => factsStatement(db)({ userId, from });
