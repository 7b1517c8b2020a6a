import { ZNotificationPage, ZNotificationParams, ZNotificationQuery } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createNotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationsService({
    db: ctx.db,
    codec: ctx.codec,
    access: createReportAccess(ctx),
  });

  app.get('/api/notification', {
    config: REVIEWER,
    schema: { querystring: ZNotificationQuery, response: { 200: ZNotificationPage } },
    handler: (req) => service.page(req.session!.user!, req.query),
  });

  app.put('/api/notification/:id', {
    config: REVIEWER,
    schema: { params: ZNotificationParams },
    handler: async (req, reply) => {
      await service.markRead(req.session!.user!, req.params.id);
      return reply.code(204).send();
    },
  });

  app.put('/api/notification', {
    config: REVIEWER,
    handler: async (req, reply) => {
      await service.markAllRead(req.session!.user!);
      return reply.code(204).send();
    },
  });
}
