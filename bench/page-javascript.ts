/**
 * The JavaScript each public and reporter page loads in headless Chromium, gzipped.
 *
 * `npx tsx bench/page-javascript.ts [url]` measures a running server (with the demo data)
 * or, without a url, starts the app on a fresh database like `npm run bench`; it prints
 * one row per page and exits with 1 when a page loads more than the budget.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page, type Response } from '@playwright/test';
import { type BundleFigures, bundleOf, sizeOf } from './bundle-size.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Issue 6: the public home and every reporter page load at most 150 KiB of gzipped JavaScript. */
export const PAGE_JAVASCRIPT_BUDGET = 150 * 1024;

/**
 * Records every JavaScript file the page receives from now on (entry, preloads, chunks
 * loaded on demand); `figures()` stops recording and answers them gzipped (level 9),
 * largest first. A script arriving after that is not read: its body could not be once
 * the page has closed.
 */
export function recordJavaScript(page: Page): { settled(): Promise<void>; figures(): Promise<BundleFigures> } {
  const bodies = new Map<string, Promise<Buffer>>();
  const record = (res: Response) => {
    const file = new URL(res.url()).pathname;
    if (file.endsWith('.js') && res.ok() && !bodies.has(file)) bodies.set(file, res.body());
  };
  page.on('response', record);
  return {
    /**
     * Waits until the network is idle and no further script arrives for a second: a page
     * may fetch its data, then load the code that shows it, with a pause in between.
     */
    async settled() {
      for (let seen = -1; seen !== bodies.size; ) {
        seen = bodies.size;
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
      }
    },
    async figures() {
      page.off('response', record);
      const files = await Promise.all([...bodies].map(async ([file, body]) => sizeOf(file, await body)));
      return bundleOf(files.sort((a, b) => b.gzipBytes - a.gzipBytes));
    },
  };
}

export interface PageToMeasure {
  /** The route as the spec names it. */
  route: string;
  /** The path loaded, with its query. */
  path: string;
  /** Loaded in a signed-in reporter session, in a tab signed in to this report. */
  reporterReport?: string;
}

/** What the reporter's sign-in page leaves in its tab (apps/web reporter-storage.ts): the report it opens. */
const REPORTER_TAB_KEY = 'candor.reporter.report';

/** The public and reporter pages of spec 000 §2, for a demo organization and a signed-in report. */
export const publicAndReporterPages = (orgId: number, referenceId: string): PageToMeasure[] => [
  { route: '/', path: '/' },
  { route: '/privacy-policy', path: '/privacy-policy' },
  { route: '/login (staff sign-in)', path: '/login' },
  { route: '/reporter/submit-report (organization search)', path: '/reporter/submit-report' },
  { route: '/reporter/submit-report?orgId (report form)', path: `/reporter/submit-report?orgId=${orgId}` },
  { route: '/reporter/login', path: `/reporter/login?referenceId=${encodeURIComponent(referenceId)}` },
  { route: '/reporter/report-summary', path: '/reporter/report-summary', reporterReport: referenceId },
  { route: '/reporter/change-password', path: '/reporter/change-password', reporterReport: referenceId },
  { route: '/reporter/email', path: '/reporter/email', reporterReport: referenceId },
  { route: '/reporter/email/setup-email', path: '/reporter/email/setup-email', reporterReport: referenceId },
  { route: '/reporter/email/edit-email', path: '/reporter/email/edit-email', reporterReport: referenceId },
];

export interface PageFigures {
  page: PageToMeasure;
  bundle: BundleFigures;
}

/** Loads one page in a fresh browser context until it has settled; answers what JavaScript it loaded. */
async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: PageToMeasure,
  reporterCookie: string | null,
): Promise<BundleFigures> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    if (page.reporterReport) {
      if (!reporterCookie) throw new Error(`${page.route} needs a reporter session`);
      const cookies = reporterCookie.split('; ').map((c) => {
        const [name, ...value] = c.split('=');
        return { name, value: value.join('='), url: baseUrl };
      });
      await context.addCookies(cookies);
      // A report opens only in the tab that signed in to it (decision 106).
      const stored = JSON.stringify({ referenceId: page.reporterReport });
      await context.addInitScript({
        content: `sessionStorage.setItem(${JSON.stringify(REPORTER_TAB_KEY)}, ${JSON.stringify(stored)});`,
      });
    }
    const tab = await context.newPage();
    const recorder = recordJavaScript(tab);
    await tab.goto(`${baseUrl}${page.path}`);
    await recorder.settled();
    return await recorder.figures();
  } finally {
    await context.close();
  }
}

/** Every page, one after the other; null when Chromium is not installed. */
export async function measurePages(
  baseUrl: string,
  pages: PageToMeasure[],
  reporterCookie: string | null,
): Promise<PageFigures[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: PageFigures[] = [];
    for (const page of pages) results.push({ page, bundle: await measurePage(browser, baseUrl, page, reporterCookie) });
    return results;
  } finally {
    await browser.close();
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per page: its route, the gzipped total, the file count, and whether it is over the budget. */
export function pageRows(results: PageFigures[]): { measure: string; value: string }[] {
  return results.map(({ page, bundle }) => ({
    measure: `JavaScript of ${page.route}: gzipped`,
    value: `${kib(bundle.gzipBytes)} in ${bundle.files.length} file(s)${
      bundle.gzipBytes > PAGE_JAVASCRIPT_BUDGET ? ` — OVER ${kib(PAGE_JAVASCRIPT_BUDGET)}` : ''
    }`,
  }));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

async function main(url: string | undefined) {
  const { startBenchApp } = await import('./bench-app.ts');
  const { benchOrganizationId, reporterSession } = await import('./reporter-load.ts');
  const app = url ? null : await startBenchApp();
  const baseUrl = url ?? app!.url;
  try {
    const orgId = await benchOrganizationId(baseUrl);
    const { referenceId, cookie } = await reporterSession(baseUrl);
    const results = await measurePages(baseUrl, publicAndReporterPages(orgId, referenceId), cookie);
    if (!results) throw new Error(`Chromium not found at ${CHROMIUM}: set CHROMIUM_PATH`);
    for (const r of pageRows(results)) console.log(`${r.measure.padEnd(78)} ${r.value}`);
    const over = results.filter((r) => r.bundle.gzipBytes > PAGE_JAVASCRIPT_BUDGET);
    if (process.env.PAGE_JAVASCRIPT_FILES) {
      for (const { page, bundle } of results) {
        console.log(`\n${page.route}`);
        for (const f of bundle.files) console.log(`  ${f.file.padEnd(60)} ${kib(f.gzipBytes)}`);
      }
    }
    process.exitCode = over.length > 0 ? 1 : 0;
  } finally {
    await app?.close();
  }
}

if (isMain) await main(process.argv[2]);
