/** Business constants and limits: spec 002 §9 and spec 000 §9. */

export const APP_VERSION = '2025.08';
export const BUILD_TAG = '20251029-12985-d4f6d65';
export const PRODUCT_NAME = 'Candor';

export const LANGUAGES = [
  'en',
  'fr',
  'es',
  'de',
  'ru',
  'tr',
  'zh',
  'kz',
  'hd',
  'pb',
  'pt',
  'my',
  'id',
  'ms',
  'ko',
  'si',
  'ch',
  'th',
  'ta',
  'tl',
  'vi',
  'nl',
  'au',
  'jp',
  'it',
  'pj',
  'sv',
] as const;
export type LangKey = (typeof LANGUAGES)[number];
export const HOTLINE_LANGUAGES = ['en', 'fr', 'es'] as const satisfies readonly LangKey[];
export const ENGLISH_ONLY = ['en'] as const satisfies readonly LangKey[];
export const DATE_PICKER_LANGUAGES = ['en', 'fr', 'es', 'de', 'ru', 'tr', 'zh', 'pt', 'pb'] as const;

export const AUTHORITIES = {
  ADMIN: 'ROLE_ADMIN',
  USER: 'ROLE_USER',
  ANONYMOUS: 'ROLE_ANONYMOUS',
  CLIENT_ADMIN: 'ROLE_CLIENT_ADMIN',
  CONNECTS_ADMIN: 'ROLE_CONNECTS_ADMIN',
  HOTLINE_AGENT: 'ROLE_HOTLINE_AGENT',
  IMPORT: 'ROLE_IMPORT',
  MASTER_REVIEWER: 'ROLE_MASTER_REVIEWER',
  STATISTICS: 'ROLE_STATISTICS',
  TRANSCRIBER: 'ROLE_TRANSCRIBER',
  REPORTER: 'ROLE_REPORTER',
} as const;
export type Authority = (typeof AUTHORITIES)[keyof typeof AUTHORITIES];
export const AUTHORITY_LIST = Object.values(AUTHORITIES) as Authority[];

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'LOCKED', 'ERROR'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_TYPES = ['MASTER_REVIEWER', 'DELEGATE', 'CONNECTS_ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const REPORT_STATUS = {
  NEW: 1,
  CLOSE: 2,
  UPDATED: 3,
  REVIEW: 4,
  ADDITIONAL: 5,
  INVESTIGATION: 6,
  REVIEWED: 7,
  RESPONDED: 8,
} as const;
export type ReportStatusId = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

export const REPORT_METHOD = {
  WEB: 1,
  PHONE: 2,
  HOTLINE: 3,
  CLIENT_TRANSCRIBED: 4,
  PROVIDER_TRANSCRIBED: 5,
} as const;

/** The message-key name of each report method (`…method.web`, `…method.hotline`). */
export const REPORT_METHOD_KEYS: Record<number, string> = {
  [REPORT_METHOD.WEB]: 'web',
  [REPORT_METHOD.PHONE]: 'phone',
  [REPORT_METHOD.HOTLINE]: 'hotline',
  [REPORT_METHOD.CLIENT_TRANSCRIBED]: 'clientTranscribed',
  [REPORT_METHOD.PROVIDER_TRANSCRIBED]: 'providerTranscribed',
};

export const PRIORITY = { NORMAL: 1, HIGH: 2 } as const;

export const DEFAULT_CATEGORY_ID = 13;
export const SENSITIVE_CATEGORY_ID = 109;

export const LIMITS = {
  defaultSessionTimeoutSeconds: 3600,
  idleMarginSeconds: 10,
  idleDebounceMs: 250,
  idleWarningMs: 60_000,
  keepAliveMs: 60_000,
  submissionRetries: 3,
  submissionRetryDelayMs: 5000,
  reportLinkValidityMs: 300_000,
  loadingOverlayDelayMs: 200,
  topBannerReappearMs: 30 * 24 * 3600 * 1000,
  bottomBannerReappearMs: 24 * 3600 * 1000,
  passwordMin: 8,
  passwordMax: 64,
  generatedPasswordLength: 12,
  passwordServerCheckAbove: 7,
  securityAnswerLength: 6,
  reportNameMax: 50,
  savedViewNameMax: 45,
  emailMax: 100,
  orgSearchMin: 3,
  /** The involved-individual form's employee lookup (spec 001 §5). */
  employeeLookupMin: 3,
  typeAheadDebounceMs: 500,
  /** The administration's type-ahead searches (organizations, users, category access). */
  adminSearchMax: 100,
  attachmentNameMax: 200,
  attachmentMaxBytes: 20_971_520,
  attachmentMaxCount: 25,
  /** A user import file: its size and the users it may hold. */
  userImportMaxBytes: 262_144,
  userImportMaxRows: 500,
  scheduledCloseMinDays: 1,
  scheduledCloseMaxDays: 90,
  scheduledCloseDefaultDays: 15,
  staffLoginMaxFailures: 5,
  reporterLoginMaxFailures: 5,
  reporterLockMs: 3600 * 1000,
  emailRetentionDays: 90,
  notificationPollMs: 180_000,
  summaryTimeoutMs: 180_000,
  orgAdminPageSize: 20,
  /** The largest page the administration lists serve. */
  orgAdminPageMax: 200,
  categoryAccessPageSize: 12,
  hotlineCommentRows: 4,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const REPORT_STEP = { report: 1, category: 2, additionalInformation: 3 } as const;

/** Report IDs: 12 characters of the look-alike-free alphabet (DESIGN §10). */
export const REPORT_ID_LENGTH = 12;

/** Report text: required, non-blank, at most 50 000 characters. */
export const REPORT_TEXT_MAX = 50_000;
/** A comment from the reporter: non-blank, at most 10 000 characters. */
export const COMMENT_TEXT_MAX = 10_000;
/** One answer to a question. */
export const ANSWER_VALUE_MAX = 4000;
export const ORG_SEARCH_MAX_RESULTS = 50;

/** The header of a submission's idempotency key (decision 038). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
