import { z } from 'zod';
import { lockReport, updateReport } from '../modules/reports/case-actions.repository.ts';
import { closeReport } from '../modules/reports/closing.ts';
import { missingMandatoryFlex } from '../modules/reports/mandatory-flex.ts';
import { addLog } from '../modules/reports/report-logs.repository.ts';
import { defineJob } from './job.ts';

const SYSTEM = { userId: null, name: 'System', authorities: ['SYSTEM'], login: 'system' };

/**
 * Closes a report on its scheduled date. The job is a row in the jobs table, so it
 * survives restarts; it closes only if the report still carries this very date (a
 * cancelled or re-scheduled close leaves the old job harmless). Should mandatory additional
 * information be missing by then (a question added since), the report stays open and the
 * schedule is cancelled in the reviewer log, so a reviewer sees why (decision 039).
 */
export const scheduledClose = defineJob({
  name: 'scheduled-close',
  payload: z.object({ reportId: z.number().int().positive(), dueAt: z.iso.datetime() }),
  async run(ctx, { reportId, dueAt }) {
    await ctx.db.transaction(async (tx) => {
      const report = await lockReport(tx, reportId);
      if (!report?.scheduledCloseDate || report.scheduledCloseDate.toISOString() !== dueAt) return;
      if ((await missingMandatoryFlex(tx, ctx.codec, report)).length > 0) {
        await updateReport(tx, report.id, { scheduledCloseDate: null });
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'CLOSE_SCHEDULE_CANCELLED',
          author: SYSTEM,
        });
        return;
      }
      await closeReport(tx, report, SYSTEM, 'SCHEDULED_CLOSE_RUN');
    });
  },
});
