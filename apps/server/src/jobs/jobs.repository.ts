import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
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

/**
 * Claims up to `limit` due jobs for this runner. SKIP LOCKED and the lease in
 * locked_until make the claim exclusive across runners and processes.
 */
export async function claimDueJobs(db: Db, limit: number): Promise<ClaimedJob[]> {
  const result = (await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        and attempts < ${MAX_ATTEMPTS}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, name, payload, attempts`)) as unknown as { rows: ClaimedJob[] };
  return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

export async function markDone(tx: Tx, id: number): Promise<void> {
  await tx.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Gives the job up for good: done, with the reason kept in last_error. */
export async function markFailed(tx: Tx, id: number, error: string): Promise<void> {
  await tx.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null, lastError: error }).where(eq(jobs.id, id));
}

export async function retryLater(db: Db, id: number, error: string, delaySeconds: number): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now() + make_interval(secs => ${delaySeconds})`, lockedUntil: null, lastError: error })
    .where(eq(jobs.id, id));
}

export async function scheduleNext(tx: Tx, name: string, afterMs: number): Promise<void> {
  await tx.insert(jobs).values({ name, payload: {}, runAt: sql`now() + make_interval(secs => ${afterMs / 1000})` });
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
