/**
 * The reviewer's calls (spec 001 §3 and §7, prefix `api`): lists, report details and every
 * case action. Field names are the spec's; see docs/decisions/020-reviewer-case-work.md.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { isBlank } from '../rules/blank.ts';
import { QUESTION_LAYOUTS } from '../rules/branching.ts';
import { ZLangKey, ZPageQuery, ZTimeZone, zCharacters, zId, zKey, zPage, zQueryBool, zSortParam } from './common.ts';
import { ATTACHMENT_SOURCES, COMMENT_TEXT_MAX, ZReferenceId, ZReportTranslation } from './reporting.ts';

const zTime = z.string();

export const REPORT_PERMISSIONS = [
  'VIEW_REPORT',
  'VIEW_REPORT_METADATA',
  'REVIEWER_DIALOGUE',
  'VIEW_REPORTER_DIALOGUE',
  'WRITE_REPORTER_DIALOGUE',
  'ASSIGN_DELEGATE_REPORT',
  'RECEIVE_DELEGATE_REPORT',
  'CHANGE_REPORT_CATEGORY_OR_ORGANIZATION',
  'CLOSE_REPORT',
  'PRIORITIZE_REPORT',
  'NAME_REPORT',
  'PRINT_REPORT',
  'TRANSCRIBE_REPORT',
  'WATCH_REPORT',
  'FLEX_FIELDS',
  'LINK_REPORT',
] as const;
export type ReportPermission = (typeof REPORT_PERMISSIONS)[number];

/** `{id}` of a reviewer path: a report ID, or a sequential id within the user's root organizations. */
export const ZReportPathParams = z.object({ id: ZReferenceId });
export const ZLangKeyQuery = z.object({ langKey: ZLangKey.default('en') });

// ---- Session and preferences ---------------------------------------------------------

/** The overview cards' state (spec 001 §3 "Overview UI state"); every card starts expanded. */
export const ZUiPreferences = z.object({
  newAndUpdatedReportsExpanded: z.boolean().default(true),
  viewedReportsExpanded: z.boolean().default(true),
  watchedReportsExpanded: z.boolean().default(true),
  recentNotificationsExpanded: z.boolean().default(true),
  quickLinksExpanded: z.boolean().default(true),
});
export type TUiPreferences = z.infer<typeof ZUiPreferences>;

/** The one-shot marker a quick link leaves for the report search (spec 001 §2 "Overview"). */
export const QUICK_LINKS = ['all-reports', 'all-open-reports', 'all-closed-reports'] as const;
export const ZQuickLink = z.object({ marker: z.enum(QUICK_LINKS).nullable() });
export type TQuickLink = z.infer<typeof ZQuickLink>;

export const ZDefaultViewQuery = z.object({ name: zCharacters(LIMITS.savedViewNameMax, z.string().trim()).optional() });
export const ZDefaultView = z.object({ name: z.string().nullable() });

// ---- Lists ---------------------------------------------------------------------------

export const NEW_AND_UPDATED_SORT_KEYS = [
  'statusName',
  'referenceId',
  'updatedTime',
  'categoryName',
  'orgName',
] as const;

export const ZNewAndUpdatedQuery = ZPageQuery.extend({
  sort: zSortParam(NEW_AND_UPDATED_SORT_KEYS, 'updatedTime,desc'),
  langKey: ZLangKey.default('en'),
});
export type TNewAndUpdatedQuery = z.infer<typeof ZNewAndUpdatedQuery>;

/** A report in a reviewer's list. Outside the user's reach only the ID, status and time are given. */
export const ZReviewerReportSummary = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  updatedTime: zTime.nullable(),
  categoryName: z.string().nullable(),
  orgName: z.string().nullable(),
  userAuthorizedForReport: z.boolean(),
  reportName: z.string().nullable(),
  /** The start of the report text (at most 200 characters), for authorised users. */
  reportMessage: z.string().nullable(),
  lastViewedTime: zTime.nullable(),
});
export type TReviewerReportSummary = z.infer<typeof ZReviewerReportSummary>;
export const ZReviewerReportPage = zPage(ZReviewerReportSummary);
export type TReviewerReportPage = z.infer<typeof ZReviewerReportPage>;

export const ZRecentLog = z.object({
  authorities: z.array(z.string()),
  authorName: z.string(),
  trackingType: z.string(),
  additionalInfo: z.string().nullable(),
});
export const ZWatchedReportSummary = ZReviewerReportSummary.extend({ recentLog: ZRecentLog.nullable() });
export type TWatchedReportSummary = z.infer<typeof ZWatchedReportSummary>;

export const ZReportLookupTypeQuery = z.object({
  lookupType: z.enum(['recent', 'watched']),
  langKey: ZLangKey.default('en'),
});
export const ZReviewerReportList = z.array(ZWatchedReportSummary);

export const ZCheckReportQuery = z.object({ referenceId: ZReferenceId });
export const ZCheckReport = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  userAuthorizedForReport: z.boolean(),
});
export type TCheckReport = z.infer<typeof ZCheckReport>;

// ---- Report details -------------------------------------------------------------------

export const ZReviewerReportQuery = z.object({ langKey: ZLangKey.default('en'), isRefresh: zQueryBool.optional() });

export const ZReviewerQuestionAnswer = z.object({
  description: z.string(),
  value: z.string(),
  valueTranslation: z.string().nullable(),
});

export const ZReviewerComment = z.object({
  commentId: z.number().int(),
  commentText: z.string(),
  authorName: z.string(),
  authorities: z.array(z.string()),
  /** When it was written: its place in the dialogue, which an edit or a deletion keeps. */
  createTime: zTime,
  updateTime: zTime,
  deleted: z.boolean(),
  deletedAttachment: z.boolean(),
  mutable: z.boolean(),
  userId: z.number().int().nullable(),
  hidden: z.boolean(),
  reporterComment: z.boolean(),
  fromHotline: z.boolean(),
  isQuestion: z.boolean(),
  /** Who deleted it, for the "deleted by … on …" wording. */
  deletedBy: z.string().nullable(),
  taggedReviewers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TReviewerComment = z.infer<typeof ZReviewerComment>;

export const ZReviewerAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  referenceId: z.string(),
  hidden: z.boolean(),
  pending: z.boolean(),
  attachmentSource: z.enum(ATTACHMENT_SOURCES),
  createDate: zTime,
  authorName: z.string(),
  commentId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  mutable: z.boolean(),
});
export type TReviewerAttachment = z.infer<typeof ZReviewerAttachment>;

export const ZReportLogEvent = z.object({
  actionTime: zTime,
  trackingType: z.string(),
  additionalInfo: z.string().nullable(),
  authorName: z.string(),
  authorities: z.array(z.string()),
});
export type TReportLogEvent = z.infer<typeof ZReportLogEvent>;

export const ZReviewerRef = z.object({ id: z.number().int(), name: z.string() });
export const ZDelegate = z.object({ id: z.number().int(), name: z.string(), orgId: z.number().int().nullable() });
export type TDelegate = z.infer<typeof ZDelegate>;
export const ZWatcher = z.object({ legacyUserId: z.string(), firstName: z.string(), lastName: z.string() });
export const ZLinkedReport = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  userAuthorized: z.boolean(),
});

export const ZFlexFieldResponseOption = z.object({
  responseId: z.number().int(),
  value: z.string(),
  hidden: z.boolean(),
  branchTo: z.number().int().nullable(),
});
/** An additional-information (flex field) question of the report's organization. */
export const ZFlexFieldQuestion = z.object({
  questionId: z.number().int(),
  question: z.string(),
  layout: z.enum(QUESTION_LAYOUTS),
  mandatory: z.boolean(),
  modifiable: z.boolean(),
  position: z.number().int(),
  hidden: z.boolean(),
  orgId: z.number().int(),
  potentialResponses: z.array(ZFlexFieldResponseOption),
});
export type TFlexFieldQuestion = z.infer<typeof ZFlexFieldQuestion>;
export const ZFlexFieldResponse = z.object({
  id: z.number().int(),
  flexFieldId: z.number().int(),
  responseId: z.number().int().nullable(),
  value: z.string(),
});
export type TFlexFieldResponse = z.infer<typeof ZFlexFieldResponse>;

export const INVOLVED_ROLES = [
  'investigator',
  'witness',
  'alleged',
  'reporter',
  'person',
  'client',
  'partner',
  'victim',
  'subject',
  'other',
  'unknown',
] as const;
export const DEFAULT_INVOLVED_ROLE = 'investigator';
/** A name a person gives (of a user, of a person involved): trimmed, and not made of invisible characters alone. */
export const zName = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((name) => !isBlank(name), 'NotEmpty');

const zPersonField = z.string().trim().max(200);
/** A person involved as stored and shown: what was saved before `zName` stays readable. */
const involvedPerson = {
  employeeId: zPersonField.min(1),
  firstName: zPersonField.min(1),
  lastName: zPersonField.min(1),
  position: zPersonField.default(''),
  grade: zPersonField.default(''),
  location: zPersonField.default(''),
  jobTitle: zPersonField.default(''),
  department: zPersonField.default(''),
  organization: zPersonField.default(''),
  employeeStatus: zPersonField.default(''),
  country: zPersonField.default(''),
  hireDate: zPersonField.default(''),
  terminationDate: zPersonField.default(''),
  internalEmployeeId: zPersonField.default(''),
  role: z.enum(INVOLVED_ROLES).default(DEFAULT_INVOLVED_ROLE),
};
/** A person a reviewer adds: his ID and names not invisible characters alone. */
export const ZInvolvedIndividualInput = z.object({
  ...involvedPerson,
  employeeId: zName(200),
  firstName: zName(200),
  lastName: zName(200),
});
export type TInvolvedIndividualInput = z.input<typeof ZInvolvedIndividualInput>;
export const ZInvolvedIndividual = z.object({ ...involvedPerson, id: z.number().int() });
export type TInvolvedIndividual = z.infer<typeof ZInvolvedIndividual>;

/** Report details as a reviewer sees them (spec 001 §3 "Report detail" and "Reviewer detail additions"). */
export const ZReviewerReportDetail = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  createTime: zTime,
  actionTime: zTime.nullable(),
  reviewedTime: zTime.nullable(),
  closedTime: zTime.nullable(),
  updatedTime: zTime.nullable(),
  typeId: z.number().int(),
  priority: z.number().int(),
  reportName: z.string().nullable(),
  notificationEmail: z.string().nullable(),
  doesNotificationEmailExist: z.boolean(),
  reportInput: z.string(),
  reportInputTranslation: ZReportTranslation.nullable(),
  reportQuestions: z.array(ZReviewerQuestionAnswer),
  reportAttachmentSummaries: z.array(ZReviewerAttachment),
  reporterCommunicationEnabled: z.boolean(),
  reporterLockedOut: z.boolean(),
  scheduledCloseDate: zTime.nullable(),
  lastDelegationTime: zTime.nullable(),
  lastReporterLogin: zTime.nullable(),
  initialResponse: zTime.nullable(),
  lastResponse: zTime.nullable(),
  latestReporterUpdate: zTime.nullable(),
  reporterLoginCount: z.number().int(),
  transcriberName: z.string().nullable(),
  /** Delegates' names, comma-separated. */
  delegates: z.string(),
  /** Persons separated by a line break, their fields by a vertical bar. */
  involvedIndividuals: z.string(),
  involvedIndividualList: z.array(ZInvolvedIndividual),
  showInvolvedIndividuals: z.boolean(),
  /** The organization's extended fields (snc): location required, role 'subject' not offered. */
  extendedFields: z.boolean(),
  userAuthorizedForReport: z.boolean(),
  reportSummary: z.string().nullable(),
  aiReportSummaryEnabled: z.boolean(),
  isGeneratingSummary: z.boolean(),
  isTranslatingEnabled: z.boolean(),
  autoTranslatingEnabledForOrg: z.boolean(),
  delegateReviewers: z.array(ZDelegate),
  eligibleDelegateReviewers: z.array(ZDelegate),
  availableReviewers: z.array(ZReviewerRef),
  reporterComments: z.array(ZReviewerComment),
  reporterLogs: z.array(ZReportLogEvent),
  reviewerLogs: z.array(ZReportLogEvent),
  reviewerComments: z.array(ZReviewerComment),
  reviewerAttachments: z.array(ZReviewerAttachment),
  watchers: z.array(ZWatcher),
  watching: z.boolean(),
  linkedReports: z.array(ZLinkedReport),
  reportsToLink: z.array(ZLinkedReport),
  userPermissions: z.array(z.enum(REPORT_PERMISSIONS)),
  reportFlexFieldQuestions: z.array(ZFlexFieldQuestion),
  reportFlexFieldResponses: z.array(ZFlexFieldResponse),
});
export type TReviewerReportDetail = z.infer<typeof ZReviewerReportDetail>;

// ---- Case actions ----------------------------------------------------------------------

/** Text body of `PUT api/report/{id}/priority`: 1/2 or NORMAL/HIGH. */
export const ZPriorityBody = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.union([z.enum(['1', '2', 'NORMAL', 'HIGH']), z.literal(1), z.literal(2)]),
  )
  .transform((v) => (v === 2 || v === '2' || v === 'HIGH' ? 2 : 1));

/** Text body of `PUT api/reviewer/report/{id}/name`. */
export const ZReportNameBody = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  zCharacters(LIMITS.reportNameMax),
);

export const ZMoveReport = z.object({
  orgId: zKey,
  categoryId: zKey,
  sendEmail: z.boolean().default(false),
});
export const ZMoveResult = z.object({ reviewerAuthorized: z.boolean() });

export const ZReviewerOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  parentChain: z.string(),
  depth: z.number().int(),
  phantom: z.boolean(),
  /** Extended fields: an involved individual's location is required, the role 'subject' not offered. */
  snc: z.boolean(),
});
export const ZReviewerOrganizations = z.array(ZReviewerOrganization);
export type TReviewerOrganization = z.infer<typeof ZReviewerOrganization>;

export const ZOrgCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  reviewerAuthorized: z.boolean(),
});
export const ZOrgCategoryGroup = z.object({
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  categories: z.array(ZOrgCategory),
});
export const ZOrgCategoryGroups = z.array(ZOrgCategoryGroup);

export const ZCloseReport = z.object({
  daysUntilClose: z.number().int().min(0).max(LIMITS.scheduledCloseMaxDays),
});

export const ZDelegateIds = z.array(z.number().int().positive()).max(100);
export const ZDelegates = z.array(ZDelegate);

export const ZFlexFieldResponsesBody = z
  .array(
    z.object({
      flexFieldId: zKey,
      responseId: z.number().int().nullable().optional(),
      value: z.string().max(4000).default(''),
    }),
  )
  .max(500);

export const ZInvolvedIndividualDeleteQuery = z.object({ involvedIndividualId: zId });
export const ZEmployeeLookupQuery = z.object({ search: z.string().trim().min(LIMITS.employeeLookupMin).max(100) });
export const ZEmployee = z.object(involvedPerson).omit({ role: true });
export const ZEmployees = z.array(ZEmployee);

/** Body of the link calls: the other report, by report ID or sequential id. JSON or plain text. */
export const ZLinkReportBody = z.preprocess(
  (v) => (typeof v === 'string' ? { referenceId: v } : v),
  z.object({ referenceId: ZReferenceId }),
);

/**
 * A reviewer's message. It has text, save a note between reviewers that tags colleagues: files
 * and tags without text get a blank note (spec 001 §5); the reporter is never sent a blank one.
 */
export const ZReviewerCommentPayload = z
  .object({
    commentText: z.string().max(COMMENT_TEXT_MAX).default(''),
    isQuestion: z.boolean().default(false),
    hidden: z.boolean().default(false),
    taggedReviewers: z.array(zKey).max(50).default([]),
  })
  .refine((m) => !isBlank(m.commentText) || (m.hidden && m.taggedReviewers.length > 0), {
    message: 'NotBlank',
    path: ['commentText'],
  });
export const ZCommentParams = z.object({ id: ZReferenceId, commentId: zId });
/** Text body of a comment edit. */
export const ZCommentTextBody = z.string().max(COMMENT_TEXT_MAX);

export const ZAttachmentDeleteQuery = z.object({ isHidden: zQueryBool.optional() });
/** Body of `DELETE api/report/{id}/attachment`: the attachment id, as text (decimal digits) or a JSON number. */
export const ZAttachmentIdBody = z.union([zKey, zId]);

export const ZAiSummary = z.object({ summary: z.string() });

export const PRINT_ACTIONS = ['PRINT', 'PREVIEW'] as const;
export const ZPrintQuery = z.object({ printAction: z.enum(PRINT_ACTIONS), langKey: ZLangKey.default('en') });

/** A single report's export: its times on the reader's clocks (`timeZone`, UTC when not given). */
export const ZExportSingleQuery = z.object({
  langKey: ZLangKey.default('en'),
  referenceId: ZReferenceId,
  orgId: zId.optional(),
  timeZone: ZTimeZone,
});

export const ZReportExportQuery = z.object({ langKey: ZLangKey.default('en'), timeZone: ZTimeZone });
