/** `api/notification_rules` (spec 001 §7 "Rules and alerts"). */
import { ZNotificationRuleList, ZNotificationRuleParams, ZSavedNotificationRules } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createNotificationRulesService } from './notification-rules.service.ts';

export async function notificationRulesRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationRulesService({ db: ctx.db, access: createReportAccess(ctx) });

  app.get('/api/notification_rules', {
    config: REVIEWER,
    schema: { response: { 200: ZSavedNotificationRules } },
    handler: (req) => service.list(req.session!.user!),
  });

  /** The spec does not show the answer: the user's rules as saved (decision 058). */
  app.post('/api/notification_rules', {
    config: REVIEWER,
    schema: { body: ZNotificationRuleList, response: { 200: ZSavedNotificationRules } },
    handler: (req) => service.save(req.session!.user!, req.body),
  });

  app.delete('/api/notification_rules/:id', {
    config: REVIEWER,
    schema: { params: ZNotificationRuleParams },
    handler: async (req, reply) => {
      await service.remove(req.session!.user!, req.params.id);
      return reply.code(204).send();
    },
  });
}
