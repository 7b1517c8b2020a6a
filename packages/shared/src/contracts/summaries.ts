/**
 * Summary reports and the reviewer access report (spec 001 §3 "Summaries", "Reviewer access
 * entries"; §7 "Summaries and access report").
 */
import { z } from 'zod';
import { ZLangKey, zId } from './common.ts';

export const ZSummaryQuery = z.object({ langKey: ZLangKey.default('en') });
/** Spec 001 §7 gives `api/users/reviewer/org` no language: without one, the user's own. */
export const ZReviewerAccessQuery = z.object({ langKey: ZLangKey.optional() });
export const ZCategorySummaryQuery = ZSummaryQuery.extend({
  orgId: zId.optional(),
});

/** Reports per status id (keys are status ids as text, as JSON objects have them). */
export const ZStatusIdCountMap = z.record(z.string().regex(/^\d+$/), z.number().int().min(0));
export type TStatusIdCountMap = z.infer<typeof ZStatusIdCountMap>;

export const ZOrgSummaryEntry = z.object({
  orgSummaryEntry: z.object({
    id: z.number().int(),
    name: z.string(),
    parentChain: z.string(),
    /** The row that adds up the organization and every organization under it. */
    rollupOrg: z.boolean(),
    phantom: z.boolean(),
    isHiddenOrg: z.boolean(),
    /** Depth below the user's highest organization: the row is indented 0.75 rem per generation. */
    generation: z.number().int().min(0),
  }),
  statusIdCountMap: ZStatusIdCountMap,
});
export type TOrgSummaryEntry = z.infer<typeof ZOrgSummaryEntry>;
export const ZOrgSummary = z.array(ZOrgSummaryEntry);

export const ZCategorySummaryEntry = z.object({
  category: z.object({ id: z.number().int(), name: z.string(), parentCategoryId: z.number().int().nullable() }),
  statusIdCountMap: ZStatusIdCountMap,
});
export type TCategorySummaryEntry = z.infer<typeof ZCategorySummaryEntry>;
export const ZCategorySummary = z.array(ZCategorySummaryEntry);

/** `GET api/users/reviewer/org`: the reviewers of each organization the user reaches. */
export const ZAccessReviewer = z.object({
  name: z.string(),
  login: z.string(),
  sendEmail: z.boolean(),
  email: z.string(),
  phone: z.string().nullable(),
  delegate: z.boolean(),
  programAdmin: z.boolean(),
});
export type TAccessReviewer = z.infer<typeof ZAccessReviewer>;
export const ZOrganizationReviewers = z.array(
  z.object({
    orgId: z.number().int(),
    orgName: z.string(),
    generation: z.number().int(),
    reviewers: z.array(ZAccessReviewer),
  }),
);
export type TOrganizationReviewers = z.infer<typeof ZOrganizationReviewers>;

/** `GET api/users/reviewer/org/category-authorizations`: who reviews each category. */
export const ZCategoryAccess = z.array(
  z.object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    masterReviewers: z.array(z.string()),
    authorizedReviewers: z.array(z.string()),
  }),
);
export type TCategoryAccess = z.infer<typeof ZCategoryAccess>;

/** `POST api/reviewer/print-reviewer-access`: the print is recorded; the browser prints the page. */
export const ZPrintReviewerAccess = z.object({ printedAt: z.iso.datetime() });
