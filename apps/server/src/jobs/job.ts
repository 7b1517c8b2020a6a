import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import type { Codec } from '../lib/crypto.ts';
import type { Mailer } from '../lib/mail.ts';
import { insertJob, type JobRow, jobRow } from './jobs.repository.ts';

/** What a job handler is given. */
export interface JobContext {
  config: Config;
  db: Db;
  codec: Codec;
  mailer: Mailer;
  /** The job row being run: what the run writes once whatever the retries is keyed by it. */
  jobId?: number;
}

/** Where staff sign in: PUBLIC_URL, or this machine in a first run. */
export const publicBase = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** Said at start when emails go out through a mail server with links to this machine only. */
export function mailLinksWarning(config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'PORT'>): string | null {
  if (!config.SMTP_URL || config.PUBLIC_URL) return null;
  return `Warning: SMTP_URL is set but PUBLIC_URL is not: the links in the emails lead to http://localhost:${config.PORT}, which their readers cannot open. Set PUBLIC_URL to the address users reach Candor at.`;
}

export interface JobDefinition<P extends Record<string, unknown>> {
  name: string;
  /** The payload is checked before the handler runs; a payload that does not parse fails the job for good. */
  payload: z.ZodType<P>;
  run(ctx: JobContext, payload: P): Promise<void>;
  /** A recurring job: after each run the runner schedules the next one this much later. */
  everyMs?: number;
}

export interface Job<P extends Record<string, unknown>> extends JobDefinition<P> {
  /**
   * The one way to queue a job: in the caller's transaction (it runs only if that commits),
   * with the payload checked by the job's schema now rather than when it runs.
   */
  enqueue(tx: Tx, payload: P, runAt?: Date): Promise<void>;
  /**
   * The same job as a row, the payload checked now, for a statement that files it together with
   * the change that causes it (a report's filing, decision 042).
   */
  row(payload: P, runAt?: Date): JobRow;
}

export function defineJob<P extends Record<string, unknown>>(definition: JobDefinition<P>): Job<P> {
  return {
    ...definition,
    enqueue: (tx, payload, runAt) => insertJob(tx, definition.name, definition.payload.parse(payload), runAt),
    row: (payload, runAt) => jobRow(definition.name, definition.payload.parse(payload), runAt),
  };
}
