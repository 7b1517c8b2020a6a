import { z } from 'zod';
import { deleteExpiredExports } from '../modules/report-search/search-exports.repository.ts';
import { defineJob } from './job.ts';

/** Hourly: deletes the report search exports that can no longer be read again (decision 086). */
export const forgetSearchExports = defineJob({
  name: 'forget-search-exports',
  payload: z.object({}),
  everyMs: 3600 * 1000,
  async run(ctx) {
    await deleteExpiredExports(ctx.db);
  },
});
