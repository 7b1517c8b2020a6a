import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userRecoveryCodes, users } from '../../db/schema/index.ts';

/** A new secret awaiting confirmation; an enrolled user's secret is never replaced here. */
export const setPendingTotpSecret = (db: Tx, userId: number, sealed: string) =>
  db
    .update(users)
    .set({ totpSecret: sealed })
    .where(and(eq(users.id, userId), isNull(users.totpEnrolledAt)));

/**
 * Takes a code's time step once: true only when it is later than the last one taken, so a
 * code seen by someone else cannot be used again, even by two requests at the same time.
 */
export async function takeTimeStep(db: Tx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Enrolment confirmed: the secret is in force and these recovery codes (keyed hashes) replace any before. */
export async function confirmEnrolment(tx: Tx, userId: number, codeHashes: string[]): Promise<void> {
  await tx.update(users).set({ totpEnrolledAt: sql`now()` }).where(eq(users.id, userId));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code: true once per code. */
export async function useRecoveryCode(db: Tx, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

/** Two-factor undone: the user enrols again at the next sign-in (when required). */
export async function clearTwoFactor(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}
