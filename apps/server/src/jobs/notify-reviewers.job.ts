import { z } from 'zod';
import { renderEmail } from '../lib/email-texts.ts';
import { defineJob, type JobContext } from './job.ts';
import { addToFeeds, delegatesOf, feedKey, reportToAnnounce, reviewersOf } from './notifications.repository.ts';

/** Where staff sign in: PUBLIC_URL, or this machine in a first run. */
export const publicBase = (config: JobContext['config']) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/**
 * Tells the reviewers of a report that it is new or that the reporter added to it, by
 * email and in their notification feeds. The email names the organization only: no report
 * content, no report ID.
 */
export const notifyReviewers = defineJob({
  name: 'notify-reviewers',
  payload: z.object({ reportId: z.number().int().positive(), event: z.enum(['new-report', 'reporter-update']) }),
  async run(ctx, { reportId, event }) {
    const report = await reportToAnnounce(ctx.db, reportId);
    if (!report) return;
    const kind = event === 'new-report' ? 'reviewerNewReport' : 'reviewerReporterUpdate';
    const link = `${publicBase(ctx.config)}/reviewer`;
    const reviewers = await reviewersOf(ctx.db, report);
    // The feed: a reporter's update also reaches the delegates; the email goes to reviewers only.
    const feed = event === 'new-report' ? reviewers : [...reviewers, ...(await delegatesOf(ctx.db, reportId))];
    await addToFeeds(
      ctx.db,
      [...new Set(feed.map((r) => r.id))],
      { reportId, authorType: 'REPORTER', actionType: event === 'new-report' ? 'NEW_REPORT' : 'REPORTER_UPDATE' },
      feedKey(ctx),
    );
    for (const reviewer of reviewers) {
      if (reviewer.email === '') continue;
      const organization = report.orgNames[reviewer.langKey] ?? report.orgName;
      await ctx.mailer.send({ to: reviewer.email, ...renderEmail(kind, reviewer.langKey, { organization, link }) });
    }
  },
});
