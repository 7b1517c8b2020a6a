import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { submissionKeys } from '../../db/schema/index.ts';

const expiry = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** The sealed answer recorded under `keyHash` within the last `hours`. */
export async function findAnswer(db: Tx, keyHash: string, hours: number): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: submissionKeys.answer })
    .from(submissionKeys)
    .where(and(eq(submissionKeys.keyHash, keyHash), gt(submissionKeys.createdAt, expiry(hours))));
  return row?.answer;
}

/**
 * Records the answer under `keyHash`, taking over a row older than `hours`. False when a live
 * row holds the key: a submission with the same key committed first (a concurrent one is
 * waited for by the unique key).
 */
export async function recordAnswer(
  tx: Tx,
  row: { keyHash: string; reportId: number; answer: string },
  hours: number,
): Promise<boolean> {
  const recorded = await tx
    .insert(submissionKeys)
    .values(row)
    .onConflictDoUpdate({
      target: submissionKeys.keyHash,
      set: { reportId: row.reportId, answer: row.answer, createdAt: sql`now()` },
      setWhere: lte(submissionKeys.createdAt, expiry(hours)),
    })
    .returning({ keyHash: submissionKeys.keyHash });
  return recorded.length > 0;
}

export async function deleteExpired(db: Tx, hours: number): Promise<void> {
  await db.delete(submissionKeys).where(lte(submissionKeys.createdAt, expiry(hours)));
}
