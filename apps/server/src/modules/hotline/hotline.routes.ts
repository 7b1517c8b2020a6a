/** The hotline agent's calls of spec 000 §7 (prefix `api`): verification, the verified report, call dispositions. */
import {
  AUTHORITIES,
  ZCallDisposition,
  ZCallDispositionCreated,
  ZHotlineLookupQuery,
  ZHotlineReportSessionBody,
  ZHotlineVerification,
  ZLangQuery,
  ZReferenceParams,
  ZReportLookup,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireHotlineReportSession } from '../../lib/session.ts';
import { followUpRoutes } from '../reporting/follow-up.routes.ts';
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

  followUpRoutes(base, { prefix: 'api', config: AGENT, requireSession: requireHotlineReportSession, followUp });

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
