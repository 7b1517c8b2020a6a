import { z } from 'zod';
import { defineJob } from './job.ts';
import { clearExpiredNotificationEmails } from './notifications.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Daily: deletes reporters' notification emails once the report is closed or 90 days pass without sign-in. */
export const emailRetention = defineJob({
  name: 'email-retention',
  payload: z.object({}),
  everyMs: DAY_MS,
  async run(ctx) {
    await clearExpiredNotificationEmails(ctx.db);
  },
});
