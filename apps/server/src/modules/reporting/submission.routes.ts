import {
  ZIdempotencyHeaders,
  ZPasswordCheck,
  ZPasswordCheckQuery,
  ZPasswordCheckResult,
  ZPreflightQuery,
  ZReportSubmission,
  ZReportSubmitQuery,
  ZReportSubmitted,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Codec } from '../../lib/crypto.ts';
import { grantNewReportUploads } from './new-report-grant.ts';
import type { createSubmissionService } from './submission.service.ts';

/** The calls of the submit-report steps: password strength, preflight, the report itself. */
export function submissionRoutes(
  base: FastifyInstance,
  service: ReturnType<typeof createSubmissionService>,
  opts: { codec: Codec; secure: boolean },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/reporterapi/password', {
    config: { access: 'public' },
    schema: { querystring: ZPasswordCheckQuery, body: ZPasswordCheck, response: { 200: ZPasswordCheckResult } },
    handler: (req) => service.checkPassword(req.body.password),
  });

  app.post('/reporterapi/report-preflight-check', {
    config: { access: 'public' },
    schema: { querystring: ZPreflightQuery },
    handler: async (req, reply) => {
      await service.preflight(req.query.orgId, req.query.reportId);
      return reply.code(204).send();
    },
  });

  app.post('/reporterapi/report', {
    config: { access: 'public' },
    schema: {
      querystring: ZReportSubmitQuery,
      headers: ZIdempotencyHeaders,
      body: ZReportSubmission,
      response: { 201: ZReportSubmitted },
    },
    handler: async (req, reply) => {
      const filed = await service.submit(req.query.reportId, req.body, req.headers['idempotency-key']);
      grantNewReportUploads(reply, opts.codec, filed.referenceId, opts.secure);
      return reply.code(201).send(filed);
    },
  });
}
