/** The reviewer's dashboard calls (spec 001 §7 "Dashboard"; built in, decision 059). */
import { ZDashboard, ZDashboardConfiguration, ZDashboardExportQuery, ZDashboardQuery } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { downloadHeaders } from '../../lib/download-headers.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createDashboardService } from './dashboard.service.ts';
import { DASHBOARD_FILES, dashboardFile } from './dashboard-export.ts';

export async function dashboardRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createDashboardService({ db: ctx.db });

  app.get('/api/reviewer/powerbi-embedded-configuration', {
    config: REVIEWER,
    schema: { response: { 200: ZDashboardConfiguration } },
    handler: (req) => service.configuration(req.session!.user!),
  });

  app.get('/api/reviewer/dashboard', {
    config: REVIEWER,
    schema: { querystring: ZDashboardQuery, response: { 200: ZDashboard } },
    handler: (req) => service.figures(req.session!.user!, req.query.months, req.query.langKey),
  });

  app.get('/api/reviewer/powerbi-report-export', {
    config: REVIEWER,
    schema: { querystring: ZDashboardExportQuery },
    handler: async (req, reply) => {
      const { format: asked, months, langKey } = req.query;
      const format = asked === 'PDF' ? 'PDF' : 'PPTX';
      const user = req.session!.user!;
      const figures = await service.figures(user, months, langKey);
      const scope = { organizations: user.organizations.map((o) => o.name), printedAt: new Date() };
      const file = DASHBOARD_FILES[format];
      return reply
        .headers(downloadHeaders(file.contentType, file.fileName))
        .send(await dashboardFile(figures, scope, format, langKey));
    },
  });
}
