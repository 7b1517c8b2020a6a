/**
 * `npm run bench`: starts the app on its own database (PGlite in a temporary folder, or
 * a new database on the DATABASE_URL server), runs every step below in order, prints the
 * figures and writes them to bench/RESULTS.md under the database's heading.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAttachmentMemory, mib } from './attachment-memory.ts';
import { startBaseline } from './baseline.ts';
import { type BenchApp, startBenchApp } from './bench-app.ts';
import { type BundleFigures, publicHomeJavaScript } from './bundle-size.ts';
import { measureCaseWork } from './case-work.ts';
import { LOAD, type LoadFigures, measureLoad } from './http-load.ts';
import { measurePages, pageRows, publicAndReporterPages } from './page-javascript.ts';
import { benchOrganizationId, measureHashes, measureSubmissions, reporterSession } from './reporter-load.ts';

export interface BenchContext {
  app: BenchApp;
  /** The bare-route figures, once the baseline step has run. */
  baseline?: LoadFigures;
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

const here = path.dirname(fileURLToPath(import.meta.url));
const number = (n: number) => Math.round(n).toLocaleString('en-US');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function loadFigures(measure: string, figures: LoadFigures, baseline?: LoadFigures): Figure[] {
  const ratio = baseline
    ? ` (${(figures.requestsPerSecond / baseline.requestsPerSecond).toPrecision(2)} × baseline)`
    : '';
  const failures = figures.non2xx + figures.errors;
  return [
    { measure: `${measure}: requests/s`, value: `${number(figures.requestsPerSecond)}${ratio}` },
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

/** Load steps measure with autocannon; the baseline runs first so the others can be compared with it. */
const loadStep = (
  name: string,
  target: (ctx: BenchContext) => Promise<{ url: string; headers?: Record<string, string> }>,
): BenchStep => ({
  name,
  async run(ctx) {
    const { url, headers } = await target(ctx);
    return loadFigures(name, await measureLoad(url, headers), ctx.baseline);
  },
});

/** Every benchmark, in order. Another one is a further entry: a name and a `run` answering its figures. */
const steps: BenchStep[] = [
  {
    name: 'GET bare Fastify JSON route (baseline, same process)',
    async run(ctx) {
      const baseline = await startBaseline();
      try {
        ctx.baseline = await measureLoad(baseline.url);
      } finally {
        await baseline.close();
      }
      return loadFigures(this.name, ctx.baseline);
    },
  },
  loadStep('GET management/health', async ({ app }) => ({ url: `${app.url}/management/health` })),
  loadStep('GET api/account (signed in as reviewer)', async ({ app }) => ({
    url: `${app.url}/api/account`,
    headers: { cookie: await app.signIn('reviewer') },
  })),
  loadStep('GET reporterapi/report/{id}?langKey=en (reporter session)', async ({ app }) => {
    const { reportUrl, cookie } = await reporterSession(app.url);
    return { url: reportUrl, headers: { cookie } };
  }),
  {
    name: 'POST reporterapi/report (valid reports) against argon2id hashes',
    async run({ app }) {
      const figures: Figure[] = [];
      for (const workers of SUBMISSION_WORKERS) {
        const callers = workers === 1 ? 'sequential' : `${workers} concurrent`;
        const submitted = await measureSubmissions(app.url, workers, SUBMISSION_SECONDS);
        const hashed = await measureHashes(workers, HASH_SECONDS);
        const failed = submitted.failed ? `, ${submitted.failed} refused` : '';
        figures.push(
          {
            measure: `Reports submitted/s (201), ${callers}, ${SUBMISSION_SECONDS} s`,
            value: `${submitted.perSecond.toFixed(1)} (${submitted.succeeded} reports${failed})`,
          },
          {
            measure: `argon2id hashes/s (ARGON2_OPTIONS), ${callers}, ${HASH_SECONDS} s`,
            value: `${hashed.perSecond.toFixed(1)}`,
          },
          {
            measure: `Submissions per hash, ${callers}`,
            value: `${(submitted.perSecond / hashed.perSecond).toPrecision(2)} × argon2id`,
          },
        );
      }
      return figures;
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
  // Benchmarks of other areas are added here as further steps.
  { name: 'Reviewer case work (its own database, bench/case-work.ts)', run: () => measureCaseWork() },
];

async function main() {
  const loadAtStart = os.loadavg()[0];
  const app = await startBenchApp();
  const ctx: BenchContext = { app };
  const rows: Figure[] = [];
  try {
    for (const step of steps) {
      console.log(`… ${step.name}`);
      const figures = await step.run(ctx);
      for (const f of figures) console.log(`  ${f.measure.padEnd(64)} ${f.value}`);
      rows.push(...figures);
    }
  } finally {
    await app.close();
  }
  const cpu = os.cpus();
  const setting = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on Node ${process.version},`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} (load average ${loadAtStart.toFixed(1)} at start:`,
    'other work on the machine lowers every figure, the ratios less);',
    `autocannon with ${LOAD.connections} connections for ${LOAD.durationSeconds} s per route, logging off.`,
  ].join(' ');
  const table = markdownTable(
    ['measure', 'figure'],
    rows.map((r) => [r.measure.trim(), r.value]),
  );
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

/** bench/RESULTS.md keeps the last figures of each database: this run replaces its own section. */
function saveResults(title: string, body: string) {
  const file = path.join(here, 'RESULTS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of previous.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    sections.set(part.slice(0, newline).trim(), part.slice(newline + 1).trim());
  }
  sections.set(title, body.trim());
  const ordered = Object.values(DATABASE_TITLES).filter((t) => sections.has(t));
  const text = ordered.map((t) => `## ${t}\n\n${sections.get(t)}\n`).join('\n');
  writeFileSync(
    file,
    `# Benchmark results\n\nThe figures printed by the last \`npm run bench\` on each database.\n\n${text}`,
  );
}

await main();
