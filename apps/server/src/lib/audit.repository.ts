import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { preparedSql } from '../db/prepared.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditActor {
  login: string | null;
  userId: number | null;
}

export type AuditRow = typeof auditEvents.$inferSelect;

export async function audit(db: Tx, type: string, actor: AuditActor, data: Record<string, string> = {}): Promise<void> {
  await db.insert(auditEvents).values({ auditEventType: type, actorId: actor.login, actorUserId: actor.userId, data });
}

/** UTC days (YYYY-MM-DD), both included; either may be left open. */
export interface AuditDays {
  fromDay?: string;
  toDay?: string;
}

const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;
const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

/** The events of the days asked, as a condition on `audit_event_date` (its index answers it). */
export function auditDateBounds({ fromDay, toDay }: AuditDays): SQL[] {
  return [
    ...(fromDay ? [sql`${auditEvents.auditEventDate} >= ${dayStart(fromDay)}`] : []),
    ...(toDay ? [sql`${auditEvents.auditEventDate} < ${nextDayStart(toDay)}`] : []),
  ];
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

interface PageJson {
  total: number;
  rows: (Omit<AuditRow, 'auditEventDate'> & { auditEventDate: string })[] | null;
}

const p = (name: string) => sql.placeholder(name);

/** The days asked (open ends as infinities), for the per-day counts and for `audit_event_date` (its index answers it). */
const fromDay = sql`coalesce(${p('fromDay')}::date, '-infinity'::date)`;
const toDay = sql`coalesce(${p('toDay')}::date, 'infinity'::date)`;
const inDays = sql`audit_event_date >= (${fromDay})::timestamp at time zone 'UTC'
  and audit_event_date < (${toDay} + 1)::timestamp at time zone 'UTC'`;

/**
 * One page of the audit events of the days asked, by date (the id breaking ties), and how many
 * there are, as one JSON value: the per-day counts give the total and the day the page starts
 * in; the index on (audit_event_date, id) skips within that day only, to the page's first key
 * (an index-only scan), and reads the page from there. One text per direction.
 */
function auditPageStatement(ascending: boolean) {
  const [dir, cmp] = ascending ? [sql.raw('asc'), sql.raw('>=')] : [sql.raw('desc'), sql.raw('<=')];
  // Whole days before the page's day are skipped by their counts; the page's day starts (ascending) or ends there.
  const [dayBound, inDay] = ascending
    ? [sql`day::timestamp at time zone 'UTC'`, sql`audit_event_date >= (select bound from start)`]
    : [sql`(day + 1)::timestamp at time zone 'UTC'`, sql`audit_event_date < (select bound from start)`];
  const offset = sql`${p('offset')}::bigint`;
  return preparedSql<{ page: PageJson | string }>(
    `candor_audit_page_${ascending ? 'asc' : 'desc'}`,
    sql`
    with days as (
      select day, events,
        coalesce(sum(events) over (order by day ${dir} rows between unbounded preceding and 1 preceding), 0) as before
      from audit_event_days where day >= ${fromDay} and day <= ${toDay}
    ),
    start as (
      select ${dayBound} as bound, ${offset} - before as skip
      from days where before <= ${offset} and before + events > ${offset}
    ),
    first as (
      select audit_event_date, id from audit_events where ${inDay} and ${inDays}
      order by audit_event_date ${dir}, id ${dir} offset (select skip from start) limit 1
    ),
    page as (
      select id, audit_event_type, actor_id, actor_user_id, audit_event_date, data from audit_events
      where (audit_event_date, id) ${cmp} ((select audit_event_date from first), (select id from first)) and ${inDays}
      order by audit_event_date ${dir}, id ${dir} limit ${p('size')}::int
    )
    select json_build_object(
      'total', (select coalesce(sum(events), 0)::int from days),
      'rows', (select json_agg(json_build_object('id', id, 'auditEventType', audit_event_type, 'actorId', actor_id,
        'actorUserId', actor_user_id, 'auditEventDate', audit_event_date, 'data', data)
        order by audit_event_date ${dir}, id ${dir}) from page)
    ) as page`,
  );
}

const auditPages = { asc: auditPageStatement(true), desc: auditPageStatement(false) };

/**
 * One page of the audit events of the days asked, by date (the id breaking ties) in the direction
 * asked, and how many there are, in one prepared statement that reads neither a million rows nor
 * a million index entries (decision 051).
 */
export async function auditPageByDate(
  db: Tx,
  opts: AuditDays & { page: number; size: number; ascending: boolean },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [{ page: raw }] = await auditPages[opts.ascending ? 'asc' : 'desc'](db)({
    fromDay: opts.fromDay ?? null,
    toDay: opts.toDay ?? null,
    offset: opts.page * opts.size,
    size: opts.size,
  });
  const page: PageJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    total: page.total,
    rows: (page.rows ?? []).map((r) => ({ ...r, auditEventDate: new Date(r.auditEventDate) })),
  };
}
