import { NOTIFICATION_RULE_ACTION } from '@candor/shared';
import { z } from 'zod';
import { dayCount, renderEmail } from '../lib/email-texts.ts';
import { organizationNameIn } from '../modules/reporting/localize.ts';
import { defineJob, publicBase } from './job.ts';
import { addAlertToFeed, type DueAlert, dueAlerts } from './rule-alerts.repository.ts';

/** How often the rules are checked: durations are whole days. */
export const RULE_CHECK_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Evaluates every reviewer's alert rules (decision 058): for each report in the owner's reach
 * left unviewed or unanswered past the rule's duration, one entry in his notification feed.
 * Each reviewer gets one email per check: the alert's own, naming the organization and the
 * wait, or, for several, one that counts them (decision 106); nothing of the reports.
 */
export const notificationRules = defineJob({
  name: 'notification-rules',
  payload: z.object({}),
  everyMs: RULE_CHECK_MS,
  async run(ctx) {
    const link = `${publicBase(ctx.config)}/reviewer`;
    const byReviewer = new Map<number, DueAlert[]>();
    for (const alert of await dueAlerts(ctx.db, BATCH)) {
      byReviewer.set(alert.userId, [...(byReviewer.get(alert.userId) ?? []), alert]);
    }
    // Reviewer by reviewer, so that a failed send costs only that reviewer's email.
    for (const alerts of byReviewer.values()) {
      const fresh: DueAlert[] = [];
      for (const alert of alerts) if (await addAlertToFeed(ctx.db, alert)) fresh.push(alert);
      const [first] = fresh;
      if (!first || first.email === '') continue;
      const { email: to, langKey } = first;
      const reports = new Set(fresh.map((a) => a.reportId)).size;
      if (reports > 1) {
        await ctx.mailer.send({ to, ...renderEmail('reviewerRuleDigest', langKey, { count: String(reports), link }) });
        continue;
      }
      const kind =
        first.actionTypeId === NOTIFICATION_RULE_ACTION.VIEWED ? 'reviewerRuleNotViewed' : 'reviewerRuleNotResponded';
      const organization = organizationNameIn(first.orgNames, first.orgName, langKey);
      await ctx.mailer.send({
        to,
        ...renderEmail(kind, langKey, { organization, days: dayCount(langKey, first.duration), link }),
      });
    }
  },
});
