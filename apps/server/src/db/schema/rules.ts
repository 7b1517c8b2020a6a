/** A reviewer's alert rules (spec 001 §3 "Notification rule", decision 058). */
import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const notificationRules = pgTable(
  'notification_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 4 (submitted) or 3 (updated); a RESPONDED rule watches both. */
    statusId: integer('status_id').notNull(),
    /** 1 VIEWED, 2 RESPONDED. */
    actionTypeId: integer('action_type_id').notNull(),
    /** 1 ANY, 2 SENSITIVE, 3 NON_SENSITIVE. */
    filterTypeId: integer('filter_type_id').notNull(),
    /** Days. */
    duration: integer('duration').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_rules_user_idx').on(t.userId)],
);
