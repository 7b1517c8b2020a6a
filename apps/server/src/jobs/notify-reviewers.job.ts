import { REPORT_AUTHORS } from '@candor/shared';
import { z } from 'zod';
import { renderEmail } from '../lib/email-texts.ts';
import { organizationNameIn } from '../modules/reporting/localize.ts';
import { defineJob, publicBase } from './job.ts';
import { addToFeeds, announcement, feedKey } from './notifications.repository.ts';
import { notifyReviewersDigest } from './notify-reviewers-digest.job.ts';
import { releaseUpdateMail, takeMailSlots, takeUpdateMail } from './reviewer-digest.repository.ts';

export { publicBase } from './job.ts';

/**
 * Tells the reviewers of a report that it is new or that the reporter added to it, by
 * email and in their notification feeds, or, when a reviewer moved it and asked for it, by
 * email that it was moved to their organization. The email names the organization only: no
 * report content, no report ID.
 */
export const notifyReviewers = defineJob({
  name: 'notify-reviewers',
  payload: z.object({
    reportId: z.number().int().positive(),
    event: z.enum(['new-report', 'reporter-update', 'moved']),
    /** Who wrote for the reporter (the reporter when absent): the feed shows a transcriber's report as staff's (spec 001 §3). */
    author: z.enum(REPORT_AUTHORS).optional(),
    /** Who moved the report: not told of his own move. */
    movedBy: z.number().int().positive().optional(),
  }),
  async run(ctx, { reportId, event, author = REPORT_AUTHORS.REPORTER, movedBy }) {
    const report = await announcement(ctx.db, reportId);
    if (!report) return;
    const link = `${publicBase(ctx.config)}/reviewer`;
    const { reviewers } = report;
    const organizationFor = (langKey: string) => organizationNameIn(report.orgNames, report.orgName, langKey);
    if (event === 'moved') {
      // Asked for by the reviewer who moved it, for this one report: no feed entry, no digest.
      for (const reviewer of reviewers.filter((r) => r.email !== '' && r.id !== movedBy)) {
        const values = { organization: organizationFor(reviewer.langKey), link };
        await ctx.mailer.send({ to: reviewer.email, ...renderEmail('reviewerReportMoved', reviewer.langKey, values) });
      }
      return;
    }
    const kind = event === 'new-report' ? 'reviewerNewReport' : 'reviewerReporterUpdate';
    // The feed: a reporter's update also reaches the delegates; the email goes to reviewers only.
    const feed = event === 'new-report' ? reviewers : [...reviewers, ...report.delegates];
    await addToFeeds(
      ctx.db,
      [...new Set(feed.map((r) => r.id))],
      { reportId, authorType: author, actionType: event === 'new-report' ? 'NEW_REPORT' : 'REPORTER_UPDATE' },
      feedKey(ctx),
    );
    const rules = {
      handful: ctx.config.REVIEWER_MAILS_BEFORE_DIGEST,
      intervalSeconds: ctx.config.REVIEWER_DIGEST_SECONDS,
    };
    // A flood of anonymous submissions must not flood mailboxes: past a handful, one digest per interval.
    // A reporter adding to one report again and again: one email per report and interval.
    const mailed = reviewers.filter((r) => r.email !== '');
    if (event === 'reporter-update' && !(await takeUpdateMail(ctx.db, reportId, rules.intervalSeconds))) return;
    const held =
      event === 'new-report'
        ? await takeMailSlots(
            ctx.db,
            mailed.map((r) => r.id),
            rules,
            (userId) => notifyReviewersDigest.row({ userId }),
          )
        : new Set<number>();
    try {
      for (const reviewer of mailed) {
        if (held.has(reviewer.id)) continue;
        const values = { organization: organizationFor(reviewer.langKey), link };
        await ctx.mailer.send({ to: reviewer.email, ...renderEmail(kind, reviewer.langKey, values) });
      }
    } catch (err) {
      // The retry sends again: the interval's email is not spent on a failed send.
      if (event === 'reporter-update') await releaseUpdateMail(ctx.db, reportId);
      throw err;
    }
  },
});
