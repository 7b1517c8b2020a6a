/** Summary reports and the reviewer access report (spec 001 §7 "Summaries and access report"). */
import {
  ZCategoryAccess,
  ZCategorySummary,
  ZCategorySummaryQuery,
  ZOrganizationReviewers,
  ZOrgSummary,
  ZPrintReviewerAccess,
  ZReviewerAccessQuery,
  ZSummaryQuery,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createReportSummaryService } from './report-summary.service.ts';
import { createReviewerAccessService } from './reviewer-access.service.ts';

export async function reportSummaryRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const access = createReportAccess(ctx);
  const summaries = createReportSummaryService({ db: ctx.db, access });
  const reviewerAccess = createReviewerAccessService({ db: ctx.db, access });

  app.get('/api/report-summary/org-summary', {
    config: REVIEWER,
    schema: { querystring: ZSummaryQuery, response: { 200: ZOrgSummary } },
    handler: (req) => summaries.organizations(req.session!.user!, req.query.langKey),
  });

  app.get('/api/report-summary/category-summary', {
    config: REVIEWER,
    schema: { querystring: ZCategorySummaryQuery, response: { 200: ZCategorySummary } },
    handler: (req) => summaries.categories(req.session!.user!, req.query.langKey, req.query.orgId),
  });

  app.get('/api/users/reviewer/org', {
    config: REVIEWER,
    schema: { querystring: ZReviewerAccessQuery, response: { 200: ZOrganizationReviewers } },
    handler: (req) => {
      const user = req.session!.user!;
      return reviewerAccess.organizations(user, req.query.langKey ?? user.langKey);
    },
  });

  app.get('/api/users/reviewer/org/category-authorizations', {
    config: REVIEWER,
    schema: { querystring: ZSummaryQuery, response: { 200: ZCategoryAccess } },
    handler: (req) => reviewerAccess.categories(req.session!.user!, req.query.langKey),
  });

  app.post('/api/reviewer/print-reviewer-access', {
    config: REVIEWER,
    schema: { response: { 200: ZPrintReviewerAccess } },
    handler: (req) => reviewerAccess.printed(req.session!.user!),
  });
}
