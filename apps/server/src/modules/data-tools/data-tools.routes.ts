/** The data tools of import and statistics users (DESIGN.md §10, decision 083). */

import { AUTHORITIES, LIMITS, ZUserImportResult } from '@candor/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { downloadHeaders } from '../../lib/download-headers.ts';
import { createAdminService } from '../admin/admin.service.ts';
import { dataScopeOf } from './data-scope.ts';
import { createReportStatisticsService } from './report-statistics.service.ts';
import { userImportRows } from './user-import-file.ts';

export async function dataToolsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const statistics = createReportStatisticsService(ctx.db);
  const admin = createAdminService({ db: ctx.db });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.userImportMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  app.get('/api/data-tools/report-statistics', {
    config: { access: { authorities: [AUTHORITIES.STATISTICS] } },
    schema: { description: 'CSV: the number of reports by organization, category, status and month.' },
    handler: async (req, reply) => {
      const file = await statistics.csv(req.session!.user!);
      return reply.headers(downloadHeaders('text/csv; charset=utf-8', file.fileName)).send(file.content);
    },
  });

  app.post('/api/data-tools/user-import', {
    config: { access: { authorities: [AUTHORITIES.IMPORT] } },
    schema: {
      description:
        'Multipart: one CSV file in the part named "file", its first line naming the columns login, firstName, lastName, email, organizationId and optionally userType. All users or none.',
      response: { 200: ZUserImportResult },
    },
    handler: async (req) => {
      const user = req.session!.user!;
      return admin.importUsers(user, await userImportRows(req), dataScopeOf(user));
    },
  });
}
