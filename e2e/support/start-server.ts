/**
 * Starts the built app (`dist/`, built first when missing or older than the sources) for the
 * end-to-end tests on a fresh database: PGlite in a new temporary folder, or a new database on
 * the server named by DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, onServer } from '../../apps/server/test/server-databases.ts';
import { ensureBuild, SERVER_MAIN } from '../../scripts/ensure-build.mjs';
import {
  E2E_PASSWORD,
  E2E_POSTAL_ADDRESS,
  E2E_RIBBON_MESSAGE,
  E2E_SMTP_PORT,
  E2E_SUPPORT_PHONE,
  SHORT_TIMEOUT_USER,
} from './constants.ts';

const port = process.env.E2E_PORT ?? '8181';
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'candor-e2e-')),
  DEMO_PASSWORD: E2E_PASSWORD,
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // Demo banners and one user with a 15-second session timeout (apps/server/src/db/demo-test-settings.ts).
  DEMO_BANNERS: 'true',
  DEMO_SHORT_TIMEOUT_USER: SHORT_TIMEOUT_USER,
  RIBBON_MESSAGE: E2E_RIBBON_MESSAGE,
  PROVIDER_POSTAL_ADDRESS: E2E_POSTAL_ADDRESS,
  SUPPORT_PHONE: E2E_SUPPORT_PHONE,
  // Every spec signs in and submits from one address: limits no test run reaches.
  ...Object.fromEntries(
    ['SIGN_IN', 'REPORT_LOOKUP', 'ORGANIZATION_SEARCH', 'SUBMISSION', 'PASSWORD_CHECK', 'UPLOAD'].map((name) => [
      `RATE_LIMIT_${name}`,
      '100000',
    ]),
  ),
};

if (process.env.DATABASE_URL) {
  const name = process.env.E2E_DATABASE ?? 'candor_e2e';
  await onServer(process.env.DATABASE_URL, `drop database if exists ${name} with (force)`, `create database ${name}`);
  env.DATABASE_URL = databaseUrl(process.env.DATABASE_URL, name);
}

ensureBuild();
const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
