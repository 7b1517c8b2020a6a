import type { AuditEventType } from '@candor/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { preparedSql } from '../db/prepared.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditActor {
  login: string | null;
  userId: number | null;
}

export type AuditRow = typeof auditEvents.$inferSelect;

export async function audit(
  db: Tx,
  type: AuditEventType,
  actor: AuditActor,
  data: Record<string, string> = {},
): Promise<void> {
  await db.insert(auditEvents).values({ auditEventType: type, actorId: actor.login, actorUserId: actor.userId, data });
}

/** UTC days (YYYY-MM-DD), both included; either may be left open. */
export interface AuditDays {
  fromDay?: string;
  toDay?: string;
}

const dayBounds = ({ fromDay, toDay }: AuditDays): SQL[] => [
  ...(fromDay ? [sql`day >= ${fromDay}::date`] : []),
  ...(toDay ? [sql`day <= ${toDay}::date`] : []),
];

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** How many audit events the days hold, from the per-day counts (decision 051). */
export async function auditTotal(db: Tx, days: AuditDays): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(sum(events), 0)::int as total from audit_event_days ${where(dayBounds(days))}`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0].total;
}

export interface AuditPageJson {
  total: number;
  rows: (Omit<AuditRow, 'auditEventDate'> & { auditEventDate: string })[] | null;
}

const p = (name: string) => sql.placeholder(name);

/** The days asked (open ends as infinities), for the per-day counts and for `audit_event_date` (its index answers it). */
const fromDay = sql`coalesce(${p('fromDay')}::date, '-infinity'::date)`;
const toDay = sql`coalesce(${p('toDay')}::date, 'infinity'::date)`;
const inDays = sql`audit_event_date >= (${fromDay})::timestamp at time zone 'UTC'
  and audit_event_date < (${toDay} + 1)::timestamp at time zone 'UTC'`;

/** An audit page's JSON as the app reads it: dates as Date. */
export const auditRowsOf = (raw: AuditPageJson | string): { rows: AuditRow[]; total: number } => {
  const page: AuditPageJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    total: page.total,
    rows: (page.rows ?? []).map((r) => ({ ...r, auditEventDate: new Date(r.auditEventDate) })),
  };
};

/** The events of a page (`page`, a CTE of audit_events rows) as JSON, in `order`. */
const rowsJson = (order: SQL) => sql`(select json_agg(json_build_object('id', id, 'auditEventType', audit_event_type,
  'actorId', actor_id, 'actorUserId', actor_user_id, 'auditEventDate', audit_event_date, 'data', data)
  order by ${order}) from page)`;

/** Rows of `counts` (day or month, in `unit` order `dir`) with how many events the rows before each hold. */
const running = (unit: SQL, dir: SQL, counts: SQL) => sql`select ${unit} as unit, events,
  coalesce(sum(events) over (order by ${unit} ${dir} rows between unbounded preceding and 1 preceding), 0) as before
  from ${counts} order by ${unit} ${dir}`;

/**
 * One page of the audit events by date (the id breaking ties), and how many there are, as one
 * JSON value. The kept counts give the total and the day the page starts in: for the whole log,
 * its month among the per-month counts, then its day among that month's days; for days asked
 * (`bounded`), among those days. Either way the counts are read in order only until the page's
 * day. The index on (audit_event_date, id) then skips within that day only, to the page's first
 * key (an index-only scan), and reads the page from there. One text per direction and shape.
 * Placeholders: `offset`, `size`, and with `bounded` `fromDay`, `toDay` (`auditPageValues`).
 */
export function auditPageByDateJson(ascending: boolean, bounded: boolean): SQL {
  const [dir, cmp] = ascending ? [sql.raw('asc'), sql.raw('>=')] : [sql.raw('desc'), sql.raw('<=')];
  // Whole days before the page's day are skipped by their counts; the page's day starts (ascending) or ends there.
  const [dayBound, inDay] = ascending
    ? [sql`unit::timestamp at time zone 'UTC'`, sql`audit_event_date >= (select bound from start)`]
    : [sql`(unit + 1)::timestamp at time zone 'UTC'`, sql`audit_event_date < (select bound from start)`];
  const offset = sql`${p('offset')}::bigint`;
  const dayCounts = (where: SQL) => sql`audit_event_days where ${where}`;
  const seek = bounded
    ? sql`start as (
        select ${dayBound} as bound, ${offset} - before as skip
        from (${running(sql`day`, dir, dayCounts(sql`day >= ${fromDay} and day <= ${toDay}`))}) d
        where before + events > ${offset} limit 1
      )`
    : sql`month as (
        select unit as month, before from (${running(sql`month`, dir, sql`audit_event_months`)}) m
        where before + events > ${offset} limit 1
      ),
      start as (
        select ${dayBound} as bound, ${offset} - (select before from month) - before as skip
        from (${running(
          sql`day`,
          dir,
          dayCounts(sql`day >= (select month from month)
          and day < ((select month from month) + interval '1 month')::date`),
        )}) d
        where (select before from month) + before + events > ${offset} limit 1
      )`;
  const within = bounded ? sql` and ${inDays}` : sql``;
  const total = bounded
    ? sql`(select coalesce(sum(events), 0)::int from audit_event_days where day >= ${fromDay} and day <= ${toDay})`
    : sql`(select coalesce(sum(events), 0)::int from audit_event_months)`;
  return sql`
    with ${seek},
    first as (
      select audit_event_date, id from audit_events where ${inDay}${within}
      order by audit_event_date ${dir}, id ${dir} offset (select skip from start) limit 1
    ),
    page as (
      select id, audit_event_type, actor_id, actor_user_id, audit_event_date, data from audit_events
      where (audit_event_date, id) ${cmp} ((select audit_event_date from first), (select id from first))${within}
      order by audit_event_date ${dir}, id ${dir} limit ${p('size')}::int
    )
    select json_build_object('total', ${total}, 'rows', ${rowsJson(sql`audit_event_date ${dir}, id ${dir}`)})`;
}

/**
 * One page of the audit events of the days asked sorted on `column` (the id breaking ties),
 * skipped to with OFFSET, and their total from the per-day counts, as one JSON value; the same
 * placeholders as `auditPageByDateJson`.
 */
export function auditPageSortedJson(column: 'audit_event_type' | 'actor_id', ascending: boolean): SQL {
  const order = sql.raw(`${column} ${ascending ? 'asc' : 'desc'}, id ${ascending ? 'asc' : 'desc'}`);
  return sql`
    with page as (
      select id, audit_event_type, actor_id, actor_user_id, audit_event_date, data from audit_events
      where ${inDays} order by ${order} offset ${p('offset')}::bigint limit ${p('size')}::int
    )
    select json_build_object(
      'total', (select coalesce(sum(events), 0)::int from audit_event_days where day >= ${fromDay} and day <= ${toDay}),
      'rows', ${rowsJson(order)})`;
}

/** The values of an audit page statement's placeholders. */
export const auditPageValues = (opts: AuditDays & { page: number; size: number }) => ({
  fromDay: opts.fromDay ?? null,
  toDay: opts.toDay ?? null,
  offset: opts.page * opts.size,
  size: opts.size,
});

const auditPages = new Map<string, ReturnType<typeof preparedSql<{ page: AuditPageJson | string }>>>();

/** The prepared statement of a page by date: per direction, for the whole log or days asked. */
function auditPageStatement(ascending: boolean, bounded: boolean) {
  const name = `candor_audit_page${bounded ? '_days' : ''}_${ascending ? 'asc' : 'desc'}`;
  let statement = auditPages.get(name);
  if (!statement) {
    statement = preparedSql(name, sql`select (${auditPageByDateJson(ascending, bounded)}) as page`);
    auditPages.set(name, statement);
  }
  return statement;
}

/** Whether days are asked: the page is then sought among those days' counts. */
export const boundedDays = (days: AuditDays) => Boolean(days.fromDay || days.toDay);

/**
 * One page of the audit events of the days asked, by date (the id breaking ties) in the direction
 * asked, and how many there are, in one prepared statement that reads neither a million rows nor
 * a million index entries (decision 051).
 */
export async function auditPageByDate(
  db: Tx,
  opts: AuditDays & { page: number; size: number; ascending: boolean },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [{ page }] = await auditPageStatement(opts.ascending, boundedDays(opts))(db)(auditPageValues(opts));
  return auditRowsOf(page);
}
