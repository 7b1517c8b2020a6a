/** The reviewer's notification feed (spec 001 §3 "Notification", §7 "Overview and notifications"). */
import { z } from 'zod';
import { ZPageQuery, zPage, zSortParam } from './common.ts';

export const NOTIFICATION_AUTHOR_TYPES = [
  'REPORTER',
  'HOTLINE',
  'REVIEWER',
  'TRANSCRIBER',
  'CONNECTS_ADMIN',
  'SYSTEM',
] as const;
export const NOTIFICATION_ACTION_TYPES = [
  'NEW_REPORT',
  'REPORTER_UPDATE',
  'DELEGATED',
  'TAGGED',
  'RULE_ALERT',
] as const;

/** Author icon colour (spec 001 §3): blue for reviewers, connects admins and transcribers, gold otherwise. */
export const notificationIconColour = (authorType: string): 'blue' | 'gold' =>
  authorType === 'REVIEWER' || authorType === 'CONNECTS_ADMIN' || authorType === 'TRANSCRIBER' ? 'blue' : 'gold';

/** The feed is sorted by time only (spec 001 §7: `sort=createTime,desc`, the default). */
export const ZNotificationQuery = ZPageQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: zSortParam(['createTime'], 'createTime,desc'),
});

export const ZNotification = z.object({
  id: z.number().int(),
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  createTime: z.string(),
  unread: z.boolean(),
  authorType: z.enum(NOTIFICATION_AUTHOR_TYPES),
  actionType: z.enum(NOTIFICATION_ACTION_TYPES),
  /** A short text of the event (who tagged, which rule); never report content. */
  content: z.string().nullable(),
  /** The start of the report text, for users within reach of the report. */
  reportInput: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = zPage(ZNotification);
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Help-menu documents of the signed-in user (`GET api/external-docs/loggedInUser`). */
export const ZHelpDocument = z.object({ id: z.number().int(), documentName: z.string(), link: z.string() });
export const ZHelpDocuments = z.array(ZHelpDocument);
