import { NOTIFICATION_RULE_ACTION } from '@candor/shared';
import { z } from 'zod';
import { dayCount, renderEmail } from '../lib/email-texts.ts';
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
    const fresh = new Map<number, DueAlert[]>();
    for (const alert of await dueAlerts(ctx.db, BATCH)) {
      if (!(await addAlertToFeed(ctx.db, alert)) || alert.email === '') continue;
      fresh.set(alert.userId, [...(fresh.get(alert.userId) ?? []), alert]);
    }
    for (const [first, ...more] of fresh.values()) {
      const { email: to, langKey } = first;
      if (more.length > 0) {
        await ctx.mailer.send({
          to,
          ...renderEmail('reviewerRuleDigest', langKey, { count: String(more.length + 1), link }),
        });
        continue;
      }
      const kind =
        first.actionTypeId === NOTIFICATION_RULE_ACTION.VIEWED ? 'reviewerRuleNotViewed' : 'reviewerRuleNotResponded';
      const organization = first.orgNames[langKey] ?? first.orgName;
      await ctx.mailer.send({
        to,
        ...renderEmail(kind, langKey, { organization, days: dayCount(langKey, first.duration), link }),
      });
    }
  },
});
