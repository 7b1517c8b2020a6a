import { z } from 'zod';
import { deleteExpiredResetKeys } from '../modules/admin/admin.repository.ts';
import { deleteExpiredSessions } from '../plugins/sessions.repository.ts';
import { defineJob } from './job.ts';

/**
 * Hourly: deletes the sessions past their idle deadline and the password links that have run out
 * (decision 076). Neither lets anyone in any more; kept, they would only say who was signed in
 * when, and a reporter's session when he read his report.
 */
export const forgetExpiredSignIns = defineJob({
  name: 'forget-expired-sign-ins',
  payload: z.object({}),
  everyMs: 3600 * 1000,
  async run(ctx) {
    await deleteExpiredSessions(ctx.db);
    await deleteExpiredResetKeys(ctx.db);
  },
});
