import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import type { Db } from './types.ts';

/**
 * node-postgres over the embedded database (decision 072): one connection, held by one caller
 * at a time, so a transaction keeps it to itself as on a server.
 */
export function embeddedPool(pglite: PGlite): pg.Pool {
  const config = createPgConfig(pglite);
  // node-postgres hands a query's type parsers to Parse as its parameter types; PGlite's
  // serializer expects a list there and throws on anything else.
  const parse = config.connection.parse.bind(config.connection);
  config.connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  const pool = new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
  // pg-pool's own `query` drops a client after a failed statement; the embedded database has
  // one session, and the statements prepared in it outlive any client: keep it.
  pool.query = (async (query: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(query, values);
    } finally {
      client.release();
    }
  }) as pg.Pool['query'];
  return pool;
}

/**
 * Whether every statement of `db` runs on one connection, as the embedded database's do: a
 * transaction left open there holds every other caller until it ends.
 */
export function runsOnOneConnection(db: Db): boolean {
  return (db as unknown as { $client?: { options?: { max?: number } } }).$client?.options?.max === 1;
}
