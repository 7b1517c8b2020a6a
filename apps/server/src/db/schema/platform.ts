import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { reports } from './reporting.ts';

/** Server-side sessions; the cookie carries the id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    kind: text('kind').$type<'staff' | 'reporter'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For reporter sessions (and hotline report sessions): the one report it may reach, by internal id. */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    langKey: text('lang_key'),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    /** A staff sign-in still owing its second step: `verify` (a code) or `enrol` (TOTP enrolment); null when complete. */
    twoFactor: text('two_factor').$type<'verify' | 'enrol'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_report_idx').on(t.reportId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    auditEventType: text('audit_event_type').notNull(),
    actorId: text('actor_id'),
    actorUserId: integer('actor_user_id'),
    auditEventDate: timestamp('audit_event_date', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  },
  // The audit log pages by date, the id breaking ties, in either direction.
  (t) => [
    index('audit_events_date_id_idx').on(t.auditEventDate, t.id),
    index('audit_events_type_idx').on(t.auditEventType),
  ],
);

/**
 * How many audit events each UTC day holds, kept by a trigger in the transaction of every
 * insert (migration 0015): the audit lists read their totals here and seek the day a page
 * starts in, so neither counts nor skips a million rows (decision 051).
 */
export const auditEventDays = pgTable('audit_event_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  events: integer('events').notNull(),
});

/**
 * How many audit events each UTC month holds (its first day), kept beside the per-day counts by
 * the same trigger (migration 0021): the whole log's pages seek their month here first, then
 * their day, so no request reads every day's count (decision 061).
 */
export const auditEventMonths = pgTable('audit_event_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  events: integer('events').notNull(),
});

/** Announcement banners: one row per position and language. */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: serial('id').primaryKey(),
    position: text('position').$type<'top' | 'bottom'>().notNull(),
    langKey: text('lang_key').notNull(),
    message: text('message').notNull(),
  },
  (t) => [uniqueIndex('application_messages_pos_lang_idx').on(t.position, t.langKey)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`done_at is null`)],
);
