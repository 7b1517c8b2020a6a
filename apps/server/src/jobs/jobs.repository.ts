import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { preparedSql } from '../db/prepared.ts';
import { jobs } from '../db/schema/index.ts';

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
}

/** A job as it is queued: due now unless `runAt` says later. */
export interface JobRow {
  name: string;
  payload: Record<string, unknown>;
  runAt: Date | null;
}

export const jobRow = (name: string, payload: Record<string, unknown>, runAt?: Date): JobRow => ({
  name,
  payload,
  runAt: runAt ?? null,
});

/**
 * Inserts a job in the caller's transaction, so it exists exactly when the change that
 * caused it is committed. Jobs are queued through `Job.enqueue` (or filed with the change
 * through `Job.row`), which checks the payload.
 */
export async function insertJob(tx: Tx, name: string, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await tx.insert(jobs).values({ name, payload, runAt: runAt ?? sql`now()` });
}

/** A claimed job stays locked this long; a runner that dies lets it go after that. */
export const CLAIM_SECONDS = 300;
/** After this many attempts a job is given up (marked done with its last error). */
export const MAX_ATTEMPTS = 8;

const claim = preparedSql<ClaimedJob>(
  'candor_claim_jobs',
  sql`update ${jobs} set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        and attempts < ${MAX_ATTEMPTS}
      order by run_at
      limit ${sql.placeholder('limit')}
      for update skip locked
    )
    returning id, name, payload, attempts`,
);

/**
 * Claims up to `limit` due jobs for this runner. SKIP LOCKED and the lease in
 * locked_until make the claim exclusive across runners and processes.
 */
export async function claimDueJobs(db: Db, limit: number): Promise<ClaimedJob[]> {
  const rows = await claim(db)({ limit });
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

const settle = preparedSql(
  'candor_settle_job',
  sql`with settled as (
    update ${jobs} set done_at = now(), locked_until = null, last_error = ${sql.placeholder('error')}
    where id = ${sql.placeholder('id')}
  )
  insert into ${jobs} (name, payload, run_at)
  select ${sql.placeholder('next')}::text, '{}'::jsonb, now() + make_interval(secs => ${sql.placeholder('afterSeconds')}::float8)
  where ${sql.placeholder('next')}::text is not null`,
);

/**
 * Marks the job done, with the reason when it was given up, and queues the next run when the
 * job recurs (`definition.everyMs`): one statement, so neither happens without the other.
 */
export async function settleJob(
  db: Tx,
  id: number,
  error: string | null,
  definition?: { name: string; everyMs?: number },
): Promise<void> {
  const every = definition?.everyMs;
  await settle(db)({ id, error, next: every ? definition.name : null, afterSeconds: (every ?? 0) / 1000 });
}

export async function retryLater(db: Db, id: number, error: string, delaySeconds: number): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now() + make_interval(secs => ${delaySeconds})`, lockedUntil: null, lastError: error })
    .where(eq(jobs.id, id));
}

/** A recurring job is scheduled once: the first runner to start inserts it if none is pending. */
export async function ensureScheduled(db: Db, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`candor.jobs.${name}`}))`);
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, name), isNull(jobs.doneAt), lt(jobs.attempts, MAX_ATTEMPTS)))
      .limit(1);
    if (!pending) await tx.insert(jobs).values({ name, payload: {} });
  });
}
