/** Rules and alerts (spec 001 §3 "Notification rule", §5 "Rules", §7 "Rules and alerts"). */
import { z } from 'zod';
import {
  NOTIFICATION_RULE_ACTION,
  NOTIFICATION_RULE_FILTER,
  RULE_DURATION_MAX_DAYS,
  RULE_STATUS_CHOICES,
  RULES_MAX,
} from '../rules/notification-rules.ts';
import { zId } from './common.ts';

const id = z.number().int().positive().max(2_147_483_647);

export const ZNotificationRule = z.object({
  id: id.nullable().optional(),
  /** The client's temporary id of a rule not saved yet. */
  uuid: z.string().max(64).nullable().optional(),
  statusId: z.union(RULE_STATUS_CHOICES.map((s) => z.literal(s))),
  notificationRuleActionTypeId: z.union(Object.values(NOTIFICATION_RULE_ACTION).map((v) => z.literal(v))),
  notificationRuleFilterTypeId: z.union(Object.values(NOTIFICATION_RULE_FILTER).map((v) => z.literal(v))),
  /** Days. */
  duration: z.number().int().min(1).max(RULE_DURATION_MAX_DAYS),
  userId: z.number().int().nullable().optional(),
});
export type TNotificationRule = z.infer<typeof ZNotificationRule>;

export const ZNotificationRuleList = z.array(ZNotificationRule).max(RULES_MAX);
export const ZSavedNotificationRules = z.array(ZNotificationRule.extend({ id, userId: z.number().int() }));
export type TSavedNotificationRule = z.infer<typeof ZSavedNotificationRules>[number];

export const ZNotificationRuleParams = z.object({ id: zId });
