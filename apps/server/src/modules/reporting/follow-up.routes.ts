import {
  ZEmailNotificationBody,
  ZLangQuery,
  ZNotificationEmailQuery,
  ZNotificationEmailResult,
  ZNotificationEmailUpdate,
  ZReferenceParams,
  ZReportDetail,
} from '@candor/shared';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT } from '../../lib/alert.ts';
import type { SessionInfo } from '../../lib/session.ts';
import type { createFollowUpService } from './follow-up.service.ts';

export interface FollowUpRoutesOptions {
  /** `reporterapi` for the reporter, `api` for a hotline agent in his caller's report session. */
  prefix: 'reporterapi' | 'api';
  config: FastifyContextConfig;
  /** Refuses a session that is not bound to the report `referenceId` (401 without one, 403). */
  requireSession(session: SessionInfo | null, referenceId: string): void;
  followUp: ReturnType<typeof createFollowUpService>;
}

/**
 * The calls on one report that a reporter and a hotline agent on the reporter's behalf share
 * (spec 000 §7): read it, and set the email for its notifications, by its ID or with its password.
 */
export function followUpRoutes(
  base: FastifyInstance,
  { prefix, config, requireSession, followUp }: FollowUpRoutesOptions,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(`/${prefix}/report/:id`, {
    config: { ...config, sessionInStatement: true },
    schema: { params: ZReferenceParams, querystring: ZLangQuery, response: { 200: ZReportDetail } },
    handler: async (req, reply) => {
      const found = req.pendingSessionHash === null ? undefined : await followUp.sessionView(req.pendingSessionHash);
      await base.sessions.settle(req, reply, found?.session);
      requireSession(req.session, req.params.id);
      const json = await followUp.detailJson(found?.view, req.params.id, req.query.langKey);
      // Sent as it is: the JSON was checked against ZReportDetail when its sealed copy was built (decision 073).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  });

  app.put(`/${prefix}/report/:id/email-notification`, {
    config,
    schema: { params: ZReferenceParams, body: ZEmailNotificationBody, response: { 200: ZNotificationEmailResult } },
    handler: async (req, reply) => {
      requireSession(req.session, req.params.id);
      const result = await followUp.setNotificationEmail(req.params.id, req.body);
      return reply.header(ALERT, 'feedback.notificationEmail.updateSuccess').send(result);
    },
  });

  app.put(`/${prefix}/users/notification-email`, {
    config,
    schema: {
      querystring: ZNotificationEmailQuery,
      body: ZNotificationEmailUpdate,
      response: { 200: ZNotificationEmailResult },
    },
    handler: async (req, reply) => {
      requireSession(req.session, req.query.login);
      const result = await followUp.setNotificationEmailWithPassword(req.query.login, req.body, req.query.email);
      return reply.header(ALERT, 'feedback.notificationEmail.updateSuccess').send(result);
    },
  });
}
