/**
 * Category access (spec 002 §2 "Category access", §7): which report categories a reviewer of an
 * organization holds, the organization's users for that screen, and the warnings a client
 * admin gets about his organizations (decision 046).
 */
import { z } from 'zod';
import { LIMITS, USER_STATUSES } from '../constants.ts';
import { commaList, ZLangKey, ZPageQuery, zId, zPage, zQueryBool, zSortParam } from './common.ts';

export const ZCategoryAccessOrgParams = z.object({ id: zId });
export const ZCategoryAccessUserParams = z.object({ id: zId });

/** `GET api/connects-admin/user/{id}/category?orgId&langKey&includeUnauthorized` */
export const ZUserCategoriesQuery = z.object({
  orgId: zId,
  langKey: ZLangKey.default('en'),
  includeUnauthorized: zQueryBool.default(false),
});

/** `PUT api/connects-admin/user/{id}/category?orgId` */
export const ZUserCategoriesSaveQuery = z.object({ orgId: zId });

const ZCategoryIds = z.array(z.number().int().positive().max(2_147_483_647)).max(1000);

/**
 * The categories the user is to hold among those the organization offers; the others stay as they
 * are. With `previous` (the ids the screen loaded), only the screen's own changes, `categories`
 * against `previous`, are applied to what the user holds now (decision 101).
 */
export const ZUserCategoriesSave = z.object({
  categories: ZCategoryIds,
  previous: ZCategoryIds.optional(),
});
export type TUserCategoriesSave = z.infer<typeof ZUserCategoriesSave>;

/** `GET api/connects-admin/organization/{id}/authorizations?categoryIds=13,109` */
export const ZAuthorizationsQuery = z.object({
  // Comma-separated, or the parameter repeated (`categoryIds=13&categoryIds=109`).
  categoryIds: commaList(
    z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Pattern')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .pipe(z.array(z.number().int().positive().max(2_147_483_647))),
  ),
});

export const ZCategoryAuthorization = z.object({ categoryId: z.number().int(), isActive: z.boolean() });
/** One user reaching the organization who holds one of the asked categories; `active`: the user himself is active. */
export const ZUserCategoryAuthorization = z.object({
  userId: z.number().int(),
  active: z.boolean(),
  categoryAuthorizations: z.array(ZCategoryAuthorization),
});
export const ZUserCategoryAuthorizations = z.array(ZUserCategoryAuthorization);
export type TUserCategoryAuthorization = z.infer<typeof ZUserCategoryAuthorization>;

export const CATEGORY_USER_SORT_FIELDS = ['firstName', 'lastName', 'login'] as const;

/** `GET api/connects-admin/organization/{id}/category-user?page&size&sort&searchText&organizations=parent` */
export const ZCategoryUserQuery = ZPageQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(LIMITS.categoryAccessPageSize),
  sort: zSortParam(CATEGORY_USER_SORT_FIELDS, 'firstName,asc'),
  searchText: z.string().trim().max(LIMITS.adminSearchMax).optional(),
  /** `parent`: the users of the organizations above it as well, who reach it too. */
  organizations: z.enum(['parent']).optional(),
});
export type TCategoryUserQuery = z.infer<typeof ZCategoryUserQuery>;

export const ZCategoryUser = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  legacyUserId: z.string(),
  userStatus: z.enum(USER_STATUSES),
  userType: z.string().nullable(),
  /** Whether the user counts as active for category access (ACTIVE or only locked out for a while). */
  active: z.boolean(),
  primaryOrganizationId: z.number().int().nullable(),
  primaryOrganizationName: z.string().nullable(),
  /** The categories the user holds an authorization for (active or not). */
  categoryIds: z.array(z.number().int()),
});
export type TCategoryUser = z.infer<typeof ZCategoryUser>;
export const ZCategoryUserPage = zPage(ZCategoryUser);
export type TCategoryUserPage = z.infer<typeof ZCategoryUserPage>;

export const WARNING_TYPES = ['MISSING_REVIEWERS', 'DEFAULT_CATEGORY_ISSUE'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

/** A category of the organization with too few active reviewers, or the default category's holders. */
export const ZWarningDetail = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  reviewerCount: z.number().int(),
  adminCount: z.number().int().optional(),
});
export const ZWarning = z.object({
  type: z.enum(WARNING_TYPES),
  organizationId: z.number().int(),
  organizationName: z.string(),
  warningDetails: z.array(ZWarningDetail),
});
export const ZWarnings = z.array(ZWarning);
export type TWarning = z.infer<typeof ZWarning>;

/** `GET api/warning?langKey` */
export const ZWarningQuery = z.object({ langKey: ZLangKey.default('en') });

/** Fewer active reviewers than this in a category the organization offers is a MISSING_REVIEWERS warning. */
export const MIN_REVIEWERS_PER_CATEGORY = 2;

/** Audit data keys of CHANGE_CATEGORY_ACCESS (comma-separated category names, shown as badges). */
export const CATEGORY_ACCESS_AUDIT_KEYS = { added: 'addedCategories', removed: 'removedCategories' } as const;
