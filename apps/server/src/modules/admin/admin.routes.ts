import {
  AUTHORITIES,
  USER_ACTION_KEYS,
  USER_ACTIONS,
  type UserAction,
  ZAdminOrganization,
  ZAdminOrganizationGetQuery,
  ZAdminOrganizationPage,
  ZAdminOrganizationQuery,
  ZAdminUser,
  ZAdminUserListPage,
  ZAuditPage,
  ZAuditQuery,
  ZConnectsAdminUserQuery,
  ZOrganizationIdParams,
  ZOrganizationUserQuery,
  ZPasswordResetCheck,
  ZPasswordResetFinish,
  ZUserForm,
  ZUserIdParams,
  ZUserLookupQuery,
  ZUserOperationResult,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ALERT } from '../../lib/alert.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { refuseWhenSso } from '../account/sso.service.ts';
import { createAdminService } from './admin.service.ts';
import { pageReader } from './page-reader.ts';
import { createPasswordResetService } from './password-reset.service.ts';

/** Connects admins everywhere; client admins within their organization trees (the service decides). */
const ADMINS = { access: { authorities: [AUTHORITIES.CONNECTS_ADMIN, AUTHORITIES.CLIENT_ADMIN] } } as const;
/** The platform's own pages: admin users and the audit log. */
const CONNECTS_ADMIN = { access: { authorities: [AUTHORITIES.CONNECTS_ADMIN] } } as const;

/** The administrator area's calls (spec 002 §7): organizations, users, admin users, audit log. */
export async function adminRoutes(base: FastifyInstance, { db, config }: Pick<AppContext, 'db' | 'config'>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createAdminService({ db });
  const resets = createPasswordResetService({ db });

  app.get('/api/connects-admin/organization', {
    config: ADMINS,
    schema: { querystring: ZAdminOrganizationQuery, response: { 200: ZAdminOrganizationPage } },
    handler: (req) => service.searchOrganizations(req.session!.user!, req.query),
  });

  app.get('/api/connects-admin/organization/:id', {
    config: ADMINS,
    schema: {
      params: ZOrganizationIdParams,
      querystring: ZAdminOrganizationGetQuery,
      response: { 200: ZAdminOrganization },
    },
    handler: (req) => service.getOrganization(req.session!.user!, req.params.id, req.query.langKey),
  });

  app.get('/api/connects-admin/organization/:id/user', {
    config: { ...ADMINS, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: {
      params: ZOrganizationIdParams,
      querystring: ZOrganizationUserQuery,
      response: { 200: ZAdminUserListPage },
    },
    handler: (req, reply) => service.organizationUsers(req.params.id, req.query, pageReader(base, req, reply)),
  });

  app.get('/api/connects-admin/connects-admin-user', {
    config: { ...CONNECTS_ADMIN, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { querystring: ZConnectsAdminUserQuery, response: { 200: ZAdminUserListPage } },
    handler: (req, reply) => service.connectsAdminUsers(req.query, pageReader(base, req, reply)),
  });

  app.get('/api/connects-admin/user', {
    config: ADMINS,
    schema: { querystring: ZUserLookupQuery, response: { 200: ZAdminUser } },
    handler: (req) => service.getUser(req.session!.user!, req.query.legacyUserId),
  });

  app.post('/api/connects-admin/user', {
    config: { ...ADMINS, apiKey: false },
    schema: { body: ZUserForm, response: { 201: ZUserOperationResult } },
    handler: async (req, reply) =>
      reply
        .code(201)
        .header(ALERT, 'connectsAdmin.actions.createUser.success')
        .send(await service.createUser(req.session!.user!, req.body)),
  });

  app.put('/api/connects-admin/user/:id', {
    config: { ...ADMINS, apiKey: false },
    schema: { params: ZUserIdParams, body: ZUserForm, response: { 200: ZUserOperationResult } },
    handler: async (req, reply) =>
      reply
        .header(ALERT, 'connectsAdmin.actions.saveUser.success')
        .send(await service.updateUser(req.session!.user!, req.params.id, req.body)),
  });

  for (const action of Object.keys(USER_ACTIONS) as UserAction[]) {
    app.put(`/api/connects-admin/user/:id/${action}`, {
      config: { ...ADMINS, apiKey: false },
      schema: { params: ZUserIdParams, response: { 200: ZUserOperationResult } },
      handler: async (req, reply) => {
        if (action === 'reset-password') refuseWhenSso(config);
        const result = await service.act(req.session!.user!, req.params.id, action);
        return reply.header(ALERT, `connectsAdmin.actions.${USER_ACTION_KEYS[action]}.success`).send(result);
      },
    });
  }

  app.get('/api/connects-admin/audit', {
    config: { ...CONNECTS_ADMIN, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { querystring: ZAuditQuery, response: { 200: ZAuditPage } },
    handler: async (req, reply) => {
      const page = await service.auditLog(req.query, pageReader(base, req, reply));
      reply.header('X-Total-Count', String(page.totalElements));
      return page;
    },
  });

  app.get('/api/account/reset-password/check', {
    config: { access: 'public' },
    schema: { querystring: ZPasswordResetCheck },
    handler: async (req, reply) => {
      refuseWhenSso(config);
      await resets.check(req.query.key);
      return reply.code(204).send();
    },
  });

  app.post('/api/account/reset-password/finish', {
    config: { access: 'public' },
    schema: { body: ZPasswordResetFinish },
    handler: async (req, reply) => {
      refuseWhenSso(config);
      await resets.finish(req.body.key, req.body.newPassword);
      return reply.code(204).send();
    },
  });
}
