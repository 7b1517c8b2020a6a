import { NOTIFICATION_RULE_ACTION } from '@candor/shared';
import { z } from 'zod';
import { dayCount, renderEmail } from '../lib/email-texts.ts';
import { defineJob, publicBase } from './job.ts';
import { addAlertToFeed, dueAlerts } from './rule-alerts.repository.ts';

/** How often the rules are checked: durations are whole days. */
export const RULE_CHECK_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Evaluates every reviewer's alert rules (decision 058): for each report in the owner's reach
 * left unviewed or unanswered past the rule's duration, one entry in his notification feed and
 * one email that names the organization and the wait, nothing of the report.
 */
export const notificationRules = defineJob({
  name: 'notification-rules',
  payload: z.object({}),
  everyMs: RULE_CHECK_MS,
  async run(ctx) {
    const link = `${publicBase(ctx.config)}/reviewer`;
    for (const alert of await dueAlerts(ctx.db, BATCH)) {
      if (!(await addAlertToFeed(ctx.db, alert))) continue;
      if (alert.email === '') continue;
      const kind =
        alert.actionTypeId === NOTIFICATION_RULE_ACTION.VIEWED ? 'reviewerRuleNotViewed' : 'reviewerRuleNotResponded';
      const organization = alert.orgNames[alert.langKey] ?? alert.orgName;
      await ctx.mailer.send({
        to: alert.email,
        ...renderEmail(kind, alert.langKey, { organization, days: dayCount(alert.langKey, alert.duration), link }),
      });
    }
  },
});
