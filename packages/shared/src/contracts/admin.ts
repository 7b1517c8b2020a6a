import { z } from 'zod';
import { LIMITS, USER_STATUSES, USER_TYPES } from '../constants.ts';
import { isPasswordValid } from '../rules/password.ts';
import { ZLangKey, ZPageQuery, zId, zPage, zSortParam } from './common.ts';
import { zName } from './reviewer.ts';

/** A user as the administrator screens show it (spec 002 §3 "User"). */
export const ZAdminUser = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activated: z.boolean(),
  langKey: z.string(),
  authorities: z.array(z.string()),
  userStatus: z.enum(USER_STATUSES),
  userType: z.string().nullable(),
  programAdmin: z.boolean(),
  primaryOrganizationId: z.number().int().nullable(),
  legacyUserId: z.string(),
  /** Whether the user has set up two-step verification: only then may a connects admin reset it. */
  twoFactorEnrolled: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** The answer of the user actions (activate, deactivate, reset password, unlock). */
export const ZUserOperationResult = z.object({
  successful: z.boolean(),
  updatedUser: ZAdminUser.nullable(),
  errorKeys: z.array(z.string()),
});
export type TUserOperationResult = z.infer<typeof ZUserOperationResult>;

const MAX_ID = 2_147_483_647;

/** Path of the user actions: the user's id. */
export const ZUserIdParams = z.object({ id: zId });

/** Path of the organization calls: the organization's id. */
export const ZOrganizationIdParams = z.object({ id: zId });

/** Free text of the administrator searches. */
const ZSearchText = z.string().trim().max(LIMITS.adminSearchMax).optional();

/** The organization admin pages hold 20 rows (spec 002 §9). */
const adminPage = {
  ...ZPageQuery.shape,
  size: z.coerce.number().int().min(1).max(LIMITS.orgAdminPageMax).default(LIMITS.orgAdminPageSize),
};

/** `GET api/connects-admin/organization?langKey&searchText&page&size&sort` (spec 002 §7). */
export const ZAdminOrganizationQuery = z.object({
  ...adminPage,
  sort: zSortParam(['name', 'id']),
  langKey: ZLangKey.optional(),
  searchText: ZSearchText,
});

export const ZAdminOrganizationGetQuery = z.object({ langKey: ZLangKey.optional() });

/** An organization in the administrator area (spec 002 §3 "Organization"). */
export const ZAdminOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Ancestor ids from the root down, separated by `--` (or `-`). */
  parentChain: z.string(),
  parentId: z.number().int().nullable(),
  phantom: z.boolean(),
  hidden: z.boolean(),
  snc: z.boolean(),
  /** Indentation of the organization in tree lists, in pixels: its depth below the list's top. */
  paddingLeft: z.number().int(),
  remoteOrg: z.boolean(),
  remoteDomain: z.string().nullable(),
});
export type TAdminOrganization = z.infer<typeof ZAdminOrganization>;
export const ZAdminOrganizationPage = zPage(ZAdminOrganization);
export type TAdminOrganizationPage = z.infer<typeof ZAdminOrganizationPage>;

/** `GET api/connects-admin/organization/{id}/user?page&size&sort&include=status&searchText`. */
export const ZOrganizationUserQuery = z.object({
  ...adminPage,
  sort: zSortParam(['login', 'firstName', 'lastName', 'email', 'legacyUserId']),
  include: z.literal('status').optional(),
  searchText: ZSearchText,
});

/** A row of an organization's user list (spec 002 §3 "Connects-admin user list item", with names). */
export const ZAdminUserListItem = z.object({
  id: z.number().int(),
  legacyUserId: z.string(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.string().nullable(),
  /** With `include=status` only. */
  status: z.enum(USER_STATUSES).optional(),
});
export type TAdminUserListItem = z.infer<typeof ZAdminUserListItem>;
export const ZAdminUserListPage = zPage(ZAdminUserListItem);
export type TAdminUserListPage = z.infer<typeof ZAdminUserListPage>;

/** `GET api/connects-admin/connects-admin-user?page&size&sort`. */
export const ZConnectsAdminUserQuery = z.object({
  ...adminPage,
  sort: zSortParam(['login', 'legacyUserId']),
});

/** `GET api/connects-admin/user?legacyUserId=…`: a user is loaded by the last segment of its page's address (decision 043). */
export const ZUserLookupQuery = z.object({ legacyUserId: z.string().trim().min(1).max(50) });

/** Login names: letters, digits and `. _ @ -`, as sign-in and single sign-on accept them. */
export const LOGIN_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** `POST api/connects-admin/user` and `PUT api/connects-admin/user/{id}`: the fields an administrator sets. */
export const ZUserForm = z.object({
  login: z.string().trim().min(1).max(50).regex(LOGIN_PATTERN),
  email: z.email().max(LIMITS.emailMax),
  firstName: zName(50),
  lastName: zName(50),
  langKey: ZLangKey.default('en'),
  /** None only for a user who has none: a platform, hotline, transcription, import or statistics user, whose roles decide. */
  userType: z.enum(USER_TYPES).nullable(),
  programAdmin: z.boolean().default(false),
  /** The organization the user is created in; none for a platform admin user. */
  primaryOrganizationId: z.number().int().positive().max(MAX_ID).nullable().default(null),
});
export type TUserForm = z.input<typeof ZUserForm>;

/** `GET api/connects-admin/audit?page&size&sort=auditEventDate,{direction}`. */
export const ZAuditQuery = z.object({
  ...ZPageQuery.shape,
  sort: zSortParam(['auditEventDate'], 'auditEventDate,desc'),
});

/** The case actions whose audit event is `REPORT_<action>`, each also in the report's reviewer log. */
export const REPORT_AUDIT_ACTIONS = [
  'PRIORITY',
  'NAME',
  'MOVED',
  'CLOSE_SCHEDULED',
  'CLOSE_SCHEDULE_CANCELLED',
  'CLOSED',
  'DELEGATED',
  'LINKED',
  'UNLINKED',
  'WATCH',
  'UNWATCH',
  'PRINT',
  'PREVIEW',
  'EXPORT_CSV',
  'EXPORT_EXCEL',
] as const;
export type ReportAuditAction = (typeof REPORT_AUDIT_ACTIONS)[number];

/** Every event a report's logs hold: the case actions and the others. Each reads as a sentence, `reviewer.log.<type>`. */
export const REPORT_LOG_TYPES = [
  ...REPORT_AUDIT_ACTIONS,
  'VIEWED',
  'REPORTER_LOGIN',
  'REPORTER_COMMENT',
  'REPORTER_ATTACHMENT',
  'SCHEDULED_CLOSE_RUN',
  'COMMENT_EDITED',
  'COMMENT_DELETED',
  'ATTACHMENT_DELETED',
  'FLEX_FIELDS',
  'INVOLVED_INDIVIDUAL_ADDED',
  'INVOLVED_INDIVIDUAL_DELETED',
] as const;
export type ReportLogType = (typeof REPORT_LOG_TYPES)[number];

/** Every audit event type the application writes: spec 002 §3's, the account's and the case actions'. */
export const AUDIT_EVENT_TYPES = [
  'CREATE_USER',
  'UPDATE_USER',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
  'UNLOCK_USER',
  'RESET_PASSWORD',
  'CHANGE_CATEGORY_ACCESS',
  'CHANGE_PASSWORD',
  'LOCK_USER',
  'PROFILE_UPDATE',
  'PASSWORD_RESET_REQUEST',
  'API_KEY_RESET',
  'TWO_FACTOR_ENROLLED',
  'TWO_FACTOR_RECOVERY_CODE_USED',
  'RESET_TWO_FACTOR',
  'REPORT_SEARCH_EXPORT',
  'PRINT_REVIEWER_ACCESS',
  'REPORT_STATISTICS_EXPORT',
  ...REPORT_AUDIT_ACTIONS.map((a) => `REPORT_${a}` as const),
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** An audit event (spec 002 §3). */
export const ZAuditEvent = z.object({
  id: z.number().int(),
  auditEventType: z.string(),
  actorId: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  auditEventDate: z.string(),
  data: z.record(z.string(), z.string()),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
export const ZAuditPage = zPage(ZAuditEvent);
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** The user actions of spec 002 §7, each with its audit event type. */
export const USER_ACTIONS = {
  activate: 'ACTIVATE_USER',
  deactivate: 'DEACTIVATE_USER',
  'reset-password': 'RESET_PASSWORD',
  unlock: 'UNLOCK_USER',
} as const;
export type UserAction = keyof typeof USER_ACTIONS;

/**
 * Each action's name in its message keys: its button's `connectsAdmin.user.actions.{name}`, and its
 * alert's `connectsAdmin.actions.{name}.success`.
 */
export const USER_ACTION_KEYS: Record<UserAction, string> = {
  activate: 'activate',
  deactivate: 'deactivate',
  'reset-password': 'resetPassword',
  unlock: 'unlock',
};

/** The actions offered for each status (spec 002 §2 "User list and user page"). */
export const ACTIONS_BY_STATUS: Record<(typeof USER_STATUSES)[number], readonly UserAction[]> = {
  ACTIVE: ['deactivate', 'reset-password'],
  INACTIVE: ['activate'],
  LOCKED: ['unlock'],
  ERROR: [],
};

/** `POST api/account/reset-password/finish`: the one-time key of the emailed link and the new password. */
const zResetKey = z.string().min(1).max(100);
/** `GET api/account/reset-password/check?key=…`: whether an emailed link still works (decision 110). */
export const ZPasswordResetCheck = z.object({ key: zResetKey });
export const ZPasswordResetFinish = z.object({
  key: zResetKey,
  newPassword: z
    .string()
    .min(LIMITS.passwordMin)
    .max(LIMITS.passwordMax)
    .refine(isPasswordValid, { message: 'Pattern' }),
});
export type TPasswordResetFinish = z.infer<typeof ZPasswordResetFinish>;
