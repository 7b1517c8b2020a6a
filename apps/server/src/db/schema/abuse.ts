import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { reports } from './reporting.ts';

/**
 * Rate-limit counters shared by every instance. The key is a keyed hash of the route and
 * the client, under a secret that lives one window only: no address is ever stored.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** One random secret per rate-limit window, shared by the instances and deleted once the window is over. */
export const rateLimitSecrets = pgTable('rate_limit_secrets', {
  windowStart: timestamp('window_start', { withTimezone: true }).primaryKey(),
  secret: text('secret').notNull(),
});

/**
 * New-report emails sent to a reviewer in the current interval: past a handful, further
 * reports wait for one digest at the end of the interval.
 */
export const reviewerMailWindows = pgTable('reviewer_mail_windows', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  sent: integer('sent').notNull().default(0),
  pending: integer('pending').notNull().default(0),
});

/**
 * When the reviewers were last emailed that a reporter added to a report: one such email per
 * report and interval, later additions reach the feeds only.
 */
export const reportUpdateMails = pgTable('report_update_mails', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
});
