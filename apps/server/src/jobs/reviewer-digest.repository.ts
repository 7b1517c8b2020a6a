import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { reviewerMailWindows, users } from '../db/schema/index.ts';

export interface MailWindowRules {
  /** New-report emails sent one by one in an interval. */
  handful: number;
  intervalSeconds: number;
}

/**
 * Decides, under a row lock, how a reviewer hears of one more new report: by its own email
 * while fewer than a handful went out in the interval, else counted into the digest that
 * goes out at the end of the interval. `digestDue`: when this report is the first one
 * held back (the caller schedules the digest then).
 */
export async function takeMailSlot(
  tx: Tx,
  userId: number,
  rules: MailWindowRules,
): Promise<{ kind: 'email' } | { kind: 'held'; digestDue: Date | null }> {
  await tx
    .insert(reviewerMailWindows)
    .values({ userId, windowStart: sql`now()`, sent: 0, pending: 0 })
    .onConflictDoNothing();
  const [w] = await tx
    .select({
      sent: reviewerMailWindows.sent,
      pending: reviewerMailWindows.pending,
      windowEnd: sql<Date>`${reviewerMailWindows.windowStart} + make_interval(secs => ${rules.intervalSeconds})`,
      over: sql<boolean>`${reviewerMailWindows.windowStart} + make_interval(secs => ${rules.intervalSeconds}) <= now()`,
    })
    .from(reviewerMailWindows)
    .where(eq(reviewerMailWindows.userId, userId))
    .for('update');
  // A quiet interval is over (nothing held back): a new one starts with this report.
  if (w.over && w.pending === 0) {
    await tx
      .update(reviewerMailWindows)
      .set({ windowStart: sql`now()`, sent: 1 })
      .where(eq(reviewerMailWindows.userId, userId));
    return { kind: 'email' };
  }
  if (w.sent < rules.handful) {
    await tx
      .update(reviewerMailWindows)
      .set({ sent: w.sent + 1 })
      .where(eq(reviewerMailWindows.userId, userId));
    return { kind: 'email' };
  }
  await tx
    .update(reviewerMailWindows)
    .set({ pending: w.pending + 1 })
    .where(eq(reviewerMailWindows.userId, userId));
  return { kind: 'held', digestDue: w.pending === 0 ? new Date(w.windowEnd) : null };
}

/**
 * Takes the reports held back for the digest and starts the next interval, counted as
 * full: while reports keep coming, the reviewer gets one digest per interval.
 */
export async function takeHeldReports(tx: Tx, userId: number, handful: number): Promise<number> {
  const [w] = await tx
    .select({ pending: reviewerMailWindows.pending })
    .from(reviewerMailWindows)
    .where(eq(reviewerMailWindows.userId, userId))
    .for('update');
  if (!w || w.pending === 0) return 0;
  await tx
    .update(reviewerMailWindows)
    .set({ pending: 0, sent: handful, windowStart: sql`now()` })
    .where(eq(reviewerMailWindows.userId, userId));
  return w.pending;
}

/** The address and language of an active reviewer; none once he left or was deactivated. */
export async function activeReviewer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, langKey: users.langKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.activated, true), eq(users.userStatus, 'ACTIVE')));
  return row;
}
