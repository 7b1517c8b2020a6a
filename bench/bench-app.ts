import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, onServer } from '../apps/server/test/server-databases.ts';
import type { CpuTime } from './cpu-time.ts';
import { type BenchProcess, startProcess } from './processes.ts';

export interface BenchApp {
  url: string;
  database: 'pglite' | 'postgres';
  /** The app's own database on the PostgreSQL server (PostgreSQL only), for benchmarks that fill it. */
  databaseUrl?: string;
  /** The app's ENCRYPTION_KEY, so what a benchmark writes is sealed as the app seals. */
  encryptionKey: string;
  /** Signs a demo user in over HTTP and answers the Cookie header of the session. */
  signIn(login: string): Promise<string>;
  /** How many SQL statements the app ran per call of `request`, over `times` calls one after another. */
  statementsPer(request: () => Promise<unknown>, times?: number): Promise<number>;
  /** CPU spent so far by the app's process and its database backends. */
  cpu(): Promise<CpuTime>;
  /** The app process's resident set size now, in bytes. */
  rss(): Promise<number>;
  /** Another instance of the app on the same database (PostgreSQL only). */
  startInstance(): Promise<BenchServer>;
  /** The raw `select 1` route on the same database, in a process of its own. */
  startBaseline(): Promise<BenchServer>;
  close(): Promise<void>;
}

export interface BenchServer {
  url: string;
  cpu(): Promise<CpuTime>;
  close(): Promise<void>;
}

const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** A database of its own: PGlite in a temporary folder, or a new database on the DATABASE_URL server. */
async function benchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `candor_bench_${randomBytes(4).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  return {
    env: { DATABASE_URL: databaseUrl(server, name), DATA_DIR: tmpdir() },
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/** BENCH_PROFILE=<folder>: each server process writes a CPU profile there when it ends. */
const profile = process.env.BENCH_PROFILE;
const nodeOptions = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];

/** Load runs come from one address: the per-client limits would cut them short. */
const UNREACHED_RATE_LIMITS = Object.fromEntries(
  ['SIGN_IN', 'REPORT_LOOKUP', 'ORGANIZATION_SEARCH', 'SUBMISSION', 'PASSWORD_CHECK', 'UPLOAD'].map((name) => [
    `RATE_LIMIT_${name}`,
    '1000000',
  ]),
);

async function startServer(env: Record<string, string>) {
  const { process, ready } = await startProcess<{ url: string }>('server-process.ts', env, nodeOptions);
  return {
    process,
    url: ready.url.replace(/\/$/, ''),
    cpu: () => process.call<CpuTime>({ type: 'cpu' }),
    close: () => process.close(),
  };
}

/** The real app, with demo data and logging off, in a process of its own on a random port of 127.0.0.1. */
export async function startBenchApp(): Promise<BenchApp> {
  const db = await benchDatabase();
  const env = { ...db.env, DEMO_PASSWORD: PASSWORD, ENCRYPTION_KEY, ...UNREACHED_RATE_LIMITS };
  const first = await startServer({ ...env, BENCH_SERVER: 'app', BENCH_SEED: 'true' });
  const { url } = first;
  const server: BenchProcess = first.process;

  return {
    url,
    database: db.env.DATABASE_URL ? 'postgres' : 'pglite',
    databaseUrl: db.env.DATABASE_URL,
    encryptionKey: ENCRYPTION_KEY,
    async signIn(login) {
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
        body: new URLSearchParams({ username: login, password: PASSWORD }),
      });
      const cookies = res.headers.getSetCookie().join(';');
      const session = /CANDOR_SESSION=([^;]+)/.exec(cookies)?.[1];
      // Sign-in renews the XSRF token: it is bound to the new session.
      const bound = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1];
      if (res.status !== 200 || !session || !bound) throw new Error(`sign-in as ${login} failed: ${res.status}`);
      return `CANDOR_SESSION=${session}; XSRF-TOKEN=${bound}`;
    },
    cpu: first.cpu,
    rss: async () => (await server.call<{ rss: number }>({ type: 'rss' })).rss,
    async statementsPer(request, times = 20) {
      await request();
      await server.call({ type: 'statements', reset: true });
      for (let i = 0; i < times; i++) await request();
      const { statements } = await server.call<{ statements: number }>({ type: 'statements' });
      return statements / times;
    },
    async startInstance() {
      if (!db.env.DATABASE_URL) throw new Error('a second instance needs PostgreSQL');
      return startServer({ ...env, BENCH_SERVER: 'app' });
    },
    startBaseline: () => startServer({ ...db.env, BENCH_SERVER: 'raw' }),
    async close() {
      await server.close();
      await db.drop();
    },
  };
}
