import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications, reports } from '../../db/schema/index.ts';
import { inReach, type ReviewerScope } from '../reports/reach.repository.ts';

/** One page of the user's feed, newest first unless `oldestFirst`, each entry flagged with whether he reaches its report. */
export async function feedPage(db: Tx, scope: ReviewerScope, page: number, size: number, oldestFirst = false) {
  const order = oldestFirst ? asc : desc;
  const mine = eq(notifications.userId, scope.userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        n: notifications,
        referenceSealed: reports.referenceSealed,
        sequentialId: reports.sequentialId,
        reportInput: reports.reportInput,
        authorized: sql<boolean>`${inReach(scope)}`,
      })
      .from(notifications)
      .innerJoin(reports, eq(reports.id, notifications.reportId))
      .where(mine)
      .orderBy(order(notifications.createTime), order(notifications.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(mine),
  ]);
  return { rows, total: Number(count.total) };
}

/** Marks one of the user's notifications read; false when he has none with that id. */
export async function markRead(db: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ unread: false })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Tx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ unread: false })
    .where(and(eq(notifications.userId, userId), eq(notifications.unread, true)));
}
