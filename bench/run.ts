/**
 * `npm run bench`: starts the app in a process of its own on its own database (PGlite in
 * a temporary folder, or a new database on the DATABASE_URL server), drives it from a
 * second process (autocannon, report submissions, the argon2id baseline), runs every step
 * below in order, prints the figures and writes them to bench/RESULTS.md under the
 * database's heading.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAdminLists } from './admin-lists.ts';
import { measureAttachmentMemory, mib } from './attachment-memory.ts';
import { type BenchApp, startBenchApp } from './bench-app.ts';
import { type BundleFigures, publicHomeJavaScript } from './bundle-size.ts';
import { measureCaseWork } from './case-work.ts';
import type { LoadFigures, Throughput } from './client-process.ts';
import { type CpuTime, cpuPerRequest } from './cpu-time.ts';
import { measureDashboard } from './dashboard.ts';
import { measurePages, pageRows, publicAndReporterPages } from './page-javascript.ts';
import { type BenchProcess, startProcess } from './processes.ts';
import { measureReportSearch } from './report-search.ts';
import {
  benchOrganizationId,
  reporterSession,
  reporterWithHistory,
  submissionUrl,
  submitOnce,
  validSubmission,
  xsrfHeaders,
} from './reporter-load.ts';

export interface BenchContext {
  app: BenchApp;
  /** The process that generates the load. */
  client: BenchProcess;
  /** The raw `select 1` figures, once the baseline step has run. */
  baseline?: LoadFigures;
  /** The raw `select 1` route's CPU per request, server and database. */
  baselineCpu?: CpuCost;
}

export interface Figure {
  measure: string;
  value: string;
}

/** One benchmark: a name and what it measures. Steps run in order, sharing the context. */
export interface BenchStep {
  name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

const LOAD = { connections: 20, seconds: 10 };
const here = path.dirname(fileURLToPath(import.meta.url));
const number = (n: number) => Math.round(n).toLocaleString('en-US');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (a: number, b: number) => (a / b).toFixed(2);
const ms = (micros: number) => `${(micros / 1000).toFixed(1)} ms`;

const load = (client: BenchProcess, urls: string[], headers: Record<string, string> = {}) =>
  client.call<LoadFigures>({ type: 'load', urls, headers, ...LOAD });

/** A load run with the CPU the server and its database spent on each request. */
async function loadWithCpu(
  client: BenchProcess,
  server: { cpu(): Promise<CpuTime> },
  urls: string[],
  headers: Record<string, string> = {},
) {
  const before = await server.cpu();
  const figures = await load(client, urls, headers);
  return { figures, cpu: cpuPerRequest(before, await server.cpu(), figures.requests) };
}

/**
 * CPU per request: what a call costs, whatever else the machine is doing. On PostgreSQL the
 * database's share is its backends' (on PGlite it is part of the process).
 */
function cpuFigure(measure: string, cpu: ReturnType<typeof cpuPerRequest>, baseline?: CpuCost): Figure {
  const total = cpu.processMicros + cpu.databaseMicros;
  const compared = baseline ? `; raw select 1 costs ${(baseline.total / total).toFixed(2)} × this` : '';
  return {
    measure: `${measure}: CPU per request (server + database)`,
    value: `${Math.round(total)} µs (${Math.round(cpu.processMicros)} + ${Math.round(cpu.databaseMicros)})${compared}`,
  };
}

interface CpuCost {
  total: number;
}

function loadFigures(measure: string, figures: LoadFigures, baseline?: LoadFigures): Figure[] {
  const compared = baseline ? ` (${ratio(figures.requestsPerSecond, baseline.requestsPerSecond)} × raw select 1)` : '';
  const failures = figures.non2xx + figures.errors;
  return [
    { measure: `${measure}: requests/s`, value: `${number(figures.requestsPerSecond)}${compared}` },
    {
      measure: `${measure}: latency p99`,
      value: `${figures.latencyP99Ms} ms${failures ? `, ${failures} failed requests` : ''}`,
    },
  ];
}

function bundleFigures(measure: string, bundle: BundleFigures): Figure[] {
  return [
    { measure: `${measure}: gzipped`, value: `${kib(bundle.gzipBytes)} in ${bundle.files.length} file(s)` },
    ...bundle.files.map((f) => ({ measure: `  ${f.file}`, value: `${kib(f.bytes)}, ${kib(f.gzipBytes)} gzipped` })),
  ];
}

/** Concurrent callers of the submission benchmark; 1 is the sequential run. */
const SUBMISSION_WORKERS = [1, 4];
const SUBMISSION_SECONDS = 10;
const HASH_SECONDS = 5;
const REPORT_COMMENTS = 10;
const REPORT_FILES = 3;

interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** A GET under load, with the statements it runs per request; compared with the raw `select 1`. */
const loadStep = (name: string, target: (ctx: BenchContext) => Promise<Target>): BenchStep => ({
  name,
  async run(ctx) {
    const { url, headers = {} } = await target(ctx);
    const statements = await ctx.app.statementsPer(async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      await res.arrayBuffer();
    });
    const { figures, cpu } = await loadWithCpu(ctx.client, ctx.app, [url], headers);
    return [
      ...loadFigures(name, figures, ctx.baseline),
      cpuFigure(name, cpu, ctx.baselineCpu),
      { measure: `${name}: SQL statements per request`, value: statements.toFixed(1) },
    ];
  },
});

const account = async ({ app }: BenchContext): Promise<Target> => ({
  url: `${app.url}/api/account`,
  headers: { cookie: await app.signIn('reviewer') },
});

/** Every benchmark, in order. Another one is a further entry: a name and a `run` answering its figures. */
const steps: BenchStep[] = [
  {
    name: 'GET raw Fastify route running select 1 (baseline, own process)',
    async run(ctx) {
      const raw = await ctx.app.startBaseline();
      try {
        const { figures, cpu } = await loadWithCpu(ctx.client, raw, [raw.url]);
        ctx.baseline = figures;
        ctx.baselineCpu = { total: cpu.processMicros + cpu.databaseMicros };
        return [...loadFigures(this.name, figures), cpuFigure(this.name, cpu)];
      } finally {
        await raw.close();
      }
    },
  },
  loadStep('GET management/health', async ({ app }) => ({ url: `${app.url}/management/health` })),
  loadStep('GET api/account (signed in as reviewer)', account),
  loadStep(`GET reporterapi/report/{id} (${REPORT_COMMENTS} comments, ${REPORT_FILES} files)`, async ({ app }) => {
    const { reportUrl, cookie } = await reporterWithHistory(app.url, REPORT_COMMENTS, REPORT_FILES);
    return { url: reportUrl, headers: { cookie } };
  }),
  {
    name: 'POST reporterapi/report (valid reports) against argon2id hashes',
    async run({ app, client }) {
      const submission = await validSubmission(app.url);
      const headers = await xsrfHeaders(app.url);
      const statements = await app.statementsPer(() => submitOnce(app.url, headers, submission), 5);
      const figures: Figure[] = [
        { measure: 'Report submission: SQL statements per report', value: statements.toFixed(1) },
      ];
      for (const workers of SUBMISSION_WORKERS) {
        const callers = workers === 1 ? 'sequential' : `${workers} concurrent`;
        const before = await app.cpu();
        const submitted = await client.call<Throughput>({
          type: 'submissions',
          url: submissionUrl(app.url, submission),
          headers,
          body: JSON.stringify(submission),
          workers,
          seconds: SUBMISSION_SECONDS,
        });
        const cpu = cpuPerRequest(before, await app.cpu(), submitted.succeeded + submitted.failed);
        const hashed = await client.call<Throughput & { cpuMicrosEach: number }>({
          type: 'hashes',
          workers,
          seconds: HASH_SECONDS,
        });
        const failed = submitted.failed ? `, ${submitted.failed} refused` : '';
        figures.push(
          {
            measure: `Reports submitted/s (201), ${callers}, ${SUBMISSION_SECONDS} s`,
            value: `${submitted.perSecond.toFixed(1)} (${submitted.succeeded} reports${failed})`,
          },
          {
            measure: `argon2id hashes/s (ARGON2_OPTIONS, own process), ${callers}, ${HASH_SECONDS} s`,
            value: `${hashed.perSecond.toFixed(1)}`,
          },
          {
            measure: `Submissions per hash, ${callers}`,
            value: `${ratio(submitted.perSecond, hashed.perSecond)} × argon2id`,
          },
          {
            measure: `CPU per submission, ${callers} (server + database; one argon2id hash alone)`,
            value: `${ms(cpu.processMicros + cpu.databaseMicros)} (${ms(cpu.processMicros)} + ${ms(cpu.databaseMicros)}; ${ms(hashed.cpuMicrosEach)})`,
          },
        );
      }
      return figures;
    },
  },
  {
    name: 'GET api/account on two instances against one, one PostgreSQL',
    async run(ctx) {
      if (ctx.app.database !== 'postgres') return [{ measure: this.name, value: 'PostgreSQL only' }];
      const { url, headers } = await account(ctx);
      const one = await load(ctx.client, [url], headers);
      const second = await ctx.app.startInstance();
      try {
        const both = [url, url.replace(ctx.app.url, second.url)];
        await ctx.client.call({ type: 'load', urls: both, headers, connections: LOAD.connections, seconds: 3 });
        const two = await load(ctx.client, both, headers);
        return [
          ...loadFigures('GET api/account, one instance', one, ctx.baseline),
          ...loadFigures('GET api/account, two instances', two, ctx.baseline),
          { measure: 'Two instances against one', value: `${ratio(two.requestsPerSecond, one.requestsPerSecond)} ×` },
        ];
      } finally {
        await second.close();
      }
    },
  },
  {
    name: 'JavaScript loaded by the public home',
    async run() {
      const bundle = publicHomeJavaScript(path.resolve(here, '../dist/web'));
      if (!bundle) return [{ measure: this.name, value: 'web app not built: run "npm run build" first' }];
      return bundleFigures(this.name, bundle);
    },
  },
  {
    name: 'JavaScript loaded by each public and reporter page (Chromium, until the network is idle)',
    async run({ app }) {
      if (!existsSync(path.resolve(here, '../dist/web/index.html'))) {
        return [{ measure: this.name, value: 'web app not built: run "npm run build" first' }];
      }
      const orgId = await benchOrganizationId(app.url);
      const { referenceId, cookie } = await reporterSession(app.url);
      const results = await measurePages(app.url, publicAndReporterPages(orgId, referenceId), cookie);
      if (!results) return [{ measure: this.name, value: 'Chromium not found: set CHROMIUM_PATH' }];
      return pageRows(results);
    },
  },
  {
    name: 'Attachment upload memory (bench/attachment-memory.ts, PGlite)',
    async run() {
      const f = await measureAttachmentMemory();
      return [
        { measure: `Peak RSS growth uploading ${mib(f.fileBytes)}`, value: mib(f.peakRssGrowthBytes) },
        { measure: `Peak RSS growth uploading ${mib(f.smallFileBytes)}`, value: mib(f.smallPeakRssGrowthBytes) },
      ];
    },
  },
  {
    // Last: it grows the database to 100 000 reports.
    name: 'Reviewer case work: report details, new-and-updated over 100 000 reports (bench/case-work.ts)',
    run: (ctx) => measureCaseWork(ctx),
  },
  {
    // After case work: it adds 10 000 users and 1 000 000 audit events.
    name: 'Administration lists: users over 10 000, audit log over 1 000 000 events (bench/admin-lists.ts)',
    run: (ctx) => measureAdminLists(ctx),
  },
  {
    // It grows the reports from 10 000 to 1 000 000: after case work (100 000) it asks to be run alone.
    name: 'Reviewer dashboard over 10 000 and 1 000 000 reports (bench/dashboard.ts)',
    run: (ctx) => measureDashboard(ctx),
  },
  {
    name: 'Report search: three filters, a keyword and a sort over 10 000 and 1 000 000 reports; CSV export (bench/report-search.ts)',
    run: (ctx) => measureReportSearch(ctx),
  },
  // Benchmarks of other areas are added here as further steps.
];

/** BENCH_ONLY=account,health runs the baseline and the steps whose names contain one of the words, and saves nothing. */
const only = process.env.BENCH_ONLY?.split(',');
const chosen = only ? steps.filter((s, i) => i === 0 || only.some((word) => s.name.includes(word))) : steps;

async function main() {
  const loadAtStart = os.loadavg()[0];
  const app = await startBenchApp();
  const { process: client } = await startProcess('client-process.ts', {});
  const ctx: BenchContext = { app, client };
  const rows: Figure[] = [];
  try {
    for (const step of chosen) {
      console.log(`… ${step.name}`);
      const figures = await step.run(ctx);
      for (const f of figures) console.log(`  ${f.measure.padEnd(64)} ${f.value}`);
      rows.push(...figures);
    }
  } finally {
    await client.close();
    await app.close();
  }
  const cpu = os.cpus();
  const setting = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on Node ${process.version},`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} (load average ${loadAtStart.toFixed(1)} at start,`,
    `${os.loadavg()[0].toFixed(1)} at the end:`,
    'other work on the machine lowers every figure, the ratios less);',
    `the app, the raw route and the load generator (autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s per route) each in its own process, logging off.`,
  ].join(' ');
  const table = markdownTable(
    ['measure', 'figure'],
    rows.map((r) => [r.measure.trim(), r.value]),
  );
  if (only) return console.log(`\n${setting}\nNot saved: BENCH_ONLY runs a part.`);
  saveResults(DATABASE_TITLES[app.database], `${setting}\n\n${table.join('\n')}\n`);
  console.log(`\n${setting}\nWritten to bench/RESULTS.md (${DATABASE_TITLES[app.database]})`);
}

/** A Markdown table with padded columns, as the formatter writes them. */
function markdownTable(head: string[], body: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}

const DATABASE_TITLES = { pglite: 'On PGlite (embedded)', postgres: 'On PostgreSQL (DATABASE_URL)' } as const;

/**
 * bench/RESULTS.md keeps the last figures of each database: this run replaces its own section.
 * Other sections (notes on where the time goes) stay, after the figures.
 */
function saveResults(title: string, body: string) {
  const file = path.join(here, 'RESULTS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of previous.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    sections.set(part.slice(0, newline).trim(), part.slice(newline + 1).trim());
  }
  sections.set(title, body.trim());
  const figures: string[] = Object.values(DATABASE_TITLES);
  const ordered = [
    ...figures.filter((t) => sections.has(t)),
    ...[...sections.keys()].filter((t) => !figures.includes(t)),
  ];
  const text = ordered.map((t) => `## ${t}\n\n${sections.get(t)}\n`).join('\n');
  writeFileSync(
    file,
    `# Benchmark results\n\nThe figures printed by the last \`npm run bench\` on each database.\n\n${text}`,
  );
}

await main();
