import { sortParts, type TPlatformAuditQuery } from '@candor/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  type AuditPageJson,
  auditPageByDateJson,
  auditPageSortedJson,
  auditPageValues,
  auditRowsOf,
  boundedDays,
} from '../../lib/audit.repository.ts';
import { pageStatement } from '../admin/page-statement.repository.ts';

type AuditPage = ReturnType<typeof auditRowsOf>;

/** The sorts of `management/audits` by their field: the date seeks its page, the others skip to it. */
const SORTS = {
  auditEventDate: auditPageByDateJson,
  auditEventType: (ascending: boolean) => auditPageSortedJson('audit_event_type', ascending),
  principal: (ascending: boolean) => auditPageSortedJson('actor_id', ascending),
} as const;

const statements = new Map<string, ReturnType<typeof pageStatement<AuditPageJson | string, AuditPage>>>();

/**
 * One page of the audit events between two days (UTC, both included), and how many there
 * are, in one statement prepared per sort. By date, the per-day counts seek the page (decision
 * 051); by type or principal, the page is skipped to, the total still comes from the per-day
 * counts. The id breaks ties so pages never overlap.
 */
export function platformAuditQuery(db: Db, q: TPlatformAuditQuery) {
  const [field, direction] = sortParts(q.sort);
  const ascending = direction === 'asc';
  const days = { fromDay: q.fromDate, toDay: q.toDate };
  const bounded = boundedDays(days);
  const name = `candor_platform_audits_${field}${bounded ? '_days' : ''}_${ascending ? 'asc' : 'desc'}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = pageStatement(name, SORTS[field](ascending, bounded), auditRowsOf);
    statements.set(name, statement);
  }
  return statement(db, auditPageValues({ ...days, page: q.page, size: q.size }));
}

/** One page of the audit events (the session read already). */
export const platformAuditPage = (db: Db, q: TPlatformAuditQuery) => platformAuditQuery(db, q).alone();

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
