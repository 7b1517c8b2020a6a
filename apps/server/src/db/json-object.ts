import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `json_build_object` of named columns or expressions: one JSON value where a row would carry
 * many columns. The driver parses it in one `JSON.parse`, where each column of a row costs a
 * field description, a parser and a mapping on every execution.
 */
export function jsonObject<T>(fields: Record<string, SQLWrapper>): SQL<T> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a JSON key of ours: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
