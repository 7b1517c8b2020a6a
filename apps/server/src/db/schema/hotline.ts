import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { reports } from './reporting.ts';

/**
 * How each hotline call ended (spec 000 §2 "Call disposition page"): one row per call, by the
 * agent who took it. The report is kept by internal id, never by its report ID; the agent's
 * comments are sealed by the codec like every other free text.
 */
export const callDispositions = pgTable(
  'call_dispositions',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    terminationReason: text('termination_reason').notNull(),
    specialCircumstances: jsonb('special_circumstances').$type<string[]>().notNull().default([]),
    /** Sealed by the codec; null when the agent wrote none. */
    comments: text('comments'),
    pageId: text('page_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    stopTime: timestamp('stop_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_dispositions_agent_idx').on(t.agentUserId, t.createdAt)],
);
