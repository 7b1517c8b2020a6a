import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { categories, organizations, users } from './identity.ts';

/** Text per language code; `en` is the fallback. */
type PerLanguage = Record<string, string>;

/** An organization's report template; a vanity template is its branded entry page. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vanity: boolean('vanity').notNull().default(false),
    /** Per language: positioningStatement, customAgreement, sensitiveReportStatement and the custom prompts. */
    texts: jsonb('texts').$type<Record<string, PerLanguage>>().notNull().default({}),
    logoMimeType: text('logo_mime_type'),
    logoBase64: text('logo_base64'),
    viewPreambleQuestions: boolean('view_preamble_questions').notNull().default(true),
    reporterNotificationsEnabled: boolean('reporter_notifications_enabled').notNull().default(true),
    sectionOrder: text('section_order'),
    undefinedQuestionCategoryId: integer('undefined_question_category_id'),
    showIntakeMethod: boolean('show_intake_method').notNull().default(false),
    supportedLanguages: text('supported_languages').array().notNull().default(sql`'{en}'::text[]`),
  },
  (t) => [
    uniqueIndex('report_templates_ref_idx').on(t.referenceId),
    uniqueIndex('report_templates_org_vanity_idx').on(t.organizationId, t.vanity),
  ],
);

export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => reportTemplates.id, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    link: text('link'),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    content: text('content_base64'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('policy_documents_template_idx').on(t.templateId)],
);

/**
 * Questions of a template: `preamble` questions (additional information) belong to an
 * organization; `category` questions to a category of it.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id),
    /** `flex`: additional information that reviewers fill in (spec 001 "flex fields"). */
    kind: text('kind').$type<'preamble' | 'category' | 'flex'>().notNull(),
    layout: text('layout').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    /** A flex field reviewers may still change once the report is closed. */
    modifiable: boolean('modifiable').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    texts: jsonb('texts').$type<PerLanguage>().notNull(),
  },
  (t) => [index('questions_org_kind_idx').on(t.organizationId, t.kind, t.categoryId)],
);

export const questionResponses = pgTable(
  'question_responses',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    values: jsonb('values').$type<PerLanguage>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    branchTo: integer('branch_to'),
  },
  (t) => [index('question_responses_question_idx').on(t.questionId)],
);

/** Security questions a hotline caller can answer instead of the password (answer YYYYMM). */
export const challengeQuestions = pgTable('challenge_questions', {
  id: serial('id').primaryKey(),
  texts: jsonb('texts').$type<PerLanguage>().notNull(),
  position: integer('position').notNull().default(0),
});

/** The next sequential report number of each root organization. */
export const reportCounters = pgTable('report_counters', {
  rootOrganizationId: integer('root_organization_id').primaryKey(),
  lastSequentialId: integer('last_sequential_id').notNull().default(0),
});

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** The report ID (the reporter's sign-in name) as its keyed hash, `codec.referenceHash`: what it is looked up by. */
    referenceHash: text('reference_hash').notNull(),
    /** The report ID sealed by the codec, for showing it (decision 035). */
    referenceSealed: text('reference_sealed').notNull(),
    sequentialId: integer('sequential_id').notNull(),
    rootOrganizationId: integer('root_organization_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    templateId: integer('template_id').references(() => reportTemplates.id),
    statusId: integer('status_id').notNull().default(1),
    typeId: integer('type_id').notNull().default(1),
    priority: integer('priority').notNull().default(1),
    langKey: text('lang_key').notNull().default('en'),
    /** The reporter's name for the report, sealed by the codec; null when none was given. */
    reportName: text('report_name'),
    /** Passed through the codec (lib/crypto.ts): encrypted at rest. */
    reportInput: text('report_input').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    /** Sealed by the codec. */
    notificationEmail: text('notification_email'),
    challengeQuestionId: integer('challenge_question_id'),
    securityAnswerHash: text('security_answer_hash'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastReporterLogin: timestamp('last_reporter_login', { withTimezone: true }),
    reporterLoginCount: integer('reporter_login_count').notNull().default(0),
    transcriberUserId: integer('transcriber_user_id').references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    actionTime: timestamp('action_time', { withTimezone: true }),
    reviewedTime: timestamp('reviewed_time', { withTimezone: true }),
    /** Last Updated: the time of the last activity of any kind on the report. */
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
    closedTime: timestamp('closed_time', { withTimezone: true }),
    scheduledCloseDate: timestamp('scheduled_close_date', { withTimezone: true }),
    lastDelegationTime: timestamp('last_delegation_time', { withTimezone: true }),
    /** First and last time staff wrote to the reporter. */
    initialResponse: timestamp('initial_response', { withTimezone: true }),
    lastResponse: timestamp('last_response', { withTimezone: true }),
    latestReporterUpdate: timestamp('latest_reporter_update', { withTimezone: true }),
    /**
     * The first feedback to the reporter after the acknowledgement (a second message, or the close):
     * set once by the `report_facts` trigger, for the dashboard's 3-month deadline (decision 059).
     */
    feedbackTime: timestamp('feedback_time', { withTimezone: true }),
    /** The stored AI (or built-in extractive) summary, sealed by the codec. */
    reportSummary: text('report_summary'),
    showInvolvedIndividuals: boolean('show_involved_individuals').notNull().default(true),
    /** False only for rows filed before the keyword index (decision 055): \`migrate\` indexes them once. */
    searchIndexed: boolean('search_indexed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('reports_reference_hash_idx').on(t.referenceHash),
    uniqueIndex('reports_sequential_idx').on(t.rootOrganizationId, t.sequentialId),
    index('reports_org_status_idx').on(t.organizationId, t.statusId),
    index('reports_category_idx').on(t.categoryId),
    index('reports_create_time_idx').on(t.createTime),
    // New and updated (status 1 or 3), newest activity first.
    index('reports_new_updated_idx').on(t.updatedTime, t.id).where(sql`status_id in (1, 3)`),
    // Counts the new-and-updated list within reach without reading the table.
    index('reports_new_updated_reach_idx')
      .on(t.rootOrganizationId, t.organizationId, t.categoryId, t.sensitive)
      .where(sql`status_id in (1, 3)`),
    index('reports_scheduled_close_idx').on(t.scheduledCloseDate).where(sql`scheduled_close_date is not null`),
    // Report search (decision 055): the default sort within a tenant, and the rows still to index.
    index('reports_root_updated_id_idx').on(t.rootOrganizationId, t.updatedTime, t.id),
    index('reports_search_unindexed_idx').on(t.id).where(sql`not search_indexed`),
    // A keyword's reports checked against reach and the common filters from the index alone (decision 055).
    index('reports_search_cover_idx').on(
      t.id,
      t.rootOrganizationId,
      t.organizationId,
      t.categoryId,
      t.sensitive,
      t.statusId,
      t.typeId,
    ),
  ],
);

/** Answers as given, with the question text of the moment, so later edits of a template change nothing. */
export const reportAnswers = pgTable(
  'report_answers',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    questionId: integer('question_id'),
    kind: text('kind').$type<'preamble' | 'category'>().notNull(),
    questionText: text('question_text').notNull(),
    position: integer('position').notNull(),
    responseId: integer('response_id'),
    value: text('value').notNull().default(''),
    branchTo: integer('branch_to'),
  },
  (t) => [index('report_answers_report_idx').on(t.reportId, t.position)],
);

export const reportComments = pgTable(
  'report_comments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** Passed through the codec: encrypted at rest. */
    commentText: text('comment_text').notNull(),
    reporterComment: boolean('reporter_comment').notNull(),
    fromHotline: boolean('from_hotline').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    isQuestion: boolean('is_question').notNull().default(false),
    authorUserId: integer('author_user_id').references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
    deletedTime: timestamp('deleted_time', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The deleted-comment wording chose the variant where a file went with it. */
    deletedAttachment: boolean('deleted_attachment').notNull().default(false),
  },
  (t) => [index('report_comments_report_idx').on(t.reportId, t.createTime)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => reportComments.id),
    /** Sealed by the codec. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    source: text('source').$type<'ORIGINAL_REPORT' | 'REPORTER_ADDED' | 'REVIEWER_ADDED'>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** File name of the encrypted content under DATA_DIR/attachments. */
    storageKey: text('storage_key').notNull(),
    /** The file's own key, wrapped by the master key. */
    wrappedKey: text('wrapped_key').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('attachments_report_idx').on(t.reportId, t.createDate)],
);

/** Every status change, with time and actor (DESIGN.md §10). */
export const reportStatusChanges = pgTable(
  'report_status_changes',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_status_changes_report_idx').on(t.reportId, t.time)],
);

/**
 * The reporter's view of a report as its last reader built it (decision 073): the JSON of
 * everything in it but the live fields, sealed by the codec. Triggers drop it whenever the
 * report, its answers, comments or files change.
 */
export const sealedReporterViews = pgTable('sealed_reporter_views', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
});

/**
 * The answer to a submission (a report, a message, a file) sent with an `Idempotency-Key`
 * (decisions 038, 109): a keyed hash of the key and the request, never the key, and the answer
 * sealed by the codec. Kept a day.
 */
export const submissionKeys = pgTable(
  'submission_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The first try's answer as JSON, sealed by the codec: a report's IDs, a `commentId`, a file's summary. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_keys_created_idx').on(t.createdAt)],
);

/**
 * A report's organization, category, sensitivity, status and method, as the tables that count
 * or index reports by them copy them (the dashboard's facts, decision 059; the keyword index, 060).
 */
export const reportFacetColumns = () => ({
  organizationId: integer('organization_id').notNull(),
  categoryId: integer('category_id').notNull(),
  sensitive: boolean('sensitive').notNull(),
  statusId: integer('status_id').notNull(),
  typeId: integer('type_id').notNull(),
});

/** The report's columns of reach and of the common search filters, as the keyword index copies them (decision 060). */
const searchFilterColumns = () => ({
  rootOrganizationId: integer('root_organization_id').notNull(),
  ...reportFacetColumns(),
});

/**
 * The keyword index of report search (decision 055): one row per distinct word of a report's
 * texts, as a keyed hash under a key derived from the master key, never the word. It carries
 * the report's columns of reach, of the common filters and its submission time (decision 060),
 * copied by the `report_search_tokens_follow` trigger whenever the report's change.
 */
export const reportSearchTokens = pgTable(
  'report_search_tokens',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    token: bigint('token', { mode: 'bigint' }).notNull(),
    ...searchFilterColumns(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.token, t.reportId] }),
    index('report_search_tokens_report_idx').on(t.reportId),
    // A keyword's reports by submission time, checked against reach and the common filters
    // from the index alone: the count reads one range, a page walks it in order (decision 060).
    index('report_search_tokens_walk_idx').on(
      t.token,
      t.createTime,
      t.reportId,
      t.rootOrganizationId,
      t.organizationId,
      t.categoryId,
      t.sensitive,
      t.statusId,
      t.typeId,
    ),
  ],
);

/**
 * How many reports of each reach and filter combination hold a keyword token (decision 060),
 * kept exact by the `count_report_search_tokens` trigger: the count of a one-word search
 * with the common filters sums these rows instead of visiting every report.
 */
export const reportSearchTokenCounts = pgTable(
  'report_search_token_counts',
  {
    token: bigint('token', { mode: 'bigint' }).notNull(),
    ...searchFilterColumns(),
    reports: integer('reports').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_search_token_counts_pk',
      columns: [t.token, t.rootOrganizationId, t.organizationId, t.categoryId, t.sensitive, t.statusId, t.typeId],
    }),
  ],
);
