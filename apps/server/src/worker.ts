import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobContext } from './jobs/context.ts';
import { mailLinksWarning } from './jobs/job.ts';
import { type RunnerLog, startJobRunner } from './jobs/runner.ts';
import { serializeError } from './lib/logger.ts';

/**
 * Runs the jobs and nothing else, beside servers started with JOBS=false. It needs a
 * PostgreSQL server: an embedded PGlite database belongs to the one server process.
 */
async function worker() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'The worker needs DATABASE_URL; with the embedded database the server runs the jobs itself (JOBS=true).',
    );
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const jobs = await createJobContext(config, database.db);
  await database.migrate(jobs.codec);
  const log: RunnerLog = {
    error: (details, message) => console.error(JSON.stringify({ level: 'error', message, ...errorDetails(details) })),
  };
  const runner = await startJobRunner(jobs, { log });
  console.log(['Candor worker is running jobs.', mailLinksWarning(config)].filter(Boolean).join('\n'));

  const stop = async () => {
    await runner.stop();
    await jobs.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function errorDetails(details: object): object {
  const { err, ...rest } = details as { err?: unknown };
  return err instanceof Error ? { ...rest, error: serializeError(err) } : rest;
}

worker().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : serializeError(err));
  process.exit(1);
});
