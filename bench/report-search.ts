/**
 * Report search under load (issue 12, decision 055), a step of `npm run bench` on PostgreSQL:
 * a search with three filters, a keyword and a sort over 10 000 and then 1 000 000 generated
 * reports (their keyword index filled in bulk SQL, keyed hashes of a 200-word vocabulary), each
 * compared with the raw `select 1` route of the same run, with CPU and SQL statements per
 * request, p95 of 300 sequential requests and the EXPLAIN plans; then a CSV export of 100 000
 * rows, with the app process's peak RSS growth while it streams. Figures in bench/REPORT-SEARCH.md.
 * Alone: `BENCH_ONLY=search DATABASE_URL=… npm run bench`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Codec, createCodec } from '../apps/server/src/lib/crypto.ts';
import { wordToken } from '../apps/server/src/lib/search-tokens.ts';
import type { BenchApp } from './bench-app.ts';
import { LATENCY_SAMPLES, p95 } from './case-work.ts';
import type { LoadFigures } from './client-process.ts';
import { cpuPerRequest } from './cpu-time.ts';
import type { BenchProcess } from './processes.ts';

const LOAD = { connections: 20, seconds: 10 };
const BATCH = 20_000;
/** The vocabulary of the generated texts; report n holds the words n, 7n, 13n, 31n, 57n, 101n modulo its size. */
const VOCABULARY = 200;
const WORDS_PER_REPORT = [1, 7, 13, 31, 57, 101];
/** The keyword searched: in about 6 of every 200 reports. */
const KEYWORD_INDEX = 42;
const here = path.dirname(fileURLToPath(import.meta.url));

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const countOf = async (db: Db) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql`select count(*) n from reports`))[0].n);
const word = (i: number) => `word${i}`;

/**
 * Reports up to `total` in the Northwind organizations, every status, category, method and
 * age, each with its keyword index. Report IDs are keyed-hashed by the app's key; the texts of
 * the generated reports share one sealed value (the index is what the search reads).
 */
async function growTo(db: Db, codec: Codec, total: number, sealed: string): Promise<void> {
  for (let from = (await countOf(db)) + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const hashes = Array.from({ length: to - from + 1 }, (_, i) =>
      codec.referenceHash(`S${String(from + i).padStart(11, '0')}`),
    );
    await db.execute(sql`
      with inserted as (
        insert into reports (reference_hash, reference_sealed, sequential_id, root_organization_id, organization_id,
          category_id, status_id, type_id, report_input, password_hash, create_time, updated_time)
        select h.hash, ${sealed}, 200000 + h.n, root.id, orgs.ids[1 + h.n % array_length(orgs.ids, 1)],
          (array[101, 102, 103, 104, 105, 13])[1 + h.n % 6], 1 + (h.n / 7) % 8, 1 + h.n % 3, ${sealed}, 'x',
          now() - make_interval(secs => h.n * 30), now() - make_interval(secs => h.n * 20)
        from unnest(${`{${hashes.join(',')}}`}::text[]) with ordinality as h0(hash, i)
          cross join lateral (select h0.hash, ${from}::int + h0.i::int - 1 as n) h,
          (select id from organizations where name = 'Northwind Group') root,
          (select array_agg(id order by id) ids from organizations where name like 'Northwind%' and not phantom and not remote) orgs
        returning id, sequential_id - 200000 as n, root_organization_id, organization_id, category_id, sensitive,
          status_id, type_id, create_time
      )
      insert into report_search_tokens (report_id, token, root_organization_id, organization_id, category_id,
        sensitive, status_id, type_id, create_time)
      select distinct i.id, v.token, i.root_organization_id, i.organization_id, i.category_id, i.sensitive,
        i.status_id, i.type_id, i.create_time from inserted i
        cross join unnest(${`{${WORDS_PER_REPORT.join(',')}}`}::int[]) as m(k)
        join bench_vocabulary v on v.i = (i.n * m.k) % ${VOCABULARY}`);
  }
  // What autovacuum does for a table that grew: statistics, and the visibility map that lets
  // the keyword index answer from the index alone.
  await db.execute(sql`vacuum analyze reports`);
  await db.execute(sql`vacuum analyze report_search_tokens`);
}

export interface SearchFigure {
  measure: string;
  value: string;
}

export async function measureReportSearch(ctx: {
  app: BenchApp;
  client: BenchProcess;
  baseline?: LoadFigures;
}): Promise<SearchFigure[]> {
  const { app, client, baseline } = ctx;
  if (!app.databaseUrl) return [{ measure: 'Report search', value: 'PostgreSQL only' }];
  const database = await openDatabase({ databaseUrl: app.databaseUrl, dataDir: 'memory://' });
  const db = database.db;
  const codec = createCodec(Buffer.from(app.encryptionKey, 'base64'));
  const cpu: Record<string, string> = {};
  const session = await app.signIn('reviewer');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(session)?.[1] ?? '';
  const headers = { cookie: session, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const filter = {
    statusIds: [3, 4, 5, 6, 7, 8],
    categoryIds: [101, 102, 103],
    typeIds: [1, 2],
    keyWord: word(KEYWORD_INDEX),
  };
  const body = JSON.stringify(filter);
  const url = `${app.url}/api/reviewer/report-search-results?page=0&size=20&sort=createTime,desc&langKey=en`;
  const load = async (name: string) => {
    const before = await app.cpu();
    const figures = await client.call<LoadFigures>({
      type: 'load',
      urls: [url],
      headers,
      method: 'POST',
      body,
      ...LOAD,
    });
    const used = cpuPerRequest(before, await app.cpu(), figures.requests);
    const per = (micros: number) => `${Math.round(micros).toLocaleString('en-US')} µs`;
    cpu[name] = `app ${per(used.processMicros)}, PostgreSQL ${per(used.databaseMicros)}`;
    return figures;
  };
  const rps = (f: LoadFigures) => Math.round(f.requestsPerSecond).toLocaleString('en-US');
  const compared = (f: LoadFigures) =>
    baseline ? `${rps(f)} (${(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} × raw select 1)` : rps(f);
  const checked = async () => {
    const res = await fetch(url, { method: 'POST', headers, body });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { totalElements: number };
  };
  /** The plan of the search's statement, as the app's repository writes it for these values. */
  const plan = async () => {
    const { pageStatementWithValues } = await import(
      '../apps/server/src/modules/report-search/report-search.repository.ts'
    );
    const { createReportSearchService } = await import(
      '../apps/server/src/modules/report-search/report-search.service.ts'
    );
    const { prepareScopeLookup } = await import('../apps/server/src/modules/reports/reach.repository.ts');
    const userId = Number(
      rowsOf<{ id: number }>(await db.execute(sql`select id from users where login = 'reviewer'`))[0].id,
    );
    const scope = (await prepareScopeLookup(db)(userId))!;
    const criteria = createReportSearchService({ db, codec, access: {} as never }).criteriaOf(filter, 'UTC');
    const statement = pageStatementWithValues(
      scope,
      criteria,
      { sortKey: 'createTime', direction: 'desc', langKey: 'en' },
      { limit: 20, offset: 0 },
    );
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, buffers) ${statement}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  try {
    await db.execute(sql`create table if not exists bench_vocabulary (i int primary key, token bigint not null)`);
    await db.execute(sql`insert into bench_vocabulary (i, token)
      select (v->>'i')::int, (v->>'token')::bigint
      from jsonb_array_elements(${JSON.stringify(
        Array.from({ length: VOCABULARY }, (_, i) => ({ i, token: String(wordToken(codec, word(i))) })),
      )}::jsonb) v on conflict do nothing`);
    const sealed = codec.encryptText('Generated report text for the search benchmark.');
    await growTo(db, codec, 10_000, sealed);
    const statements = await app.statementsPer(checked);
    const smallTotal = (await checked()).totalElements;
    const small = await load('small');
    const p95Small = await p95(url, { method: 'POST', headers, body });
    const smallPlan = await plan();

    const filled = performance.now();
    await growTo(db, codec, 1_000_000, sealed);
    const fillSeconds = (performance.now() - filled) / 1000;
    const largeTotal = (await checked()).totalElements;
    const large = await load('large');
    const p95Large = await p95(url, { method: 'POST', headers, body });
    const largePlan = await plan();

    // The export: 100 000 rows, streamed; the app's RSS sampled every 20 ms while it runs.
    // Report n was filed n × 30 s ago: the last 34.7 days hold the newest 100 000 reports.
    const since = new Date(Date.now() - 100_000 * 30_000).toISOString().slice(0, 10);
    const exportBody = JSON.stringify({ contentType: 'text/csv', submissionDateRange: { from: since } });
    const before = await app.rss();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await app.rss());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${app.url}/api/reviewer/report-search/export?sort=createTime,asc&langKey=en`, {
      method: 'POST',
      headers,
      body: exportBody,
    });
    let bytes = 0;
    let lines = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const growth = (peak - before) / 1024 / 1024;

    const failed = [small, large].reduce((n, f) => n + f.non2xx + f.errors, 0);
    const ratio = (f: LoadFigures) => (baseline ? f.requestsPerSecond / baseline.requestsPerSecond : 0);
    const figures: SearchFigure[] = [
      { measure: 'search, 10 000 reports: requests/s', value: compared(small) },
      { measure: 'search, 1 000 000 reports: requests/s', value: compared(large) },
      {
        measure: `search p95 (${LATENCY_SAMPLES} sequential): 10 000 → 1 000 000 reports`,
        value: `${p95Small.toFixed(1)} ms → ${p95Large.toFixed(1)} ms (${(p95Large / p95Small).toFixed(2)} ×)`,
      },
      { measure: 'search: reports found (10 000 → 1 000 000)', value: `${smallTotal} → ${largeTotal}` },
      { measure: 'search: SQL statements per request', value: statements.toFixed(1) },
      { measure: 'search, 10 000 reports: CPU per request', value: cpu.small },
      { measure: 'search, 1 000 000 reports: CPU per request', value: cpu.large },
      {
        measure: 'CSV export of 100 000 rows: app peak RSS growth',
        value: `${growth.toFixed(1)} MiB (${(bytes / 1024 / 1024).toFixed(1)} MiB in ${exportSeconds.toFixed(1)} s, ${lines} lines)`,
      },
      { measure: 'filling 990 000 reports and their keyword index', value: `${fillSeconds.toFixed(0)} s` },
      {
        measure: 'targets',
        value: [
          `≥ 0.20 × raw select 1 at 1 000 000: ${ratio(large) >= 0.2 ? 'met' : 'NOT met'}`,
          `p95 within 2 ×: ${p95Large / p95Small <= 2 ? 'met' : 'NOT met'}`,
          `RSS ≤ 50 MB: ${growth * 1.048576 <= 50 ? 'met' : 'NOT met'}`,
        ].join('; '),
      },
      ...(failed ? [{ measure: 'search: failed requests', value: String(failed) }] : []),
    ];
    writeReport(figures, smallPlan, largePlan);
    console.log(`\nEXPLAIN at 10 000 reports:\n${smallPlan}\n\nEXPLAIN at 1 000 000 reports:\n${largePlan}`);
    return figures;
  } finally {
    await database.close();
  }
}

function writeReport(figures: SearchFigure[], smallPlan: string, largePlan: string) {
  const table = figures.map((f) => `| ${f.measure} | ${f.value} |`).join('\n');
  writeFileSync(
    path.join(here, 'REPORT-SEARCH.md'),
    `# Report search benchmark

\`BENCH_ONLY=search DATABASE_URL=… npm run bench\` (bench/report-search.ts), on PostgreSQL, ${new Date().toISOString().slice(0, 10)}.
A search with three filters (statuses, categories, methods), a keyword and a sort by submission date,
first page of 20, by the reviewer (every organization and category); the machine is shared (2 cores).

| measure | value |
| --- | --- |
${table}

## EXPLAIN ANALYZE at 10 000 reports

\`\`\`
${smallPlan}
\`\`\`

## EXPLAIN ANALYZE at 1 000 000 reports

\`\`\`
${largePlan}
\`\`\`
`,
  );
}
