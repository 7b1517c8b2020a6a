import { z } from 'zod';
import { forgetExpiredSubmissionKeys } from '../modules/reporting/submission-keys.ts';
import { defineJob } from './job.ts';

/** Hourly: deletes the submissions' idempotency keys once they no longer answer (decision 038). */
export const forgetSubmissionKeys = defineJob({
  name: 'forget-submission-keys',
  payload: z.object({}),
  everyMs: 3600 * 1000,
  async run(ctx) {
    await forgetExpiredSubmissionKeys(ctx.db);
  },
});
