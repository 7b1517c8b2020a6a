/** The hotline agent's calls of spec 000 §7 (prefix `api`): verification, the verified report, call dispositions. */
import {
  AUTHORITIES,
  ZCallDisposition,
  ZCallDispositionCreated,
  ZEmailNotificationBody,
  ZHotlineLookupQuery,
  ZHotlineReportSessionBody,
  ZHotlineVerification,
  ZLangQuery,
  ZNotificationEmailQuery,
  ZNotificationEmailResult,
  ZNotificationEmailUpdate,
  ZReferenceParams,
  ZReportDetail,
  ZReportLookup,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ALERT } from '../../lib/alert.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireHotlineReportSession } from '../../lib/session.ts';
import { createFollowUpService } from '../reporting/follow-up.service.ts';
import { createReporterAuthService } from '../reporting/reporter-auth.service.ts';
import { hotlineHelpPdf } from './help-documents.ts';
import { createHotlineService } from './hotline.service.ts';

const ZHelpFileParams = z.object({ file: z.string().max(100) });

const AGENT = { access: { authorities: [AUTHORITIES.HOTLINE_AGENT] }, apiKey: false } as const;

export async function hotlineRoutes(base: FastifyInstance, { db, codec }: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const hotline = createHotlineService({ db, codec, auth: createReporterAuthService({ db, codec }) });
  const followUp = createFollowUpService({ db, codec });

  app.get('/api/report-lookup', {
    config: AGENT,
    schema: { querystring: ZHotlineLookupQuery, response: { 200: ZReportLookup } },
    handler: (req) => hotline.lookup(req.query.referenceId),
  });

  app.get('/api/hotline/report/:id/challenge', {
    config: AGENT,
    schema: { params: ZReferenceParams, querystring: ZLangQuery, response: { 200: ZHotlineVerification } },
    handler: (req) => hotline.challenge(req.params.id, req.query.langKey),
  });

  // The caller is verified: the agent's session is renewed, bound to this report for the call.
  app.post('/api/hotline/report/:id/report-session', {
    config: AGENT,
    schema: { params: ZReferenceParams, body: ZHotlineReportSessionBody },
    handler: async (req, reply) => {
      const report = await hotline.verify(req.params.id, req.body.password);
      const session = req.session!;
      await app.sessions.start(req, reply, {
        kind: 'staff',
        userId: session.user!.id,
        reportId: report.id,
        langKey: session.langKey,
        timeoutSeconds: session.timeoutSeconds,
      });
      return reply.code(204).send();
    },
  });

  app.get('/api/report/:id', {
    config: { ...AGENT, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { params: ZReferenceParams, querystring: ZLangQuery, response: { 200: ZReportDetail } },
    handler: async (req, reply) => {
      const found = req.pendingSessionHash === null ? undefined : await followUp.sessionView(req.pendingSessionHash);
      await base.sessions.settle(req, reply, found?.session);
      requireHotlineReportSession(req.session, req.params.id);
      return followUp.detail(found?.view, req.params.id, req.query.langKey);
    },
  });

  app.put('/api/report/:id/email-notification', {
    config: AGENT,
    schema: { params: ZReferenceParams, body: ZEmailNotificationBody, response: { 200: ZNotificationEmailResult } },
    handler: async (req, reply) => {
      requireHotlineReportSession(req.session, req.params.id);
      const result = await followUp.setNotificationEmail(req.params.id, req.body);
      return reply.header(ALERT, 'feedback.notificationEmail.updateSuccess').send(result);
    },
  });

  app.put('/api/users/notification-email', {
    config: AGENT,
    schema: {
      querystring: ZNotificationEmailQuery,
      body: ZNotificationEmailUpdate,
      response: { 200: ZNotificationEmailResult },
    },
    handler: async (req, reply) => {
      requireHotlineReportSession(req.session, req.query.login);
      const result = await followUp.setNotificationEmailWithPassword(req.query.login, req.body, req.query.email);
      return reply.header(ALERT, 'feedback.notificationEmail.updateSuccess').send(result);
    },
  });

  app.get('/api/external-docs/hotline/:file', {
    config: AGENT,
    schema: { params: ZHelpFileParams },
    handler: async (req, reply) => {
      const doc = hotlineHelpPdf(req.params.file);
      if (!doc) throw notFound();
      return reply
        .header('Content-Disposition', `attachment; filename="${doc.name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/pdf')
        .send(doc.content);
    },
  });

  app.post('/api/hotline/call-disposition', {
    config: AGENT,
    schema: { body: ZCallDisposition, response: { 201: ZCallDispositionCreated } },
    handler: async (req, reply) => reply.code(201).send(await hotline.recordDisposition(req.session!, req.body)),
  });
}
