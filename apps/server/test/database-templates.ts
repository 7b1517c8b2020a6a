/**
 * Vitest's global setup: a migrated database and a copy of it with the demo data, made once per
 * run. Each test file's database starts as a copy of one (build-test-app.ts) instead of being
 * migrated and filled again: on PGlite from a dump of the template's files, on a PostgreSQL server
 * as `create database … template`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts';
import { loadDemoData } from '../src/db/demo-data.ts';
import { createCodec } from '../src/lib/crypto.ts';
import { databasesNamed, databaseUrl, onServer } from './server-databases.ts';

export const DEMO_PASSWORD = 'demo-password-1';

export type Template = 'migrated' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each template: the file of its dump on PGlite, the database's name on a PostgreSQL server. */
    databaseTemplates: Record<Template, string>;
    /** How this run's test databases on a PostgreSQL server begin, so that one left behind is found. */
    testDatabasePrefix: string;
  }
}

/** Opens a database, does `work` in it, and closes it. */
async function within(opts: DatabaseOptions, work: (database: Database) => Promise<unknown>): Promise<void> {
  const database = await openDatabase(opts);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

// Migrating an empty database seals nothing, so the key it is given is never needed again.
const migrate = (database: Database) => database.migrate(createCodec(randomBytes(32)));
const loadDemo = (database: Database) => loadDemoData(database.db, DEMO_PASSWORD);

/** Makes the templates; if that fails, removes what it made before failing. Returns the removal. */
async function orRemove(make: () => Promise<void>, remove: () => Promise<void>): Promise<() => Promise<void>> {
  try {
    await make();
  } catch (error) {
    // What made the setup fail (a server out of reach, say) may fail the removal too: the first error is the one to see.
    await remove().catch(() => {});
    throw error;
  }
  return remove;
}

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const run = randomBytes(4).toString('hex');
    const names = { migrated: `candor_template_${run}_migrated`, demo: `candor_template_${run}_demo` };
    const testPrefix = `candor_test_${run}_`;
    const at = (name: string) => ({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' });
    provide('databaseTemplates', names);
    provide('testDatabasePrefix', testPrefix);
    return orRemove(
      async () => {
        // A database is copied with no connection open to it: each is closed before the next step.
        await onServer(serverUrl, `create database ${names.migrated}`);
        await within(at(names.migrated), migrate);
        await onServer(serverUrl, `create database ${names.demo} template ${names.migrated}`);
        await within(at(names.demo), loadDemo);
      },
      async () => {
        const left = await databasesNamed(serverUrl, testPrefix);
        for (const name of [...Object.values(names), ...left])
          await onServer(serverUrl, `drop database if exists ${name} with (force)`);
        // A file that opens its database inside a hook or a test never runs the afterAll that drops it.
        // Vitest only logs an error thrown here, so the run's exit code carries the failure.
        if (left.length > 0) {
          console.error(
            `Test databases outlived their test file (${left.join(', ')}): open each at the file's top level`,
          );
          process.exitCode = 1;
        }
      },
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-templates-'));
  const files = { migrated: path.join(dir, 'migrated.tar'), demo: path.join(dir, 'demo.tar') };
  provide('databaseTemplates', files);
  return orRemove(
    () =>
      within({ dataDir: 'memory://' }, async (database) => {
        const keep = async (template: Template) => {
          const dump = await database.dumpDataDir?.();
          if (!dump) throw new Error('the embedded database gave no dump of its files');
          writeFileSync(files[template], Buffer.from(await dump.arrayBuffer()));
        };
        await migrate(database);
        await keep('migrated');
        await loadDemo(database);
        await keep('demo');
      }),
    async () => rmSync(dir, { recursive: true, force: true }),
  );
}
