import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Codec } from '../lib/crypto.ts';
import { indexUnindexedReports } from '../lib/search-index.repository.ts';
import { embeddedPool } from './embedded-pool.ts';
import * as schema from './schema/index.ts';
import { sealClearValues } from './seal-clear-values.ts';
import type { Db } from './types.ts';

export type { Db, Schema, Tx } from './types.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations not yet applied, then the steps that need the master key
   * (`sealClearValues` and the keyword index of older reports, decision 055, once each). `migrationsFolder` is for tests that upgrade from an older one.
   */
  migrate(codec: Codec, opts?: { migrationsFolder?: string }): Promise<void>;
  ping(): Promise<boolean>;
  /** The embedded database's files as a tar archive, which `loadDataDir` starts another from; undefined on a server. */
  dumpDataDir?(): Promise<Blob>;
  /** A PostgreSQL server's connection pool now; null for the embedded database, which has none. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

const POOL_MAX = 10;

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 72_310_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Called with each statement the app runs through Drizzle, and its parameters (the benchmark counts and explains them). */
  onStatement?: (sql: string, params: unknown[]) => void;
  /** For the embedded database: the files to start from (`Database.dumpDataDir`), not an empty database. */
  loadDataDir?: Blob;
}

/** PGlite in `dataDir` (or in memory for `memory://`), or a PostgreSQL server when a URL is given. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const onStatement = opts.onStatement;
  const logger = onStatement ? { logQuery: (query: string, params: unknown[]) => onStatement(query, params) } : false;
  if (opts.databaseUrl) {
    // Named statements are keyed lookups: one generic plan each, not a new plan per execution (decision 032).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX, options: `-c ${GENERIC_PLANS}` });
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate(codec, { migrationsFolder = MIGRATIONS } = {}) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await client.query('create extension if not exists pg_trgm');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          await sealClearValues(db, codec);
          await indexUnindexedReports(db, codec);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: () => ping(() => pool.query(PING), onStatement),
      poolStats: () => ({ max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.resolve(opts.dataDir, 'pgdata');
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  // The driver a server has: named statements are parsed and planned once here too.
  const pool = embeddedPool(pglite);
  pool.on('error', () => {});
  await pool.query(`set ${GENERIC_PLANS}`);
  const drizzled = drizzlePg(pool, { schema, logger });
  const db = drizzled as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(codec, { migrationsFolder = MIGRATIONS } = {}) {
      await pool.query('create extension if not exists pg_trgm');
      await migratePg(drizzled, { migrationsFolder });
      await sealClearValues(db, codec);
      await indexUnindexedReports(db, codec);
    },
    ping: () => ping(() => pool.query(PING), onStatement),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    poolStats: () => null,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}

const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan';

/** The health check's statement goes to the driver directly, prepared once: it runs on every probe. */
const PING = { name: 'candor_ping', text: 'select 1' };

async function ping(
  run: () => Promise<unknown>,
  onStatement?: (sql: string, params: unknown[]) => void,
): Promise<boolean> {
  try {
    onStatement?.(PING.text, []);
    await run();
    return true;
  } catch {
    return false;
  }
}
