import type { TPlatformAuditQuery } from '@candor/shared';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, jobs } from '../../db/schema/index.ts';
import { auditDateBounds, auditPageByDate, auditTotal } from '../../lib/audit.repository.ts';

const SORT_COLUMNS = {
  auditEventDate: auditEvents.auditEventDate,
  auditEventType: auditEvents.auditEventType,
  principal: auditEvents.actorId,
} as const;

/**
 * One page of the audit events between two days (UTC, both included), and how many there
 * are. By date, the per-day counts seek the page (decision 051); by type or principal, the
 * page is skipped to, the total still comes from the per-day counts. The id breaks ties so
 * pages never overlap.
 */
export async function platformAuditPage(db: Tx, q: TPlatformAuditQuery) {
  const [field, direction = 'asc'] = q.sort.split(',') as [keyof typeof SORT_COLUMNS, string?];
  const days = { fromDay: q.fromDate, toDay: q.toDate };
  if (field === 'auditEventDate') {
    return auditPageByDate(db, { ...days, page: q.page, size: q.size, ascending: direction !== 'desc' });
  }
  const bounds = auditDateBounds(days);
  const order = direction === 'desc' ? desc : asc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(bounds.length ? and(...bounds) : undefined)
      .orderBy(order(SORT_COLUMNS[field]), order(auditEvents.id))
      .limit(q.size)
      .offset(q.page * q.size),
    auditTotal(db, days),
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
