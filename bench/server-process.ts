/**
 * A server for the benchmark, alone in its process. BENCH_SERVER=app: the real app (demo
 * data loaded when BENCH_SEED=true), counting the statements it runs and telling its CPU time; BENCH_SERVER=raw:
 * bare Fastify answering `select 1` through node-postgres (DATABASE_URL) or PGlite, the baseline.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoData } from '../apps/server/src/db/demo-data.ts';
import { createCodec, loadMasterKey } from '../apps/server/src/lib/crypto.ts';
import { boundHeapGrowth } from '../apps/server/src/lib/heap-growth.ts';
import { cpuTime } from './cpu-time.ts';
import { serveMessages } from './processes.ts';

async function startApp() {
  // As the app's own start does.
  boundHeapGrowth();
  let statements = 0;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOBS: 'false' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onStatement: () => statements++,
  });
  const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
  await database.migrate(codec);
  if (process.env.BENCH_SEED === 'true') await loadDemoData(database.db, config.DEMO_PASSWORD);
  const app = await buildApp({ config, database, codec });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  serveMessages(
    async (m) => {
      if (m.type === 'cpu') return { ...(await cpuTime(config.DATABASE_URL)) };
      if (m.type === 'rss') return { rss: process.memoryUsage().rss };
      if (m.type !== 'statements') throw new Error(`unknown message ${m.type}`);
      const counted = statements;
      if (m.reset) statements = 0;
      return { statements: counted };
    },
    async () => {
      await app.close();
      await database.close();
    },
  );
  return url;
}

async function startRaw() {
  const app = Fastify({ logger: false });
  const databaseUrl = process.env.DATABASE_URL;
  let close: () => Promise<void>;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    app.get('/select1', async () => ({
      status: (await pool.query('select 1 as up')).rows[0].up === 1 ? 'UP' : 'DOWN',
    }));
    close = () => pool.end();
  } else {
    const db = await PGlite.create('memory://');
    app.get('/select1', async () => ({
      status: (await db.query<{ up: number }>('select 1 as up')).rows[0].up === 1 ? 'UP' : 'DOWN',
    }));
    close = () => db.close();
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  serveMessages(
    async (m) => {
      if (m.type !== 'cpu') throw new Error(`unknown message ${m.type}`);
      return { ...(await cpuTime(databaseUrl)) };
    },
    async () => {
      await app.close();
      await close();
    },
  );
  return `${url}/select1`;
}

const url = process.env.BENCH_SERVER === 'raw' ? await startRaw() : await startApp();
process.send?.({ type: 'ready', url });
