import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters, rateLimitSecrets } from '../db/schema/index.ts';

/**
 * Counts one hit in one atomic statement: a new or expired counter starts a window of
 * `windowMs`, a live one goes up by one. Returns the count and the milliseconds left.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
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

/** The secret of the window starting at `windowStart`: the first instance to ask creates it, the others read it. */
export async function windowSecret(db: Db, windowStart: Date, candidate: string): Promise<string> {
  await db.insert(rateLimitSecrets).values({ windowStart, secret: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: rateLimitSecrets.secret })
    .from(rateLimitSecrets)
    .where(sql`${rateLimitSecrets.windowStart} = ${windowStart}`);
  return row.secret;
}

/** Drops the secrets of past windows (their hashes can no longer be tied to anyone) and the expired counters. */
export async function forgetPastWindows(db: Db, currentWindowStart: Date): Promise<void> {
  await db.delete(rateLimitSecrets).where(lt(rateLimitSecrets.windowStart, currentWindowStart));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, sql`now()`));
}
