import type { TPlatformAuditQuery } from '@candor/shared';
import { and, asc, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, jobs } from '../../db/schema/index.ts';

const SORT_COLUMNS = {
  auditEventDate: auditEvents.auditEventDate,
  auditEventType: auditEvents.auditEventType,
  principal: auditEvents.actorId,
} as const;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * One page of the audit events between two days (UTC, both included), and how many there
 * are: the date bounds use `audit_events_date_idx`; the id breaks ties so pages never overlap.
 */
export async function platformAuditPage(db: Tx, q: TPlatformAuditQuery) {
  const bounds: SQL[] = [];
  if (q.fromDate) bounds.push(gte(auditEvents.auditEventDate, dayStart(q.fromDate)));
  if (q.toDate) bounds.push(lt(auditEvents.auditEventDate, nextDay(q.toDate)));
  const where = bounds.length ? and(...bounds) : undefined;
  const [field, direction = 'asc'] = q.sort.split(',') as [keyof typeof SORT_COLUMNS, string?];
  const order = direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(order(SORT_COLUMNS[field]), order(auditEvents.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return { rows, total };
}

/** Jobs by name: waiting, claimed by a runner now, failed at least once, done. */
export const jobCounts = (db: Tx) =>
  db
    .select({
      name: jobs.name,
      pending: sql<number>`(count(*) filter (where ${jobs.doneAt} is null and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now())))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.doneAt} is null and ${jobs.lockedUntil} > now()))::int`,
      failing: sql<number>`(count(*) filter (where ${jobs.lastError} is not null))::int`,
      done: sql<number>`(count(*) filter (where ${jobs.doneAt} is not null))::int`,
    })
    .from(jobs)
    .groupBy(jobs.name)
    .orderBy(jobs.name);
