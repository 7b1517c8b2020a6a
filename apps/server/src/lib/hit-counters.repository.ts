import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Counts one hit in one atomic statement: a new or expired counter starts a window of
 * `windowMs`, a live one goes up by one. Returns the count and the milliseconds left.
 */
export async function countHit(db: Tx, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitCounters.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, expiresAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        expiresAt: sql`case when ${expired} then ${fresh} else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.expiresAt} - now()) * 1000)::int`,
    });
  return { current: row.count, ttl: Math.max(0, Number(row.ttl)) };
}
