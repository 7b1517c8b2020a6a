import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed: it draws no
 * browser window, and the journeys take a third less time with it than with the full browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  throw new Error(
    `End-to-end tests need Chromium at ${chromium}. Install it with "apt-get install -y chromium chromium-headless-shell" or set CHROMIUM_PATH.`,
  );
}

export const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The journeys that turn a demo staff user French for a few seconds, each of them run alone after
 * the rest (they sign in the program admin, the hotline agent, users other journeys sign in too).
 */
const LANGUAGE_CHANGES = ['staff/language', 'reviewer/insight', 'hotline/follow-up'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // A journey that fails once runs again and is reported flaky (decision 112).
  retries: 1,
  timeout: 60_000,
  // Embedded PGlite runs in the server's own thread: one worker's heavy statement (an export, say)
  // can hold the other worker's page for seconds on a 2-core machine.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: LANGUAGE_CHANGES.map((file) => `**/${file}.spec.ts`) },
    ...LANGUAGE_CHANGES.map((file, i) => ({
      name: file,
      testMatch: `**/${file}.spec.ts`,
      dependencies: [i === 0 ? 'journeys' : LANGUAGE_CHANGES[i - 1]],
    })),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/management/health`,
    // Includes a build when dist/ is missing or older than the sources.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
