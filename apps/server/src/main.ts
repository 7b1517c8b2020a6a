import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { CASE_LOAD_USERS, loadDemoCaseLoad } from './db/demo-case-load.ts';
import { DEMO_USERS, loadDemoData } from './db/demo-data.ts';
import { applyDemoTestSettings } from './db/demo-test-settings.ts';
import { createJobContext } from './jobs/context.ts';
import { mailLinksWarning } from './jobs/job.ts';
import { startJobRunner } from './jobs/runner.ts';
import { createCodec, loadMasterKey } from './lib/crypto.ts';
import { boundHeapGrowth } from './lib/heap-growth.ts';
import { serializeError } from './lib/logger.ts';
import { openStorage } from './lib/storage.ts';

async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
  await database.migrate(codec);
  const demo = config.DEMO_DATA ? await loadDemoData(database.db, config.DEMO_PASSWORD) : null;
  if (demo) {
    const storage = await openStorage({ root: config.ATTACHMENTS_DIR, dataDir: config.DATA_DIR });
    await loadDemoCaseLoad(database.db, { codec, storage: config.DATA_DIR === 'memory://' ? undefined : storage });
    await storage.close();
    // After the case load, whose users (contoso-reviewer) the settings may name.
    await applyDemoTestSettings(database.db, config);
  }
  const app = await buildApp({ config, database, codec });
  if (config.JOBS) {
    const jobs = await createJobContext(config, database.db);
    const runner = await startJobRunner(jobs, { log: app.loggers.get('candor.jobs') ?? app.log });
    app.addHook('onClose', async () => {
      await runner.stop();
      await jobs.mailer.close();
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // The port listened on: PORT=0 lets the system choose a free one (tests starting several instances).
  const { port } = app.server.address() as AddressInfo;

  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const lines = [``, `Candor is running at http://localhost:${port} (${where})`];
  if (demo) {
    const password = demo.generatedPassword ?? config.DEMO_PASSWORD ?? '(printed when the demo data was first loaded)';
    lines.push(`Demo sign-ins (password: ${password}):`);
    for (const u of [...DEMO_USERS, ...CASE_LOAD_USERS])
      lines.push(`  ${u.login.padEnd(16)} ${u.authorities.join(', ')}`);
    if (demo.generatedPassword) lines.push('This generated password is shown once; set DEMO_PASSWORD to choose one.');
  }
  const warning = config.JOBS ? mailLinksWarning(config) : null;
  if (warning) lines.push(warning);
  console.log(lines.join('\n'));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : serializeError(err));
  process.exit(1);
});
