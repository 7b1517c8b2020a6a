import {
  ZCategoryQuestionsParams,
  ZCategoryQuestionsQuery,
  ZExternalDocParams,
  ZIdParams,
  ZLangQuery,
  ZOrganizationName,
  ZOrgSearchQuery,
  ZOrgSearchResults,
  ZQuestions,
  ZReportTemplate,
  ZReportTemplateQuery,
  ZSupportedLanguages,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../attachments/content-disposition.ts';
import { categoryQuestionsPath, formOrganization, rememberFormOrganization } from './form-organization.ts';
import type { OrganizationService } from './organization.service.ts';

/** Public calls that let a reporter find an organization and load its form. */
export function organizationRoutes(base: FastifyInstance, service: OrganizationService, opts: { secure: boolean }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/reporterapi/organization', {
    config: { access: 'public' },
    schema: { querystring: ZOrgSearchQuery, response: { 200: ZOrgSearchResults } },
    handler: (req) => service.search(req.query.name, req.query.langKey, req.query.exactMatch ?? false),
  });

  app.get('/reporterapi/organization/:id/report-template', {
    config: { access: 'public' },
    schema: { params: ZIdParams, querystring: ZReportTemplateQuery, response: { 200: ZReportTemplate } },
    handler: async (req, reply) => {
      const template = await service.template(req.params.id, req.query.langKey, req.query.vanity ?? false);
      rememberFormOrganization(reply, 'reporterapi', template.orgId, opts.secure);
      return template;
    },
  });

  app.get('/reporterapi/organization/:id/name', {
    config: { access: 'public' },
    schema: { params: ZIdParams, querystring: ZLangQuery, response: { 200: ZOrganizationName } },
    handler: (req) => service.organizationName(req.params.id, req.query.langKey),
  });

  app.get('/reporterapi/organization/:id/supported-languages', {
    config: { access: 'public' },
    schema: { params: ZIdParams, response: { 200: ZSupportedLanguages } },
    handler: (req) => service.supportedLanguages(req.params.id),
  });

  app.get(`${categoryQuestionsPath('reporterapi')}/:orgOrCategoryId`, {
    config: { access: 'public' },
    schema: { params: ZCategoryQuestionsParams, querystring: ZCategoryQuestionsQuery, response: { 200: ZQuestions } },
    handler: (req) =>
      service.categoryQuestions(
        req.params.orgOrCategoryId,
        req.query.orgId ?? formOrganization(req.cookies),
        req.query.langKey,
        req.query.orgId !== undefined,
      ),
  });

  app.get('/api/external-docs/:id/value/:documentName', {
    config: { access: 'public' },
    schema: { params: ZExternalDocParams },
    handler: async (req, reply) => {
      const doc = await service.policyDocument(req.params.id, req.params.documentName);
      return reply
        .header('Content-Disposition', contentDisposition(doc.name))
        .header('X-Content-Type-Options', 'nosniff')
        .type(doc.mimeType)
        .send(doc.content);
    },
  });
}
