/** The reviewer's notification feed (spec 001 §3 "Notification", §7 "Overview and notifications"). */
import { z } from 'zod';
import { ZPageQuery, zId, zPage, zSortParam } from './common.ts';

/** Who writes on the reporter's side of a report: the reporter, a hotline agent for him, or a transcriber. */
export const REPORT_AUTHORS = { REPORTER: 'REPORTER', HOTLINE: 'HOTLINE', TRANSCRIBER: 'TRANSCRIBER' } as const;
export type TReportAuthor = (typeof REPORT_AUTHORS)[keyof typeof REPORT_AUTHORS];

/** The reporter, or the hotline agent who wrote for him. */
export const reporterOrHotline = (hotline: boolean): TReportAuthor =>
  hotline ? REPORT_AUTHORS.HOTLINE : REPORT_AUTHORS.REPORTER;

export const NOTIFICATION_AUTHOR_TYPES = [
  REPORT_AUTHORS.REPORTER,
  REPORT_AUTHORS.HOTLINE,
  'REVIEWER',
  REPORT_AUTHORS.TRANSCRIBER,
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

export const ZNotificationParams = z.object({ id: zId });

/** Help-menu documents of the signed-in user (`GET api/external-docs/loggedInUser`). */
export const ZHelpDocument = z.object({ id: z.number().int(), documentName: z.string(), link: z.string() });
export const ZHelpDocuments = z.array(ZHelpDocument);
