import { isReportOpen, REPORT_STATUS, type ReportStatusId } from '@candor/shared';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { addLog, reporterSideAuthor } from '../reports/report-logs.repository.ts';
import {
  lockedStatusOf,
  logStatusChange,
  type StatusTimes,
  setStatus,
  statusBeforeQuestions,
  touchUpdated,
} from './report.repository.ts';

export interface StatusActor {
  /** 'reporter', 'hotline:<login>' or the staff login. */
  actor: string;
  userId?: number | null;
}

/** The reporter adds nothing to a closed report. */
export function assertReportOpen(report: { statusId: number }): void {
  if (!isReportOpen(report.statusId)) throw badRequest('error.reportClosed');
}

const TIME_OF: Partial<Record<ReportStatusId, StatusTimes>> = {
  [REPORT_STATUS.UPDATED]: { latestReporterUpdate: true },
  [REPORT_STATUS.REVIEWED]: { reviewedTime: true },
  [REPORT_STATUS.CLOSE]: { closedTime: true },
};

async function move(tx: Tx, reportId: number, from: number, to: ReportStatusId, who: StatusActor): Promise<void> {
  await setStatus(tx, reportId, to, TIME_OF[to] ?? {});
  await logStatusChange(tx, {
    reportId,
    fromStatus: from,
    toStatus: to,
    actor: who.actor,
    actorUserId: who.userId ?? null,
  });
}

/** Moves a report to a status and logs the change with time and actor (DESIGN.md §10); Last Updated moves. */
export async function changeStatus(tx: Tx, reportId: number, to: ReportStatusId, who: StatusActor): Promise<void> {
  const from = await lockedStatusOf(tx, reportId);
  if (from !== undefined) await move(tx, reportId, from, to, who);
}

/**
 * A reporter's comment or file: status 3 Updated (logged once, not again while it stays
 * Updated), unless closed; the reporter log shows it (decision 020).
 */
export async function recordReporterUpdate(
  tx: Tx,
  reportId: number,
  who: StatusActor,
  trackingType: 'REPORTER_COMMENT' | 'REPORTER_ATTACHMENT' = 'REPORTER_COMMENT',
): Promise<void> {
  const status = await lockedStatusOf(tx, reportId);
  if (status === undefined || !isReportOpen(status)) return;
  const hotline = who.actor.startsWith('hotline:');
  await addLog(tx, {
    reportId,
    audience: 'reporter',
    trackingType,
    author: reporterSideAuthor(hotline, who.userId ?? null),
  });
  if (status === REPORT_STATUS.UPDATED) await touchUpdated(tx, reportId);
  else await move(tx, reportId, status, REPORT_STATUS.UPDATED, who);
}

/**
 * A question to the reporter was deleted: while the report waits on questions (5 Additional)
 * and none asked since it began waiting stands, it returns to the status it had before.
 */
export async function withdrawQuestion(tx: Tx, reportId: number, who: StatusActor): Promise<void> {
  if ((await lockedStatusOf(tx, reportId)) !== REPORT_STATUS.ADDITIONAL) return;
  const asked = await statusBeforeQuestions(tx, reportId, REPORT_STATUS.ADDITIONAL);
  if (!asked || asked.questionStands || asked.fromStatus === null) return;
  await move(tx, reportId, REPORT_STATUS.ADDITIONAL, asked.fromStatus as ReportStatusId, who);
}
