import {
  AUTHORITIES,
  ZCategoryQuestionsParams,
  ZCategoryQuestionsQuery,
  ZHotlineReportSubmission,
  ZIdempotencyHeaders,
  ZIdParams,
  ZLangQuery,
  ZOrganizationName,
  ZOrgSearchQuery,
  ZOrgSearchResults,
  ZPasswordCheck,
  ZPasswordCheckQuery,
  ZPasswordCheckResult,
  ZPreflightQuery,
  ZQuestions,
  ZReportSubmitQuery,
  ZReportSubmitted,
  ZReportTemplate,
  ZReportTemplateQuery,
  ZSupportedLanguages,
  ZTranscribeOrganizations,
  ZTranscribeReport,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT } from '../../lib/alert.ts';
import { categoryQuestionsPath, formOrganization, rememberFormOrganization } from './form-organization.ts';
import type { OrganizationService } from './organization.service.ts';
import type { createSubmissionService } from './submission.service.ts';
import type { createTranscriptionService } from './transcription.service.ts';

const A = AUTHORITIES;
/** A hotline agent filing a caller's report (spec 000 §2 "Hotline area"). */
const HOTLINE = { access: { authorities: [A.HOTLINE_AGENT] }, apiKey: false } as const;
/** Whoever may fill in a report form on the `api` prefix: agents, transcribers, reviewers (the service decides). */
const FORM = { access: { authorities: [A.HOTLINE_AGENT, A.TRANSCRIBER, A.USER] }, apiKey: false } as const;
/** Transcription: transcribers and reviewers; the service refuses those without TRANSCRIBE_REPORT. */
const TRANSCRIBE = { access: { authorities: [A.TRANSCRIBER, A.USER] }, apiKey: false } as const;

/**
 * The submit-report calls on the `api` prefix (spec 000 §7 with {api} = api, spec 001 §7
 * "Transcription"): the same services as the reporter's, for a signed-in staff user.
 */
export function staffSubmissionRoutes(
  base: FastifyInstance,
  deps: {
    organizations: OrganizationService;
    submissions: ReturnType<typeof createSubmissionService>;
    transcription: ReturnType<typeof createTranscriptionService>;
    secure: boolean;
  },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { organizations, submissions, transcription } = deps;

  app.get('/api/organization', {
    config: HOTLINE,
    schema: { querystring: ZOrgSearchQuery, response: { 200: ZOrgSearchResults } },
    handler: (req) => organizations.search(req.query.name, req.query.langKey, req.query.exactMatch ?? false),
  });

  app.get('/api/organization/transcribable', {
    config: TRANSCRIBE,
    schema: { querystring: ZLangQuery, response: { 200: ZTranscribeOrganizations } },
    handler: (req) => transcription.organizations(req.session!.user!, req.query.langKey),
  });

  app.get('/api/organization/:id/report-template', {
    config: FORM,
    schema: { params: ZIdParams, querystring: ZReportTemplateQuery, response: { 200: ZReportTemplate } },
    handler: async (req, reply) => {
      const template = await organizations.template(req.params.id, req.query.langKey, req.query.vanity ?? false);
      rememberFormOrganization(reply, 'api', template.orgId, deps.secure);
      return template;
    },
  });

  app.get('/api/organization/:id/supported-languages', {
    config: FORM,
    schema: { params: ZIdParams, response: { 200: ZSupportedLanguages } },
    handler: (req) => organizations.supportedLanguages(req.params.id),
  });

  app.get('/api/organization/:id/name', {
    config: HOTLINE,
    schema: { params: ZIdParams, querystring: ZLangQuery, response: { 200: ZOrganizationName } },
    handler: (req) => organizations.organizationName(req.params.id, req.query.langKey),
  });

  app.get(`${categoryQuestionsPath('api')}/:orgOrCategoryId`, {
    config: FORM,
    schema: { params: ZCategoryQuestionsParams, querystring: ZCategoryQuestionsQuery, response: { 200: ZQuestions } },
    handler: (req) =>
      organizations.categoryQuestions(
        req.params.orgOrCategoryId,
        req.query.orgId ?? formOrganization(req.cookies),
        req.query.langKey,
        req.query.orgId !== undefined,
      ),
  });

  app.post('/api/report-preflight-check', {
    config: FORM,
    schema: { querystring: ZPreflightQuery },
    handler: async (req, reply) => {
      await submissions.preflight(req.query.orgId, req.query.reportId);
      return reply.code(204).send();
    },
  });

  app.post('/api/password', {
    config: HOTLINE,
    schema: { querystring: ZPasswordCheckQuery, body: ZPasswordCheck, response: { 200: ZPasswordCheckResult } },
    handler: (req) => submissions.checkPassword(req.body.password),
  });

  app.post('/api/report', {
    config: HOTLINE,
    schema: {
      querystring: ZReportSubmitQuery,
      headers: ZIdempotencyHeaders,
      body: ZHotlineReportSubmission,
      response: { 201: ZReportSubmitted },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(
          await submissions.submitForCaller(
            req.session!.user!,
            req.query.reportId,
            req.body,
            req.headers['idempotency-key'],
          ),
        ),
  });

  app.post('/api/transcribeReport', {
    config: TRANSCRIBE,
    schema: { body: ZTranscribeReport, response: { 201: ZReportSubmitted } },
    // Spec 001 §8: a transcription's success reads reporter.manageReport.success.
    handler: async (req, reply) =>
      reply
        .code(201)
        .header(ALERT, 'reporter.manageReport.success')
        .send(await transcription.transcribe(req.session!.user!, req.body)),
  });
}
