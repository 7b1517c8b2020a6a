/** The reviewer's overview calls (spec 001 §7 "Session and preferences", "Overview and notifications"). */
import {
  ZDefaultView,
  ZDefaultViewQuery,
  ZNewAndUpdatedQuery,
  ZQuickLink,
  ZReportLookupTypeQuery,
  ZReviewerReportList,
  ZReviewerReportPage,
  ZUiPreferences,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createOverviewService } from './overview.service.ts';

export async function overviewRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createOverviewService({ db: ctx.db, codec: ctx.codec, access: createReportAccess(ctx) });

  // The session is read in the list's own statement (decision 042); a call signed in by API key has it already.
  app.get('/api/reviewer/reports/new-and-updated', {
    config: { ...REVIEWER, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { querystring: ZNewAndUpdatedQuery, response: { 200: ZReviewerReportPage } },
    handler: async (req, reply) => {
      const found =
        req.pendingSessionHash === null
          ? undefined
          : await service.sessionAndNewAndUpdated(req.pendingSessionHash, req.query);
      await base.sessions.settle(req, reply, found?.session);
      return service.newAndUpdated(req.session!.user!, req.query, found?.page);
    },
  });

  app.get('/api/reviewer/report', {
    config: REVIEWER,
    schema: { querystring: ZReportLookupTypeQuery, response: { 200: ZReviewerReportList } },
    handler: (req) => service.lookup(req.session!.user!, req.query.lookupType, req.query.langKey),
  });

  app.get('/api/users/reviewer/ui-preferences', {
    config: REVIEWER,
    schema: { response: { 200: ZUiPreferences } },
    handler: (req) => service.preferences(req.session!.user!),
  });

  app.post('/api/users/reviewer/ui-preferences', {
    config: REVIEWER,
    schema: { body: ZUiPreferences, response: { 200: ZUiPreferences } },
    handler: (req) => service.savePreferences(req.session!.user!, req.body),
  });

  app.get('/api/users/reviewer/ui-preferences/default-view', {
    config: REVIEWER,
    schema: { response: { 200: ZDefaultView } },
    handler: (req) => service.defaultView(req.session!.user!),
  });

  app.post('/api/users/reviewer/ui-preferences/default-view', {
    config: REVIEWER,
    schema: { querystring: ZDefaultViewQuery, response: { 200: ZDefaultView } },
    handler: (req) => service.setDefaultView(req.session!.user!, req.query.name),
  });

  app.post('/api/users/reviewer/ui-preferences/quick-link', {
    config: REVIEWER,
    schema: { body: ZQuickLink, response: { 200: ZQuickLink } },
    handler: (req) => service.leaveQuickLink(req.session!.user!, req.body),
  });

  /** Taking the marker removes it, so a POST: it changes state. */
  app.post('/api/users/reviewer/ui-preferences/quick-link/take', {
    config: REVIEWER,
    schema: { response: { 200: ZQuickLink } },
    handler: (req) => service.takeQuickLink(req.session!.user!),
  });
}
