import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Every value of every text, JSON and binary column of every table, as text: what a dump of
 * the database would show (PGlite has no pg_dump).
 */
export async function everyStoredValue(db: Db): Promise<{ column: string; value: string }[]> {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const values: { column: string; value: string }[] = [];
  for (const c of columns.rows) {
    const column = `${c.table_name}.${c.column_name}`;
    const rows = (await db.execute(
      sql`select ${sql.identifier(c.column_name)}::text as v from ${sql.identifier(c.table_name)}`,
    )) as unknown as { rows: { v: string | null }[] };
    for (const r of rows.rows) if (r.v !== null) values.push({ column, value: r.v });
  }
  return values;
}
