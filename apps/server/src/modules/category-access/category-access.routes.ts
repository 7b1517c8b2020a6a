/** Category access and warnings (spec 002 §7; decision 046). Handlers stay thin: the service checks the organization. */
import {
  AUTHORITIES,
  ZAuthorizationsQuery,
  ZCategoryAccessOrgParams,
  ZCategoryAccessUserParams,
  ZCategoryUserPage,
  ZCategoryUserQuery,
  ZOrgCategoryGroups,
  ZUserCategoriesQuery,
  ZUserCategoriesSave,
  ZUserCategoriesSaveQuery,
  ZUserCategoryAuthorizations,
  ZWarningQuery,
  ZWarnings,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ALERT } from '../../lib/alert.ts';
import { createCategoryAccessService } from './category-access.service.ts';

/** Connects admins anywhere, client admins in their organization tree (checked by the service). */
const ADMINS = { access: { authorities: [AUTHORITIES.CONNECTS_ADMIN, AUTHORITIES.CLIENT_ADMIN] } } as const;

export async function categoryAccessRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createCategoryAccessService({ db: ctx.db });

  app.get('/api/connects-admin/user/:id/category', {
    config: ADMINS,
    schema: {
      params: ZCategoryAccessUserParams,
      querystring: ZUserCategoriesQuery,
      response: { 200: ZOrgCategoryGroups },
    },
    handler: (req) => service.userCategories(req.session!.user!, req.params.id, req.query),
  });

  app.put('/api/connects-admin/user/:id/category', {
    config: { ...ADMINS, apiKey: false },
    schema: {
      params: ZCategoryAccessUserParams,
      querystring: ZUserCategoriesSaveQuery,
      body: ZUserCategoriesSave,
      response: { 200: ZOrgCategoryGroups },
    },
    handler: async (req, reply) => {
      const saved = await service.save(req.session!.user!, req.params.id, req.query.orgId, req.body);
      return reply.header(ALERT, 'connectsAdmin.categoryAccess.saveSuccess').send(saved);
    },
  });

  app.get('/api/connects-admin/organization/:id/authorizations', {
    config: ADMINS,
    schema: {
      params: ZCategoryAccessOrgParams,
      querystring: ZAuthorizationsQuery,
      response: { 200: ZUserCategoryAuthorizations },
    },
    handler: (req) => service.authorizations(req.session!.user!, req.params.id, req.query.categoryIds),
  });

  app.get('/api/connects-admin/organization/:id/category-user', {
    config: ADMINS,
    schema: { params: ZCategoryAccessOrgParams, querystring: ZCategoryUserQuery, response: { 200: ZCategoryUserPage } },
    handler: (req) => service.categoryUsers(req.session!.user!, req.params.id, req.query),
  });

  // Any staff user may ask; only a client admin gets warnings (spec 002 §6).
  app.get('/api/warning', {
    config: { access: 'staff' },
    schema: { querystring: ZWarningQuery, response: { 200: ZWarnings } },
    handler: (req) => service.warnings(req.session!.user!, req.query.langKey),
  });
}
