import { z } from 'zod';
import { isPageOfThisApp } from '../rules/page-after-sign-in.ts';
import { ZLangKey } from './common.ts';

/** The single-sign-on path's query: the page of this app to come back to once signed in (decision 141). */
export const ZSignInStartQuery = z.object({
  page: z.string().refine(isPageOfThisApp, { message: 'Pattern' }).optional(),
});

export const ZAccountOrganization = z.object({ id: z.number().int(), name: z.string() });

/** Session account (spec 000 §3). */
export const ZAccount = z.object({
  activated: z.boolean(),
  authorities: z.array(z.string()),
  id: z.number().int().nullable(),
  login: z.string().nullable(),
  langKey: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userTimeout: z.number().int().nullable(),
  organizations: z.array(ZAccountOrganization),
  dashboardEnabled: z.boolean(),
  delegateReviewer: z.boolean(),
  landingPage: z.string().nullable(),
  programAdmin: z.boolean(),
  reviewerApiKeyGenerationEnabled: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZCaseManagementUserDetails = z.object({
  userId: z.number().int(),
  login: z.string(),
  legacyUserId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.string().nullable(),
  userStatus: z.string(),
  programAdmin: z.boolean(),
  delegateReviewer: z.boolean(),
  clientAdmin: z.boolean(),
  primaryOrganization: ZAccountOrganization.nullable(),
  organizations: z.array(ZAccountOrganization),
  categoryIds: z.array(z.number().int()),
  sensitiveReportsAccess: z.boolean(),
});
export type TCaseManagementUserDetails = z.infer<typeof ZCaseManagementUserDetails>;

/** Form body of both sign-in calls. */
export const ZLoginForm = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const ZLangPref = ZLangKey;

export const ZLoginFailure = z.object({
  message: z.string(),
  status: z.literal(401),
  numberOfLoginAttemptsLeft: z.number().int().min(0).optional(),
});

/** `POST api/users/reset-api-key` (spec 001 §3 "API key model"): the new key, shown once. */
export const ZApiKey = z.object({ newApiKey: z.string() });
export type TApiKey = z.infer<typeof ZApiKey>;
