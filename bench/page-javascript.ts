import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { type BundleFigures, bundleOf, sizeOf } from './bundle-size.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every JavaScript file a page of the running app loads in headless Chromium until the
 * network is idle (entry, preloads and lazy route chunks), each gzipped (level 9).
 * Null when Chromium is not installed.
 */
export async function pageJavaScript(pageUrl: string): Promise<BundleFigures | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      const file = new URL(res.url()).pathname;
      if (file.endsWith('.js') && res.ok() && !bodies.has(file)) bodies.set(file, res.body());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const files = await Promise.all([...bodies].map(async ([file, body]) => sizeOf(file, await body)));
    return bundleOf(files.sort((a, b) => b.gzipBytes - a.gzipBytes));
  } finally {
    await browser.close();
  }
}
