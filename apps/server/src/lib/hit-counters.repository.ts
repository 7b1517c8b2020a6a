import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

const fresh = sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')}::float8)`;
const expired = sql`${rateLimitCounters.expiresAt} <= now()`;
/** A counter as the store answers it: its count and the milliseconds left of its window. */
const counterColumns = {
  count: rateLimitCounters.count,
  ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.expiresAt} - now()) * 1000)::int`,
};
const counterOf = (row: { count: number; ttl: number }) => ({ current: row.count, ttl: Math.max(0, Number(row.ttl)) });

const countHitStatement = preparedFor((db) =>
  db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, expiresAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        expiresAt: sql`case when ${expired} then ${fresh} else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning(counterColumns)
    .prepare('candor_count_hit'),
);

/**
 * Counts one hit in one atomic statement: a new or expired counter starts a window of
 * `windowMs`, a live one goes up by one. Returns the count and the milliseconds left.
 */
export async function countHit(db: Tx, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await countHitStatement(db).execute({ key, windowSeconds: windowMs / 1000 });
  return counterOf(row);
}

const readHitsStatement = preparedFor((db) =>
  db
    .select(counterColumns)
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, sql.placeholder('key')), gt(rateLimitCounters.expiresAt, sql`now()`)))
    .prepare('candor_read_hits'),
);

/** The hits of a live counter and the milliseconds left, without counting one: 0 and 0 when there is none. */
export async function readHits(db: Tx, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await readHitsStatement(db).execute({ key });
  return row ? counterOf(row) : { current: 0, ttl: 0 };
}
