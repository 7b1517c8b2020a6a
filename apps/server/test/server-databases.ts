import pg from 'pg';

/** Does `work` on a connection of its own to the PostgreSQL server of `serverUrl`. */
async function onConnection<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs statements in turn on the PostgreSQL server of `serverUrl` (databases created or dropped).
 * The unit tests, the journeys and the benchmarks make their databases with it.
 */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  await onConnection(serverUrl, async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}

/** The databases on the server whose names begin with `prefix`. */
export function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  return onConnection(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}

/** `serverUrl` naming the database `name` instead of its own. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
