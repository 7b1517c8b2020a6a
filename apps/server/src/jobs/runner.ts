import { safeMessageOf } from '../lib/logger.ts';
import type { JobContext } from './job.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  ensureScheduled,
  MAX_ATTEMPTS,
  retryLater,
  settleJob,
} from './jobs.repository.ts';
import { type AnyJob, JOBS, type JobRegistry } from './registry.ts';

export interface RunnerLog {
  error(details: object, message: string): void;
}

export interface RunOptions {
  registry?: JobRegistry;
  /** How many jobs one claim takes. */
  batch?: number;
  log?: RunnerLog;
}

const DEFAULT_BATCH = 10;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 6 * 3600;

/** 30 s, 1 min, 2 min ... up to 6 hours. */
export const backoffSeconds = (attempts: number) =>
  Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);

const messageOf = (err: unknown) => safeMessageOf(err).slice(0, 2000);

/** Claims the jobs that are due and runs them; returns how many it claimed. */
export async function runDueJobs(ctx: JobContext, opts: RunOptions = {}): Promise<number> {
  const registry = opts.registry ?? JOBS;
  const claimed = await claimDueJobs(ctx.db, opts.batch ?? DEFAULT_BATCH);
  for (const job of claimed) await runOne(ctx, registry, job, opts.log);
  return claimed.length;
}

async function runOne(ctx: JobContext, registry: JobRegistry, job: ClaimedJob, log?: RunnerLog): Promise<void> {
  const definition = registry.get(job.name);
  if (!definition) return giveUp(ctx, job, undefined, `no job is named "${job.name}"`);
  const payload = definition.payload.safeParse(job.payload);
  if (!payload.success) return giveUp(ctx, job, definition, `invalid payload: ${payload.error.message}`);
  try {
    await definition.run({ ...ctx, jobId: job.id }, payload.data);
  } catch (err) {
    log?.error({ err, job: job.name, attempts: job.attempts }, 'job failed');
    if (job.attempts >= MAX_ATTEMPTS) return giveUp(ctx, job, definition, messageOf(err));
    return retryLater(ctx.db, job.id, messageOf(err), backoffSeconds(job.attempts));
  }
  await settleJob(ctx.db, job.id, null, definition);
}

/** A recurring job keeps its schedule even when one run is given up. */
async function giveUp(ctx: JobContext, job: ClaimedJob, definition: AnyJob | undefined, error: string): Promise<void> {
  await settleJob(ctx.db, job.id, error, definition);
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `pollMs` and runs them until none are left. Recurring jobs are
 * scheduled on start if none is pending. Any number of runners may share a database.
 */
export async function startJobRunner(ctx: JobContext, opts: RunOptions & { pollMs?: number } = {}): Promise<JobRunner> {
  const registry = opts.registry ?? JOBS;
  for (const job of registry.values()) if (job.everyMs) await ensureScheduled(ctx.db, job.name);
  let stopped = false;
  let current: Promise<void> | null = null;
  const drain = async () => {
    try {
      let claimed = 1;
      while (!stopped && claimed > 0) claimed = await runDueJobs(ctx, opts);
    } catch (err) {
      opts.log?.error({ err }, 'job runner could not claim jobs');
    }
  };
  const tick = () => {
    if (current || stopped) return;
    current = drain().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, opts.pollMs ?? 2000);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
