import { z } from 'zod';
import { lockReport } from '../modules/reports/case-actions.repository.ts';
import { closeReport } from '../modules/reports/closing.ts';
import { defineJob } from './job.ts';

const SYSTEM = { userId: null, name: 'System', authorities: ['SYSTEM'], login: 'system' };

/**
 * Closes a report on its scheduled date. The job is a row in the jobs table, so it
 * survives restarts; it closes only if the report still carries this very date (a
 * cancelled or re-scheduled close leaves the old job harmless).
 */
export const scheduledClose = defineJob({
  name: 'scheduled-close',
  payload: z.object({ reportId: z.number().int().positive(), dueAt: z.iso.datetime() }),
  async run(ctx, { reportId, dueAt }) {
    await ctx.db.transaction(async (tx) => {
      const report = await lockReport(tx, reportId);
      if (!report?.scheduledCloseDate || report.scheduledCloseDate.toISOString() !== dueAt) return;
      await closeReport(tx, report, SYSTEM, 'SCHEDULED_CLOSE_RUN');
    });
  },
});
