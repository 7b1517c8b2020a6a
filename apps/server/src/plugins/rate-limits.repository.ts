import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters, rateLimitSecrets } from '../db/schema/index.ts';

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
