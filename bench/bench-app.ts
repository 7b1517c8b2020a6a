import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoData } from '../apps/server/src/db/demo-data.ts';

export interface BenchApp {
  url: string;
  database: 'pglite' | 'postgres';
  /** Signs a demo user in over HTTP and answers the Cookie header of the session. */
  signIn(login: string): Promise<string>;
  close(): Promise<void>;
}

const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

/** A database of its own: PGlite in a temporary folder, or a new database on the DATABASE_URL server. */
async function benchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `candor_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: tmpdir() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The real app, with demo data and logging off, listening on a random port of 127.0.0.1. */
export async function startBenchApp(): Promise<BenchApp> {
  const db = await benchDatabase();
  const config = loadConfig({ ...db.env, LOG_LEVEL: 'silent', JOBS: 'false', DEMO_PASSWORD: PASSWORD });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await loadDemoData(database.db, PASSWORD);
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url,
    database: database.kind,
    signIn: (login) => signInOver(url, login, PASSWORD),
    async close() {
      await app.close();
      await database.close();
      await db.drop();
    },
  };
}

/** Signs a staff user in over HTTP, as a browser does; answers the Cookie header of the session. */
export async function signInOver(url: string, login: string, password: string): Promise<string> {
  const first = await fetch(`${url}/management/info`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1];
  if (!xsrf) throw new Error('no XSRF cookie');
  const res = await fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: new URLSearchParams({ username: login, password }),
  });
  const session = /CANDOR_SESSION=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  if (res.status !== 200 || !session) throw new Error(`sign-in as ${login} failed: ${res.status}`);
  return `CANDOR_SESSION=${session}; XSRF-TOKEN=${xsrf}`;
}
