import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * Enqueues a job in the caller's transaction, so it exists exactly when the change that
 * caused it is committed. The runner (jobs/runner.ts) claims it with FOR UPDATE SKIP LOCKED.
 */
export async function enqueueJob(db: Tx, name: string, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await db.insert(jobs).values({ name, payload, runAt: runAt ?? sql`now()` });
}
