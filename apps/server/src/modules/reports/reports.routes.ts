/** The reviewer's calls of spec 001 §7 "Report details" (prefix `api`). */
import {
  ZAiSummary,
  ZCheckReport,
  ZCheckReportQuery,
  ZExportSingleQuery,
  ZPrintQuery,
  ZReportExportQuery,
  ZReportPathParams,
  ZReviewerReportDetail,
  ZReviewerReportQuery,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { downloadHeaders } from '../../lib/download-headers.ts';
import { createFollowUpService } from '../reporting/follow-up.service.ts';
import { createSummariesService } from '../summaries/summaries.service.ts';
import { caseActionRoutes } from './case-actions.routes.ts';
import { createCaseActionsService } from './case-actions.service.ts';
import { createCaseRecordsService } from './case-records.service.ts';
import { createDialogueService } from './dialogue.service.ts';
import { helpDocumentRoutes } from './help-documents.routes.ts';
import { createReportAccess } from './report-access.service.ts';
import { createReportDetailService } from './report-detail.service.ts';
import { createReportOutputService } from './report-output.service.ts';
import { withTranslation } from './report-translation.ts';
import { REVIEWER } from './route-config.ts';

export async function reportsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, codec } = ctx;
  const access = createReportAccess({ db, codec });
  const summaries = createSummariesService(ctx.config);
  const details = createReportDetailService({ db, codec, summaries });
  const output = createReportOutputService({ db, codec, access, details, summaries });
  await caseActionRoutes(app, {
    actions: createCaseActionsService({ db, codec, access }),
    records: createCaseRecordsService({ db, codec, access }),
    dialogue: createDialogueService({ db, codec, access }),
    hotlineComment: createFollowUpService({ db, codec }).comment,
  });
  await helpDocumentRoutes(app, { db });

  // The session is read in the view's own statement (decision 042); a call signed in by API key has it already.
  app.get('/api/reviewer/report/:id', {
    config: { ...REVIEWER, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { params: ZReportPathParams, querystring: ZReviewerReportQuery, response: { 200: ZReviewerReportDetail } },
    handler: async (req, reply) => {
      const { id } = req.params;
      const found = req.pendingSessionHash === null ? undefined : await details.sessionView(req.pendingSessionHash, id);
      await base.sessions.settle(req, reply, found?.session);
      const { langKey, isRefresh = false } = req.query;
      return withTranslation(
        await details.detail(req.session!.user!, id, langKey, isRefresh, found?.view),
        summaries,
        langKey,
      );
    },
  });

  app.get('/api/check-report', {
    config: REVIEWER,
    schema: { querystring: ZCheckReportQuery, response: { 200: ZCheckReport } },
    handler: (req) => access.check(req.session!.user!, req.query.referenceId),
  });

  app.post('/api/reports/:id/summary', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, response: { 200: ZAiSummary } },
    handler: (req) => output.summary(req.session!.user!, req.params.id),
  });

  app.post('/api/report/:id/print', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, querystring: ZPrintQuery, response: { 200: ZReviewerReportDetail } },
    handler: (req) => output.print(req.session!.user!, req.params.id, req.query.printAction, req.query.langKey),
  });

  app.get('/api/reviewer/report-search/export-single', {
    config: REVIEWER,
    schema: { querystring: ZExportSingleQuery },
    handler: async (req, reply) => {
      const file = await output.csv(req.session!.user!, req.query.referenceId, req.query.langKey, req.query.timeZone);
      return reply.headers(downloadHeaders('text/csv; charset=utf-8', file.fileName)).send(file.content);
    },
  });

  app.get('/api/reviewer/report/:id/export-excel', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, querystring: ZReportExportQuery },
    handler: async (req, reply) => {
      const file = await output.excel(req.session!.user!, req.params.id, req.query.langKey, req.query.timeZone);
      const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return reply.headers(downloadHeaders(xlsx, file.fileName)).send(file.content);
    },
  });
}
