import { isReportOpen, REPORT_STATUS } from '@candor/shared';
import type { Tx } from '../../db/client.ts';
import { clearNotificationEmail } from '../reporting/report.repository.ts';
import { changeStatus } from '../reporting/report-status.ts';
import { updateReport } from './case-actions.repository.ts';
import { addLog, type LogAuthor } from './report-logs.repository.ts';

/**
 * Closes a report (decision 020): status 2, the scheduled date cleared and the reporter's
 * notification email deleted (spec 000 §1). Used by "close now" and the scheduled-close job.
 */
export async function closeReport(
  tx: Tx,
  report: { id: number; statusId: number },
  author: LogAuthor & { login: string },
  trackingType: 'CLOSED' | 'SCHEDULED_CLOSE_RUN',
): Promise<void> {
  if (!isReportOpen(report.statusId)) return;
  await changeStatus(tx, report.id, REPORT_STATUS.CLOSE, { actor: author.login, userId: author.userId });
  await updateReport(tx, report.id, { scheduledCloseDate: null });
  await clearNotificationEmail(tx, report.id);
  await addLog(tx, { reportId: report.id, audience: 'reviewer', trackingType, author });
}
