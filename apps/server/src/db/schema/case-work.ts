/** The reviewer's case work (spec 001, decision 020): logs, watches, views, delegations, links, flex fields, people, notifications. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { questions, reportComments, reports } from './reporting.ts';

const reportRef = () =>
  integer('report_id')
    .notNull()
    .references(() => reports.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per event: `reporter` (what the reporter did) or `reviewer` (what staff did). */
export const reportLogs = pgTable(
  'report_logs',
  {
    id: serial('id').primaryKey(),
    reportId: reportRef(),
    audience: text('audience').$type<'reporter' | 'reviewer'>().notNull(),
    trackingType: text('tracking_type').notNull(),
    /** Sealed by the codec. */
    additionalInfo: text('additional_info'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorities: text('authorities').array().notNull().default(sql`'{}'::text[]`),
    actionTime: timestamp('action_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_logs_report_idx').on(t.reportId, t.audience, t.actionTime)],
);

export const reportWatches = pgTable(
  'report_watches',
  {
    userId: userRef(),
    reportId: reportRef(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reportId] }), index('report_watches_report_idx').on(t.reportId)],
);

/** The last time each user opened each report (recently viewed). */
export const reportViews = pgTable(
  'report_views',
  {
    userId: userRef(),
    reportId: reportRef(),
    viewedTime: timestamp('viewed_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reportId] }),
    index('report_views_user_time_idx').on(t.userId, t.viewedTime),
    index('report_views_report_idx').on(t.reportId),
  ],
);

export const reportDelegations = pgTable(
  'report_delegations',
  {
    reportId: reportRef(),
    userId: userRef(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedTime: timestamp('assigned_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index('report_delegations_user_idx').on(t.userId)],
);

/** A link is stored once in each direction, so either report finds it by its own id. */
export const reportLinks = pgTable(
  'report_links',
  {
    reportId: reportRef(),
    linkedReportId: integer('linked_report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.linkedReportId] }),
    index('report_links_linked_idx').on(t.linkedReportId),
  ],
);

/** Answers to the organization's flex-field (additional information) questions, given by reviewers. */
export const reportFlexResponses = pgTable(
  'report_flex_responses',
  {
    id: serial('id').primaryKey(),
    reportId: reportRef(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    responseId: integer('response_id'),
    /** A multiple-checkbox answer of several choices: the responses chosen, which its sealed value names. */
    choiceIds: integer('choice_ids').array(),
    /** Sealed by the codec. */
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('report_flex_responses_question_idx').on(t.reportId, t.questionId)],
);

/** A person recorded on a report; an employee id appears once per report. */
export const involvedIndividuals = pgTable(
  'involved_individuals',
  {
    id: serial('id').primaryKey(),
    reportId: reportRef(),
    employeeId: text('employee_id').notNull(),
    role: text('role').notNull(),
    /** The person's fields as JSON, sealed by the codec. */
    details: text('details').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('involved_individuals_employee_idx').on(t.reportId, t.employeeId)],
);

/** The employee directory of a root organization, for the involved-individual lookup. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    rootOrganizationId: integer('root_organization_id').notNull(),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('employees_root_employee_idx').on(t.rootOrganizationId, t.employeeId),
    index('employees_search_trgm_idx').using(
      'gin',
      sql`lower(${t.employeeId} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

export const commentTags = pgTable(
  'comment_tags',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => reportComments.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** The reviewer's notification feed: one row per recipient, written by jobs. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    reportId: reportRef(),
    authorType: text('author_type').notNull(),
    actionType: text('action_type').notNull(),
    content: text('content'),
    unread: boolean('unread').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    /** The job run that wrote the entry: a retried job writes each recipient's entry once. */
    eventKey: text('event_key'),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.createTime),
    index('notifications_unread_idx').on(t.userId).where(sql`unread`),
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventKey),
  ],
);

/** A reviewer's saved search views (spec 001 §3 "Saved view", decision 056); the view sealed, as it holds the keyword. */
export const savedViews = pgTable(
  'saved_views',
  {
    userId: userRef(),
    name: text('name').notNull(),
    /** `{ sort, reportSearchFilterRequest, selectedColumns }` as JSON, sealed by the codec. */
    view: text('view').notNull(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * A report search export the user may read again by its file name for an hour (spec 001 §7's second
 * export reading, decision 086): the request that made it, sealed by the codec, never the file.
 */
export const searchExports = pgTable(
  'search_exports',
  {
    userId: userRef(),
    fileName: text('file_name').notNull(),
    /** `{ query, body }` of the export call as JSON, sealed: a keyword is report content. */
    request: text('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileName] }), index('search_exports_created_idx').on(t.createdAt)],
);

/** Overview card states, the default saved view and the one-shot quick-link marker of a user. */
export const uiPreferences = pgTable('ui_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull().default({}),
  defaultView: text('default_view'),
  quickLink: text('quick_link'),
});

/**
 * How many reports are New or Updated (status 1 or 3) per organization, category and
 * sensitivity: the new-and-updated list counts its reach here instead of in `reports`.
 * Kept exact by statement triggers on `reports` (migration 0007, decision 032).
 */
export const newAndUpdatedCounts = pgTable(
  'new_and_updated_counts',
  {
    rootOrganizationId: integer('root_organization_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    categoryId: integer('category_id').notNull(),
    sensitive: boolean('sensitive').notNull(),
    reports: integer('reports').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rootOrganizationId, t.organizationId, t.categoryId, t.sensitive] })],
);
