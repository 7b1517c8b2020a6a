import {
  LIMITS,
  ZChangePassword,
  ZCommentCreated,
  ZCommentPayload,
  ZIdempotencyHeaders,
  ZLangKey,
  ZReferenceParams,
  ZReporterLoginForm,
  ZReporterLoginResult,
  ZReportLookup,
  ZReportLookupQuery,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT } from '../../lib/alert.ts';
import { requireReportSession } from '../../lib/session.ts';
import { followUpRoutes } from './follow-up.routes.ts';
import type { createFollowUpService } from './follow-up.service.ts';
import { forgetNewReportGrant } from './new-report-grant.ts';
import type { createReporterAuthService } from './reporter-auth.service.ts';

/** Reporter sign-in, and everything a signed-in reporter does with the one report the session is bound to. */
export function reporterRoutes(
  base: FastifyInstance,
  auth: ReturnType<typeof createReporterAuthService>,
  followUp: ReturnType<typeof createFollowUpService>,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/reporterapi/report-lookup', {
    config: { access: 'public' },
    schema: { querystring: ZReportLookupQuery, response: { 200: ZReportLookup } },
    handler: (req) => auth.lookup(req.query.referenceId),
  });

  app.post('/reporterapi/authentication', {
    config: { access: 'public' },
    schema: { body: ZReporterLoginForm, response: { 200: ZReporterLoginResult } },
    handler: async (req, reply) => {
      const report = await auth.authenticate(req.body.username, req.body.password);
      const langKey = req.body.langKey ?? ZLangKey.catch('en').parse(report.langKey);
      await app.sessions.start(req, reply, {
        kind: 'reporter',
        reportId: report.id,
        langKey,
        timeoutSeconds: LIMITS.defaultSessionTimeoutSeconds,
      });
      forgetNewReportGrant(reply);
      return { referenceId: req.body.username, langKey };
    },
  });

  followUpRoutes(base, {
    prefix: 'reporterapi',
    config: { access: 'reporter' },
    requireSession: requireReportSession,
    followUp,
  });

  app.post('/reporterapi/report/:id/comment', {
    config: { access: 'reporter' },
    schema: {
      params: ZReferenceParams,
      headers: ZIdempotencyHeaders,
      body: ZCommentPayload,
      response: { 201: ZCommentCreated },
    },
    handler: async (req, reply) => {
      requireReportSession(req.session, req.params.id);
      const created = await followUp.comment(req.params.id, req.body, req.session!, req.headers['idempotency-key']);
      return reply.code(201).header(ALERT, 'reporter.manageReport.success').send(created);
    },
  });

  app.post('/reporterapi/users/password', {
    config: { access: 'reporter' },
    schema: { body: ZChangePassword },
    handler: async (req, reply) => {
      await followUp.changePassword(req.session!, req.body);
      return reply.code(200).header(ALERT, 'reporter.passwordChange.success').send();
    },
  });
}
