import {
  AUTHORITIES,
  type TwoFactorStepName,
  ZAccount,
  ZApiKey,
  ZCaseManagementUserDetails,
  ZLangPref,
  ZLoginForm,
  ZTotpEnrolled,
  ZTotpEnrolment,
  ZTwoFactorChallenge,
  ZTwoFactorCode,
  ZUserIdParams,
  ZUserOperationResult,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { totpRequiredForAdmins } from '../../config.ts';
import { ALERT } from '../../lib/alert.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { forbidden } from '../../lib/http-error.ts';
import { refuseLanguageOutsideRole } from '../../lib/role-language.ts';
import type { SessionInfo } from '../../lib/session.ts';
import { adminUserOf } from '../admin/admin.service.ts';
import { forgetNewReportGrant } from '../reporting/new-report-grant.ts';
import { createAccountService, staffSessionOf } from './account.service.ts';
import { refuseWhenSso } from './sso.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** A sign-in owing its second step lasts this long (decision 049). */
const SECOND_STEP_SECONDS = 300;

export async function accountRoutes(base: FastifyInstance, { db, config, codec }: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService({ db, lockSeconds: config.STAFF_LOCKOUT_SECONDS });
  const twoFactor = createTwoFactorService({
    db,
    codec,
    required: totpRequiredForAdmins(config),
    lockSeconds: config.STAFF_LOCKOUT_SECONDS,
  });

  app.post('/api/authentication', {
    config: { access: 'public' },
    schema: { body: ZLoginForm, response: { 200: ZAccount, 202: ZTwoFactorChallenge } },
    handler: async (req, reply) => {
      refuseWhenSso(config);
      const user = await service.authenticate(req.body.username, req.body.password, (u) => !!twoFactor.stepFor(u));
      const step = twoFactor.stepFor(user);
      if (step) {
        // A session that reaches only the second step's calls, for five minutes.
        await app.sessions.start(req, reply, {
          ...staffSessionOf(user),
          timeoutSeconds: SECOND_STEP_SECONDS,
          twoFactor: step,
        });
        return reply.code(202).send({ twoFactor: step });
      }
      await app.sessions.start(req, reply, staffSessionOf(user));
      return service.staffAccount(user);
    },
  });

  /** The user of a sign-in owing this second step; any other session is refused. */
  const owing = (session: SessionInfo | null, step: TwoFactorStepName) => {
    if (session?.kind !== 'staff' || !session.user || session.twoFactor !== step) throw forbidden();
    return session.user;
  };

  app.post('/api/authentication/two-factor', {
    config: { access: 'session', twoFactorStep: true, apiKey: false },
    schema: { body: ZTwoFactorCode, response: { 200: ZAccount } },
    handler: async (req, reply) => {
      const user = await twoFactor.verify(owing(req.session, 'verify').id, req.body.code);
      await app.sessions.start(req, reply, staffSessionOf(user));
      return service.staffAccount(user);
    },
  });

  app.get('/api/account/two-factor/enrolment', {
    config: { access: 'session', twoFactorStep: true, apiKey: false },
    schema: { response: { 200: ZTotpEnrolment } },
    handler: (req) => twoFactor.enrolment(owing(req.session, 'enrol').id),
  });

  app.post('/api/account/two-factor/enrolment', {
    config: { access: 'session', twoFactorStep: true, apiKey: false },
    schema: { body: ZTwoFactorCode, response: { 200: ZTotpEnrolled } },
    handler: async (req, reply) => {
      const { user, recoveryCodes } = await twoFactor.confirmEnrolment(owing(req.session, 'enrol').id, req.body.code);
      await app.sessions.start(req, reply, staffSessionOf(user));
      return { recoveryCodes, account: await service.staffAccount(user) };
    },
  });

  for (const prefix of ['api', 'reporterapi']) {
    app.post(`/${prefix}/logout`, {
      config: { access: 'public', twoFactorStep: true },
      handler: async (req, reply) => {
        await app.sessions.end(req, reply);
        forgetNewReportGrant(reply);
        return reply.code(204).send();
      },
    });
  }

  app.get('/api/account', {
    config: { access: 'session' },
    serializerCompiler: checkedSerializer,
    schema: { response: { 200: ZAccount } },
    handler: (req) => service.account(req.session!),
  });

  // Spec 000 §1: every signed-in user but a reporter loads it.
  app.get('/api/account/caseManagementUserDetailsInfo', {
    config: { access: 'staff' },
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
      refuseLanguageOutsideRole(s.user?.authorities ?? null, req.body, 'body');
      if (s.kind === 'staff' && s.user) await service.setLanguage(s.user.id, req.body);
      await app.sessions.setLanguage(s, req.body);
      return reply.code(204).send();
    },
  });

  // A user who lost his authenticator enrols again at his next sign-in (decision 049); with a
  // provider no code is asked at all, its own MFA applies (decision 075).
  app.put('/api/connects-admin/user/:id/reset-two-factor', {
    config: { access: { authorities: [AUTHORITIES.CONNECTS_ADMIN] } },
    schema: { params: ZUserIdParams, response: { 200: ZUserOperationResult } },
    handler: async (req, reply) => {
      refuseWhenSso(config);
      const user = await twoFactor.reset(req.session!.user!, req.params.id);
      return reply
        .header(ALERT, 'connectsAdmin.actions.resetTwoFactor.success')
        .send({ successful: true, updatedUser: adminUserOf(user), errorKeys: [] });
    },
  });
}
