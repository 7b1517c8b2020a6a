import { type SQL, sql } from 'drizzle-orm';

/** A list of ids as an SQL int array, in one parameter however many there are. */
export const intArray = (ids: readonly number[]): SQL<number[]> =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
