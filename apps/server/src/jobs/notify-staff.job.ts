import { z } from 'zod';
import { defineJob } from './job.ts';
import { addToFeeds, feedKey, staffName } from './notifications.repository.ts';

/**
 * A reviewer delegated a report or tagged colleagues in the reviewer dialogue: the
 * delegates or the tagged reviewers find it in their feeds. Never the author himself.
 */
export const notifyStaff = defineJob({
  name: 'notify-staff',
  payload: z.object({
    reportId: z.number().int().positive(),
    event: z.enum(['DELEGATED', 'TAGGED']),
    userIds: z.array(z.number().int().positive()),
    authorUserId: z.number().int().positive(),
  }),
  async run(ctx, { reportId, event, userIds, authorUserId }) {
    const recipients = [...new Set(userIds)].filter((id) => id !== authorUserId);
    const content = await staffName(ctx.db, authorUserId);
    await addToFeeds(
      ctx.db,
      recipients,
      { reportId, authorType: 'REVIEWER', actionType: event, content },
      feedKey(ctx),
    );
  },
});
