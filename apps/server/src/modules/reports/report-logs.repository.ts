import { REPORT_AUTHORS, type ReportLogType } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportLogs, reports } from '../../db/schema/index.ts';

export interface LogAuthor {
  userId: number | null;
  name: string;
  authorities: string[];
}

/** The author of a reporter-log event: the reporter, or a hotline agent (`userId`) for the caller. */
export const reporterSideAuthor = (hotline: boolean, userId: number | null = null): LogAuthor =>
  hotline
    ? { userId, name: 'Hotline', authorities: [REPORT_AUTHORS.HOTLINE] }
    : { userId: null, name: 'Reporter', authorities: [REPORT_AUTHORS.REPORTER] };

export interface NewLog {
  reportId: number;
  audience: 'reporter' | 'reviewer';
  trackingType: ReportLogType;
  /** Already sealed by the codec. */
  additionalInfo?: string | null;
  author: LogAuthor;
}

/** Writes one log event. */
export async function addLog(tx: Tx, log: NewLog): Promise<void> {
  await tx.insert(reportLogs).values({
    reportId: log.reportId,
    audience: log.audience,
    trackingType: log.trackingType,
    additionalInfo: log.additionalInfo ?? null,
    authorUserId: log.author.userId,
    authorName: log.author.name,
    authorities: log.author.authorities,
  });
}

/** A change of the report: Last Updated moves. */
export async function touchReport(tx: Tx, reportId: number): Promise<void> {
  await tx.update(reports).set({ updatedTime: sql`now()` }).where(eq(reports.id, reportId));
}
