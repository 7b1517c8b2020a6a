/**
 * The reviewer's case work under load (issue 9), against a raw Fastify + node-postgres
 * `SELECT 1` route in the same process: the report details (20 comments, 5 files, 3
 * involved individuals) and the first page of new-and-updated over 1 000 and 100 000
 * reports, with p95 latency and the SQL statements each request sends.
 * `DATABASE_URL=postgres://… npx tsx bench/case-work.ts` (PGlite when unset); it runs alone,
 * apart from `npm run bench`, because it fills a database of its own with 100 000 reports.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoData } from '../apps/server/src/db/demo-data.ts';
import { createCodec } from '../apps/server/src/lib/crypto.ts';
import type { LoadFigures } from './client-process.ts';
import { xsrfHeaders } from './reporter-load.ts';

const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

/** 20 connections for 10 seconds. This benchmark runs alone, so client and server share its process. */
async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: 20, duration: 10 });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function signIn(url: string, login: string): Promise<Record<string, string>> {
  const headers = await xsrfHeaders(url);
  const res = await fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: login, password: PASSWORD }),
  });
  const session = /CANDOR_SESSION=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  if (res.status !== 200 || !session) throw new Error(`sign-in as ${login} failed: ${res.status}`);
  return { cookie: `CANDOR_SESSION=${session}` };
}
const LATENCY_SAMPLES = 300;

/** Counts the statements node-postgres sends, so a request can be weighed in queries. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function openBenchDatabase() {
  const server = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-casework-'));
  if (!server) return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `candor_casework_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reports up to `total` in the Northwind organizations: every status, category and age. */
async function growTo(db: Db, total: number, sealed: string): Promise<void> {
  await db.execute(sql`
    insert into reports (reference_id, sequential_id, root_organization_id, organization_id, category_id,
      status_id, type_id, report_input, password_hash, create_time, updated_time)
    select 'B' || lpad(n::text, 11, '0'), 100000 + n, root.id, orgs.ids[1 + n % array_length(orgs.ids, 1)],
      (array[101, 102, 103, 104, 105, 13])[1 + n % 6], 1 + n % 8, 1, ${sealed}, 'x',
      now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series((select count(*) from reports)::int + 1, ${total}) n,
      (select id from organizations where name = 'Northwind Group') root,
      (select array_agg(id) ids from organizations where name like 'Northwind%' and not phantom and not remote) orgs`);
  await db.execute(sql`analyze reports`);
}

/** The report of the details benchmark: 20 comments, 5 files, 3 involved individuals. */
async function detailedReport(db: Db, codec: ReturnType<typeof createCodec>): Promise<string> {
  const text = codec.encryptText('The warehouse manager sells company stock on the side and keeps the money.');
  const rows = (await db.execute(sql`
    insert into reports (reference_id, sequential_id, root_organization_id, organization_id, category_id, status_id,
      report_input, password_hash)
    select 'BENCHDETAIL1', 99999, id, id, 101, 4, ${text}, 'x' from organizations where name = 'Northwind Group'
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = rows.rows[0].id;
  const comment = codec.encryptText('We are looking into this; can you tell us more about the dates?');
  await db.execute(sql`insert into report_comments (report_id, comment_text, reporter_comment, hidden)
    select ${id}, ${comment}, n % 2 = 0, n % 3 = 0 from generate_series(1, 20) n`);
  await db.execute(sql`insert into attachments (report_id, file_name, file_type, file_size, source, storage_key, wrapped_key)
    select ${id}, 'evidence-' || n || '.pdf', 'application/pdf', 1000, 'REPORTER_ADDED', 'k', 'k' from generate_series(1, 5) n`);
  const person = codec.encryptText(JSON.stringify({ firstName: 'Ann', lastName: 'Example' }));
  await db.execute(sql`insert into involved_individuals (report_id, employee_id, role, details)
    select ${id}, 'E' || n, 'witness', ${person} from generate_series(1, 3) n`);
  return 'BENCHDETAIL1';
}

/** p95 of sequential requests: the latency one user sees, without queueing behind others. */
async function p95(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)];
}

async function statementsOf(url: string, headers: Record<string, string>): Promise<number> {
  const before = statements;
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
  return statements - before;
}

export interface CaseWorkFigure {
  measure: string;
  value: string;
}

export async function measureCaseWork(): Promise<CaseWorkFigure[]> {
  const bench = await openBenchDatabase();
  const config = loadConfig({ ...bench.env, LOG_LEVEL: 'silent', JOBS: 'false', DEMO_PASSWORD: PASSWORD });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await loadDemoData(database.db, PASSWORD);
  const codec = createCodec(randomBytes(32));
  const app = await buildApp({ config, database, codec });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const raw = Fastify({ logger: false });
  const pool = config.DATABASE_URL ? new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 }) : null;
  raw.get('/select1', async () =>
    pool ? (await pool.query('select 1 as one')).rows[0] : database.db.execute(sql`select 1`),
  );
  const rawUrl = `${await raw.listen({ port: 0, host: '127.0.0.1' })}/select1`;
  const figures: CaseWorkFigure[] = [];
  const ratio = (f: LoadFigures, base: LoadFigures) => (f.requestsPerSecond / base.requestsPerSecond).toPrecision(2);
  const rps = (f: LoadFigures) => Math.round(f.requestsPerSecond).toLocaleString('en-US');
  try {
    const sealed = codec.encryptText('Overtime is not paid for the night shift in the warehouse.');
    const detailId = await detailedReport(database.db, codec);
    await growTo(database.db, 1_000, sealed);
    const headers = await signIn(url, 'reviewer');
    const detailUrl = `${url}/api/reviewer/report/${detailId}?isRefresh=true&langKey=en`;
    const listUrl = `${url}/api/reviewer/reports/new-and-updated?page=0&size=20&sort=updatedTime,desc&langKey=en`;

    const detailStatements = await statementsOf(detailUrl, headers);
    const listStatements = await statementsOf(listUrl, headers);
    const base = await measureLoad(rawUrl);
    figures.push({ measure: 'GET raw Fastify + node-postgres SELECT 1: requests/s', value: rps(base) });
    const detail = await measureLoad(detailUrl, headers);
    figures.push(
      {
        measure: 'GET api/reviewer/report/{id} (20 comments, 5 files, 3 people): requests/s',
        value: `${rps(detail)} (${ratio(detail, base)} × SELECT 1)`,
      },
      { measure: 'GET api/reviewer/report/{id}: statements per request', value: String(detailStatements) },
    );
    const small = await measureLoad(listUrl, headers);
    const p95Small = await p95(listUrl, headers);
    await growTo(database.db, 100_000, sealed);
    const large = await measureLoad(listUrl, headers);
    const p95Large = await p95(listUrl, headers);
    figures.push(
      {
        measure: 'new-and-updated, first page, 1 000 reports: requests/s',
        value: `${rps(small)} (${ratio(small, base)} × SELECT 1)`,
      },
      {
        measure: 'new-and-updated, first page, 100 000 reports: requests/s',
        value: `${rps(large)} (${ratio(large, base)} × SELECT 1)`,
      },
      {
        measure: 'new-and-updated p95 (sequential): 1 000 → 100 000 reports',
        value: `${p95Small.toFixed(1)} ms → ${p95Large.toFixed(1)} ms (${(p95Large / p95Small).toFixed(2)} ×)`,
      },
      { measure: 'new-and-updated: statements per request', value: String(listStatements) },
    );
    const failed = [detail, small, large].reduce((n, f) => n + f.non2xx + f.errors, 0);
    if (failed) figures.push({ measure: 'failed requests', value: String(failed) });
  } finally {
    await raw.close();
    await pool?.end();
    await app.close();
    await database.close();
    await bench.drop();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureCaseWork();
  for (const f of figures) console.log(`${f.measure.padEnd(80)} ${f.value}`);
}
