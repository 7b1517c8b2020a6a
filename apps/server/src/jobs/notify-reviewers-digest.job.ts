import { z } from 'zod';
import { renderEmail } from '../lib/email-texts.ts';
import { defineJob, publicBase } from './job.ts';
import { activeReviewer, takeHeldReports } from './reviewer-digest.repository.ts';

/**
 * The one email of an interval that tells a reviewer how many new reports were held back
 * from single emails: a count and a link, nothing of the reports.
 */
export const notifyReviewersDigest = defineJob({
  name: 'notify-reviewers-digest',
  payload: z.object({ userId: z.number().int().positive() }),
  async run(ctx, { userId }) {
    const held = await ctx.db.transaction(async (tx) => {
      const count = await takeHeldReports(tx, userId, ctx.config.REVIEWER_MAILS_BEFORE_DIGEST);
      return count > 0 ? { count, reviewer: await activeReviewer(tx, userId) } : null;
    });
    if (!held?.reviewer || held.reviewer.email === '') return;
    const values = { count: String(held.count), link: `${publicBase(ctx.config)}/reviewer` };
    await ctx.mailer.send({
      to: held.reviewer.email,
      ...renderEmail('reviewerNewReportsDigest', held.reviewer.langKey, values),
    });
  },
});
