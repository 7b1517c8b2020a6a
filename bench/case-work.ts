/**
 * The reviewer's case work under load (issue 9), a step of `npm run bench` on PostgreSQL:
 * the report details (20 comments, 5 files, 3 involved individuals) and the first page of
 * new-and-updated over 1 000 and 100 000 reports, each compared with the raw `select 1`
 * route of the same run, with p95 latency and the SQL statements each request sends. The
 * app and the load generator run in their own processes; this process fills the app's
 * database (sealed with the app's key). Alone: `BENCH_ONLY=case DATABASE_URL=… npm run bench`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Codec, createCodec } from '../apps/server/src/lib/crypto.ts';
import type { BenchApp } from './bench-app.ts';
import type { LoadFigures } from './client-process.ts';
import { cpuPerRequest } from './cpu-time.ts';
import type { BenchProcess } from './processes.ts';

export const LATENCY_SAMPLES = 300;
const LOAD = { connections: 20, seconds: 10 };

/** Reports inserted per statement. */
const BATCH = 5_000;

const countOf = async (db: Db) =>
  Number(((await db.execute(sql`select count(*) n from reports`)) as unknown as { rows: { n: string }[] }).rows[0].n);

/**
 * Reports up to `total` in the Northwind organizations: every status, category and age. Each
 * report ID is hashed and sealed here, as the app keeps it (decision 035).
 */
export async function growTo(db: Db, codec: Codec, total: number, sealed: string): Promise<void> {
  for (let from = (await countOf(db)) + 1; from <= total; from += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, total - from + 1) }, (_, i) => {
      const n = from + i;
      const referenceId = `B${String(n).padStart(11, '0')}`;
      return { n, hash: codec.referenceHash(referenceId), sealed: codec.encryptText(referenceId) };
    });
    await db.execute(sql`
      insert into reports (reference_hash, reference_sealed, sequential_id, root_organization_id, organization_id,
        category_id, status_id, type_id, report_input, password_hash, create_time, updated_time)
      select v.hash, v.sealed, 100000 + v.n, root.id, orgs.ids[1 + v.n % array_length(orgs.ids, 1)],
        (array[101, 102, 103, 104, 105, 13])[1 + v.n % 6], 1 + v.n % 8, 1, ${sealed}, 'x',
        now() - make_interval(mins => v.n), now() - make_interval(mins => v.n)
      from jsonb_to_recordset(${JSON.stringify(ids)}::jsonb) as v(n integer, hash text, sealed text),
        (select id from organizations where name = 'Northwind Group') root,
        (select array_agg(id) ids from organizations where name like 'Northwind%' and not phantom and not remote) orgs`);
  }
  await db.execute(sql`analyze reports`);
}

/** The report of the details benchmark: 20 comments, 5 files, 3 involved individuals. */
async function detailedReport(db: Db, codec: Codec): Promise<string> {
  const referenceId = 'BENCHDETAIL1';
  const text = codec.encryptText('The warehouse manager sells company stock on the side and keeps the money.');
  const rows = (await db.execute(sql`
    insert into reports (reference_hash, reference_sealed, sequential_id, root_organization_id, organization_id,
      category_id, status_id, report_input, password_hash)
    select ${codec.referenceHash(referenceId)}, ${codec.encryptText(referenceId)}, 99999, id, id, 101, 4, ${text}, 'x'
    from organizations where name = 'Northwind Group'
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = rows.rows[0].id;
  const comment = codec.encryptText('We are looking into this; can you tell us more about the dates?');
  await db.execute(sql`insert into report_comments (report_id, comment_text, reporter_comment, hidden)
    select ${id}, ${comment}, n % 2 = 0, n % 3 = 0 from generate_series(1, 20) n`);
  const fileName = codec.encryptText('evidence.pdf');
  await db.execute(sql`insert into attachments (report_id, file_name, file_type, file_size, source, storage_key, wrapped_key)
    select ${id}, ${fileName}, 'application/pdf', 1000, 'REPORTER_ADDED', 'k', 'k' from generate_series(1, 5) n`);
  const person = codec.encryptText(JSON.stringify({ firstName: 'Ann', lastName: 'Example' }));
  await db.execute(sql`insert into involved_individuals (report_id, employee_id, role, details)
    select ${id}, 'E' || n, 'witness', ${person} from generate_series(1, 3) n`);
  return referenceId;
}

/** p95 of sequential requests: the latency one user sees, without queueing behind others. */
export async function p95(url: string, init: RequestInit): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)];
}

export interface CaseWorkFigure {
  measure: string;
  value: string;
}

/** The figures of the case-work benchmark; `baseline` is the raw `select 1` of the same run. */
export async function measureCaseWork(ctx: {
  app: BenchApp;
  client: BenchProcess;
  baseline?: LoadFigures;
}): Promise<CaseWorkFigure[]> {
  const { app, client, baseline } = ctx;
  if (!app.databaseUrl) return [{ measure: 'Reviewer case work', value: 'PostgreSQL only' }];
  const database = await openDatabase({ databaseUrl: app.databaseUrl, dataDir: 'memory://' });
  const codec = createCodec(Buffer.from(app.encryptionKey, 'base64'));
  const cpu: Record<string, string> = {};
  /** A load run, with the CPU time the app and its database spent per request during it (decision 042). */
  const load = async (url: string, headers: Record<string, string>, name: string) => {
    const before = await app.cpu();
    const figures = await client.call<LoadFigures>({ type: 'load', urls: [url], headers, ...LOAD });
    const used = cpuPerRequest(before, await app.cpu(), figures.requests);
    const per = (micros: number) => `${Math.round(micros).toLocaleString('en-US')} µs`;
    cpu[name] = `app ${per(used.processMicros)}, PostgreSQL ${per(used.databaseMicros)}`;
    return figures;
  };
  const rps = (f: LoadFigures) => Math.round(f.requestsPerSecond).toLocaleString('en-US');
  const compared = (f: LoadFigures) =>
    baseline ? `${rps(f)} (${(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} × raw select 1)` : rps(f);
  const checked = async (url: string, headers: Record<string, string>) => {
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
  };
  try {
    const sealed = codec.encryptText('Overtime is not paid for the night shift in the warehouse.');
    const detailId = await detailedReport(database.db, codec);
    await growTo(database.db, codec, 1_000, sealed);
    const headers = { cookie: await app.signIn('reviewer') };
    const detailUrl = `${app.url}/api/reviewer/report/${detailId}?isRefresh=true&langKey=en`;
    const listUrl = `${app.url}/api/reviewer/reports/new-and-updated?page=0&size=20&sort=updatedTime,desc&langKey=en`;
    const detailStatements = await app.statementsPer(() => checked(detailUrl, headers));
    const listStatements = await app.statementsPer(() => checked(listUrl, headers));

    const detail = await load(detailUrl, headers, 'details');
    const small = await load(listUrl, headers, 'small');
    const p95Small = await p95(listUrl, { headers });
    await growTo(database.db, codec, 100_000, sealed);
    const large = await load(listUrl, headers, 'large');
    const p95Large = await p95(listUrl, { headers });
    const failed = [detail, small, large].reduce((n, f) => n + f.non2xx + f.errors, 0);
    return [
      { measure: 'GET api/reviewer/report/{id} (20 comments, 5 files, 3 people): requests/s', value: compared(detail) },
      { measure: 'GET api/reviewer/report/{id}: SQL statements per request', value: detailStatements.toFixed(1) },
      { measure: 'GET api/reviewer/report/{id}: CPU per request', value: cpu.details },
      { measure: 'new-and-updated, first page, 1 000 reports: requests/s', value: compared(small) },
      { measure: 'new-and-updated, first page, 100 000 reports: requests/s', value: compared(large) },
      {
        measure: `new-and-updated p95 (${LATENCY_SAMPLES} sequential): 1 000 → 100 000 reports`,
        value: `${p95Small.toFixed(1)} ms → ${p95Large.toFixed(1)} ms (${(p95Large / p95Small).toFixed(2)} ×)`,
      },
      { measure: 'new-and-updated: SQL statements per request', value: listStatements.toFixed(1) },
      { measure: 'new-and-updated, 1 000 reports: CPU per request', value: cpu.small },
      { measure: 'new-and-updated, 100 000 reports: CPU per request', value: cpu.large },
      ...(failed ? [{ measure: 'case work: failed requests', value: String(failed) }] : []),
    ];
  } finally {
    await database.close();
  }
}
