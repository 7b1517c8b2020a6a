import { AUTHORITIES, ZAccount, ZApiKey, ZCaseManagementUserDetails, ZLangPref, ZLoginForm } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { oidcEnabled } from '../../config.ts';
import { forbidden } from '../../lib/http-error.ts';
import { createAccountService, staffSessionOf } from './account.service.ts';

const staffHome = [
  AUTHORITIES.USER,
  AUTHORITIES.MASTER_REVIEWER,
  AUTHORITIES.CLIENT_ADMIN,
  AUTHORITIES.TRANSCRIBER,
] as const;

export async function accountRoutes(base: FastifyInstance, { db, config }: Pick<AppContext, 'db' | 'config'>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService({ db, lockSeconds: config.STAFF_LOCKOUT_SECONDS });

  app.post('/api/authentication', {
    config: { access: 'public' },
    schema: { body: ZLoginForm, response: { 200: ZAccount } },
    handler: async (req, reply) => {
      // With an identity provider, staff sign in there only: its policies (MFA, leavers) must not be bypassed.
      if (oidcEnabled(config)) throw forbidden('error.login.sso');
      const user = await service.authenticate(req.body.username, req.body.password);
      await app.sessions.start(req, reply, staffSessionOf(user));
      return service.staffAccount(user);
    },
  });

  for (const prefix of ['api', 'reporterapi']) {
    app.post(`/${prefix}/logout`, {
      config: { access: 'public' },
      handler: async (req, reply) => {
        await app.sessions.end(req, reply);
        return reply.code(204).send();
      },
    });
  }

  app.get('/api/account', {
    config: { access: 'session' },
    schema: { response: { 200: ZAccount } },
    handler: (req) => service.account(req.session!),
  });

  app.get('/api/account/caseManagementUserDetailsInfo', {
    config: { access: { authorities: staffHome } },
    schema: { response: { 200: ZCaseManagementUserDetails } },
    handler: (req) => service.caseManagementDetails(req.session!.user!.id),
  });

  app.post('/api/users/reset-api-key', {
    // A key never mints its successor: resetting needs a person signed in (decision 040).
    config: { access: 'staff', apiKey: false },
    schema: { response: { 200: ZApiKey } },
    handler: async (req) => ({ newApiKey: await service.resetApiKey(req.session!.user!) }),
  });

  app.put('/api/account/langPref', {
    // The language of a session; a key has none.
    config: { access: 'session', apiKey: false },
    schema: { body: ZLangPref },
    handler: async (req, reply) => {
      const s = req.session!;
      if (s.kind === 'staff' && s.user) await service.setLanguage(s.user.id, req.body);
      await app.sessions.setLanguage(s, req.body);
      return reply.code(204).send();
    },
  });
}
