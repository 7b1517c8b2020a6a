import pg from 'pg';

/**
 * Runs statements in turn on the PostgreSQL server of `serverUrl` (databases created or dropped),
 * on a connection of their own. The unit tests, the journeys and the benchmarks make their
 * databases with it.
 */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` naming the database `name` instead of its own. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
