/** The report search calls (spec 001 §7 "Report search"): results, filters, saved views, export. */
import {
  ZAvailableFilters,
  ZCategoryFilter,
  ZCategoryFilterQuery,
  ZDeleteViewsQuery,
  ZFlexFieldQuestions,
  ZLangKeyQuery,
  ZSavedView,
  ZSavedViews,
  ZSearchExportBody,
  ZSearchExportFileQuery,
  ZSearchExportQuery,
  ZSearchFilter,
  ZSearchPage,
  ZSearchQuery,
} from '@candor/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { ALERT, REVIEWER } from '../reports/route-config.ts';
import { createReportSearchService } from './report-search.service.ts';
import { createSearchExportService, type ExportFile } from './search-export.service.ts';

export async function reportSearchRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const access = createReportAccess(ctx);
  const search = createReportSearchService({ db: ctx.db, codec: ctx.codec, access });
  const exports = createSearchExportService({ db: ctx.db, codec: ctx.codec, access, search });

  app.post('/api/reviewer/report-search-results', {
    config: REVIEWER,
    serializerCompiler: checkedSerializer,
    schema: { querystring: ZSearchQuery, body: ZSearchFilter, response: { 200: ZSearchPage } },
    handler: (req) => search.search(req.session!.user!, req.query, req.body),
  });

  app.get('/api/reviewer/report-search/available-filters', {
    config: REVIEWER,
    schema: { querystring: ZLangKeyQuery, response: { 200: ZAvailableFilters } },
    handler: (req) => search.availableFilters(req.session!.user!, req.query.langKey),
  });

  app.get('/api/organization/flex-field-questions', {
    config: REVIEWER,
    schema: { querystring: ZLangKeyQuery, response: { 200: ZFlexFieldQuestions } },
    handler: (req) => search.flexFieldQuestions(req.session!.user!, req.query.langKey),
  });

  app.get('/api/reviewer/report-search/category-filter-by-orgs', {
    config: REVIEWER,
    schema: { querystring: ZCategoryFilterQuery, response: { 200: ZCategoryFilter } },
    handler: (req) =>
      search.categoriesOfOrgs(req.session!.user!, req.query.orgIds?.split(',').map(Number), req.query.langKey),
  });

  app.get('/api/reviewer/report-search-view-filters', {
    config: REVIEWER,
    schema: { response: { 200: ZSavedViews } },
    handler: (req) => search.views(req.session!.user!),
  });

  app.post('/api/reviewer/report-search', {
    config: REVIEWER,
    schema: { body: ZSavedView, response: { 200: ZSavedView } },
    handler: (req) => search.saveView(req.session!.user!, req.body),
  });

  app.delete('/api/reviewer/report-search-view-filters', {
    config: REVIEWER,
    schema: { querystring: ZDeleteViewsQuery },
    handler: async (req, reply) => {
      await search.deleteViews(req.session!.user!, req.query.names);
      return reply.header(ALERT, 'feedback.reportSearch.deleteReportSearchFilterViews.success').code(204).send();
    },
  });

  app.post('/api/reviewer/report-search/export', {
    config: REVIEWER,
    schema: { querystring: ZSearchExportQuery, body: ZSearchExportBody },
    handler: async (req, reply) => sendFile(reply, await exports.export(req.session!.user!, req.query, req.body)),
  });

  app.get('/api/reviewer/report-search/export', {
    config: REVIEWER,
    schema: { querystring: ZSearchExportFileQuery },
    handler: async (req, reply) => sendFile(reply, await exports.reread(req.session!.user!, req.query.filename)),
  });
}

const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .headers({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.stream);
