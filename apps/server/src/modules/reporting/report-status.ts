import { REPORT_STATUS, type ReportStatusId } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportStatusChanges, reports } from '../../db/schema/index.ts';

export interface StatusActor {
  /** 'reporter', 'hotline:<login>' or the staff login. */
  actor: string;
  userId?: number | null;
}

/** Moves a report to a status and logs the change with time and actor (DESIGN.md §10); Last Updated moves. */
export async function changeStatus(tx: Tx, reportId: number, to: ReportStatusId, who: StatusActor): Promise<void> {
  const [current] = await tx
    .select({ statusId: reports.statusId })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update');
  if (!current) return;
  const times: Partial<
    Record<'actionTime' | 'reviewedTime' | 'closedTime' | 'latestReporterUpdate', ReturnType<typeof sql>>
  > = {};
  if (to === REPORT_STATUS.UPDATED) times.latestReporterUpdate = sql`now()`;
  if (to === REPORT_STATUS.REVIEWED) times.reviewedTime = sql`now()`;
  if (to === REPORT_STATUS.CLOSE) times.closedTime = sql`now()`;
  await tx
    .update(reports)
    .set({ statusId: to, actionTime: sql`now()`, updatedTime: sql`now()`, ...times })
    .where(eq(reports.id, reportId));
  await tx.insert(reportStatusChanges).values({
    reportId,
    fromStatus: current.statusId,
    toStatus: to,
    actor: who.actor,
    actorUserId: who.userId ?? null,
  });
}

/** A reporter's comment or file: status 3 Updated (logged once, not again while it stays Updated), unless closed. */
export async function recordReporterUpdate(tx: Tx, reportId: number, who: StatusActor): Promise<void> {
  const [r] = await tx.select({ statusId: reports.statusId }).from(reports).where(eq(reports.id, reportId));
  if (!r || r.statusId === REPORT_STATUS.CLOSE) return;
  if (r.statusId === REPORT_STATUS.UPDATED) {
    await tx
      .update(reports)
      .set({ actionTime: sql`now()`, updatedTime: sql`now()`, latestReporterUpdate: sql`now()` })
      .where(eq(reports.id, reportId));
  } else {
    await changeStatus(tx, reportId, REPORT_STATUS.UPDATED, who);
  }
}
