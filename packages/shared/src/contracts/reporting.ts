/** Request and response schemas of the reporter calls (spec 000 §3 and §7, prefix `reporterapi`). */
import { z } from 'zod';
import { ANSWER_VALUE_MAX, COMMENT_TEXT_MAX, LIMITS, REPORT_TEXT_MAX } from '../constants.ts';
import { isBlank } from '../rules/blank.ts';
import { QUESTION_LAYOUTS } from '../rules/branching.ts';
import { isEmailFormatValid } from '../rules/email.ts';
import { isPasswordValid } from '../rules/password.ts';
import { ZLangKey, zCharacters, zId, zKey, zQueryBool } from './common.ts';

const zTime = z.string();

/** A report ID or template reference as it travels in paths and queries. */
export const ZReferenceId = z.string().trim().min(1).max(64);

// Defined with the other limits, so that screens can use them without loading these schemas.
export { ANSWER_VALUE_MAX, COMMENT_TEXT_MAX, ORG_SEARCH_MAX_RESULTS, REPORT_TEXT_MAX } from '../constants.ts';

export const ZLangQuery = z.object({ langKey: ZLangKey.default('en') });
export const ZIdParams = z.object({ id: zId });
export const ZReferenceParams = z.object({ id: ZReferenceId });

/** A notification email; the empty string clears it. */
export const ZNotificationEmail = z
  .string()
  .max(LIMITS.emailMax)
  .refine((email) => email === '' || isEmailFormatValid(email), 'Email');

/** A report password (spec 000 §5). */
export const ZReportPassword = z
  .string()
  .min(LIMITS.passwordMin)
  .max(LIMITS.passwordMax)
  .refine(isPasswordValid, 'Pattern');

// ---- Organizations ------------------------------------------------------------------

export const ZOrgSearchQuery = z.object({
  name: z.string().trim().min(LIMITS.orgSearchMin).max(200),
  langKey: ZLangKey.default('en'),
  exactMatch: zQueryBool.optional(),
});

/** Organization search result (spec 000 §3). `languageName`: the name of the language `name` is given in ("Français"). */
export const ZOrgSearchResult = z.object({
  orgId: z.number().int(),
  name: z.string(),
  parentChain: z.string(),
  depth: z.number().int(),
  phantom: z.boolean(),
  remoteOrg: z.boolean(),
  remoteDomain: z.string().nullable(),
  languageName: z.string().optional(),
});
export type TOrgSearchResult = z.infer<typeof ZOrgSearchResult>;
export const ZOrgSearchResults = z.array(ZOrgSearchResult);

export const ZOrganizationName = z.object({ orgId: z.number().int(), name: z.string() });
export type TOrganizationName = z.infer<typeof ZOrganizationName>;

export const ZSupportedLanguages = z.array(ZLangKey);

// ---- Template and questions ---------------------------------------------------------

export const ZReportTemplateQuery = z.object({
  langKey: ZLangKey.default('en'),
  vanity: zQueryBool.optional(),
});

export const ZPotentialResponse = z.object({
  responseId: z.number().int(),
  value: z.string(),
  hidden: z.boolean(),
  branchTo: z.number().int().nullable(),
});

/** The Question shape of rules/branching.ts. */
export const ZQuestion = z.object({
  questionId: z.number().int(),
  question: z.string(),
  layout: z.enum(QUESTION_LAYOUTS),
  mandatory: z.boolean(),
  position: z.number().int(),
  hidden: z.boolean(),
  potentialResponses: z.array(ZPotentialResponse),
});
export type TQuestion = z.infer<typeof ZQuestion>;
export const ZQuestions = z.array(ZQuestion);

export const ZPolicyDocument = z.object({
  id: z.number().int(),
  documentName: z.string(),
  /** An external address, or the download path of a document stored with the template. */
  link: z.string().nullable(),
});

export const ZTemplateCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
});
export const ZCategoryGroup = z.object({
  position: z.number().int(),
  name: z.string(),
  categories: z.array(ZTemplateCategory),
});
export type TCategoryGroup = z.infer<typeof ZCategoryGroup>;

export const ZChallengeQuestion = z.object({ questionId: z.number().int(), question: z.string() });

export const ZLogo = z.object({ mimeType: z.string(), base64: z.string() });

/** Report template (spec 000 §3). Texts are in the asked language, English when missing. */
export const ZReportTemplate = z.object({
  referenceId: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  positioningStatement: z.string().nullable(),
  customAgreement: z.string().nullable(),
  sensitiveReportStatement: z.string().nullable(),
  reportTextPrompt: z.string().nullable(),
  categoryPrompt: z.string().nullable(),
  additionalInformationPrompt: z.string().nullable(),
  logoDTO: ZLogo.nullable(),
  policyDocuments: z.array(ZPolicyDocument),
  categoryGroups: z.array(ZCategoryGroup),
  viewPreambleQuestions: z.boolean(),
  preambleQuestions: ZQuestions,
  challengeQuestions: z.array(ZChallengeQuestion),
  reporterNotificationsEnabled: z.boolean(),
  sectionOrder: z.string().nullable(),
  undefinedQuestionCategoryId: z.number().int().nullable(),
  vanity: z.boolean(),
  showIntakeMethod: z.boolean(),
  supportedLanguages: z.array(ZLangKey),
});
export type TReportTemplate = z.infer<typeof ZReportTemplate>;

/** `{orgOrCategoryId}`: a category of organization `orgId`; without `orgId`, an organization (its preamble questions). */
export const ZCategoryQuestionsParams = z.object({ orgOrCategoryId: zId });
export const ZCategoryQuestionsQuery = z.object({ langKey: ZLangKey.default('en'), orgId: zId.optional() });

export const ZExternalDocParams = z.object({ id: zId, documentName: z.string().min(1).max(300) });

// ---- Password check -----------------------------------------------------------------

export const ZPasswordCheckQuery = z.object({ reportId: ZReferenceId.optional() });
export const ZPasswordCheck = z.object({ password: z.string().max(1000) });
export const ZPasswordCheckResult = z.object({ secure: z.boolean() });
export type TPasswordCheckResult = z.infer<typeof ZPasswordCheckResult>;

// ---- Submission ---------------------------------------------------------------------

export const ZPreflightQuery = z.object({ orgId: zId, reportId: ZReferenceId });
export const ZReportSubmitQuery = z.object({ reportId: ZReferenceId });

/**
 * The key one submission (a report, a message, a file) sends on every try (decisions 038, 109);
 * printable ASCII, long enough to be unguessable.
 */
export const ZIdempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .min(16)
      .max(255)
      .regex(/^[\x21-\x7e]+$/)
      .optional()
      .describe(
        'Optional. The same key on every try of one submission: a retry after a lost answer gets the first answer (the same 201 body) and records nothing twice. Kept 24 hours.',
      ),
  })
  .loose();

/**
 * A saved response (spec 000 §3: id, questionText, position, responseId, value, branchTo). The
 * question goes by the spec's `id` or by `questionId`; the server trusts only the question,
 * responseId and value.
 */
export const ZSubmittedResponse = z
  .object({
    id: zKey.optional(),
    questionId: zKey.optional(),
    // 0 is the blank choice of a dropdown (SELECT_BLANK_RESPONSE_ID).
    responseId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
    value: z.string().max(ANSWER_VALUE_MAX).default(''),
    branchTo: z.number().int().nullable().optional(),
    position: z.number().int().optional(),
    questionText: z.string().max(ANSWER_VALUE_MAX).optional(),
  })
  .refine((r) => r.id !== undefined || r.questionId !== undefined, { message: 'NotNull', path: ['id'] })
  .transform(({ id, questionId, ...rest }) => ({ ...rest, questionId: (questionId ?? id) as number }));
export type TSubmittedResponse = z.infer<typeof ZSubmittedResponse>;

/**
 * The chosen category: `{ id }`, or the spec's draft shape `{ name, categories }` (000 §3), the
 * group's name with the one category chosen in it.
 */
export const ZSelectedCategory = z
  .union([
    z.object({ id: zKey }),
    z.object({
      name: z.string().max(1000).optional(),
      categories: z.array(z.object({ id: zKey })).length(1),
    }),
  ])
  .transform((c) => ({ id: 'id' in c ? c.id : c.categories[0].id }));

/** A file the reporter is about to upload after the report is saved. */
export const ZAttachmentSummaryDraft = z.object({
  name: z.string().max(1000),
  size: z.number().int().min(0).optional(),
});

/** Report submission payload (spec 000 §3). `reportId` is the template's referenceId. */
export const ZReportSubmission = z.object({
  reportId: ZReferenceId.optional(),
  langKey: ZLangKey,
  organization: z.object({ id: zKey }),
  categoryId: zKey.nullable().optional(),
  selectedCategory: ZSelectedCategory.nullable().optional(),
  inputStatement: z
    .string()
    .max(REPORT_TEXT_MAX)
    .refine((s) => !isBlank(s), 'NotBlank'),
  reportName: zCharacters(LIMITS.reportNameMax).nullable().optional(),
  isSensitiveReport: z.boolean().default(false),
  categoryQuestionResponses: z.array(ZSubmittedResponse).max(500).default([]),
  preambleResponses: z.array(ZSubmittedResponse).max(500).default([]),
  password: z.string().max(1000),
  primaryEmail: ZNotificationEmail.nullable().optional(),
  attachments: z.array(z.unknown()).max(0).optional(),
  attachmentSummaries: z.array(ZAttachmentSummaryDraft).max(1000).default([]),
  isSubmitted: z.boolean().optional(),
});
export type TReportSubmission = z.input<typeof ZReportSubmission>;

export const ZReportSubmitted = z.object({ referenceId: z.string(), sequentialId: z.number().int() });
export type TReportSubmitted = z.infer<typeof ZReportSubmitted>;

// ---- Reporter sign-in ---------------------------------------------------------------

export const ZReportLookupQuery = z.object({ referenceId: ZReferenceId });
export const ZReportLookup = z.object({ exists: z.literal(true) });

/** Form body of `POST reporterapi/authentication`: username is the report ID. */
export const ZReporterLoginForm = z.object({
  username: ZReferenceId,
  password: z.string().min(1).max(1000),
  langKey: ZLangKey.optional(),
});
export const ZReporterLoginResult = z.object({ referenceId: z.string(), langKey: ZLangKey });
export type TReporterLoginResult = z.infer<typeof ZReporterLoginResult>;

// ---- Report detail (reporter view) ---------------------------------------------------

export const ZReportQuestionAnswer = z.object({ description: z.string(), value: z.string() });

export const ATTACHMENT_SOURCES = ['ORIGINAL_REPORT', 'REPORTER_ADDED', 'REVIEWER_ADDED'] as const;
export const ZReportAttachmentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  commentId: z.number().int().nullable(),
  createDate: zTime,
  attachmentSource: z.enum(ATTACHMENT_SOURCES),
});
export type TReportAttachmentSummary = z.infer<typeof ZReportAttachmentSummary>;

/** A comment as the reporter sees it; a deleted one has empty text and its deletion time. */
export const ZReporterComment = z.object({
  commentId: z.number().int(),
  commentText: z.string(),
  /**
   * When it was written: its place in the dialogue, which an edit or a deletion keeps (decision
   * 092). A view sealed before it was added has none until the report next changes.
   */
  createTime: zTime.optional(),
  updateTime: zTime,
  deleted: z.boolean(),
  reporterComment: z.boolean(),
  fromHotline: z.boolean(),
});
export type TReporterComment = z.infer<typeof ZReporterComment>;

/** A report text's machine translation (spec 001 §3), the same shape on both sides. */
export const ZReportTranslation = z.object({
  translatedText: z.string().nullable(),
  detectedLanguage: z.string().nullable(),
  detectedLanguageScore: z.number(),
});

export const ZReportDetail = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  orgName: z.string(),
  orgId: z.number().int(),
  statusId: z.number().int(),
  createTime: zTime,
  actionTime: zTime.nullable(),
  reviewedTime: zTime.nullable(),
  closedTime: zTime.nullable(),
  reportInput: z.string(),
  reportInputTranslation: ZReportTranslation.nullable(),
  reportQuestions: z.array(ZReportQuestionAnswer),
  reportAttachmentSummaries: z.array(ZReportAttachmentSummary),
  reportComments: z.array(ZReporterComment),
  notificationEmail: z.string().nullable(),
  typeId: z.number().int(),
  reportName: z.string().nullable(),
  categoryName: z.string(),
  reporterLockedOut: z.boolean(),
  reporterCommunicationEnabled: z.boolean(),
  reporterNotificationsEnabled: z.boolean(),
  isTranslatingEnabled: z.boolean(),
});
export type TReportDetail = z.infer<typeof ZReportDetail>;

// ---- Follow-up ----------------------------------------------------------------------

export const ZCommentPayload = z.object({
  commentText: z.string().max(COMMENT_TEXT_MAX),
  isQuestion: z.boolean().default(false),
  hidden: z.boolean().default(false),
  taggedReviewers: z.array(z.number().int()).default([]),
});
export type TCommentPayload = z.input<typeof ZCommentPayload>;
export const ZCommentCreated = z.object({ commentId: z.number().int() });

/** Change-password form (form fields or JSON). */
export const ZChangePassword = z.object({
  currentPassword: z.string().min(1).max(1000),
  newPassword: z.string().max(1000),
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** Text body of `PUT reporterapi/report/{id}/email-notification`; empty clears. */
export const ZEmailNotificationBody = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  ZNotificationEmail,
);
export const ZNotificationEmailResult = z.object({ notificationEmail: z.string().nullable() });

export const ZNotificationEmailQuery = z.object({
  login: ZReferenceId,
  email: z.string().max(1000).optional(),
});
export const ZNotificationEmailUpdate = z.object({
  password: z.string().min(1).max(1000),
  email: ZNotificationEmail.optional(),
});
export type TNotificationEmailUpdate = z.infer<typeof ZNotificationEmailUpdate>;
