import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { oidcEnabled } from '../../config.ts';
import { staffSessionOf } from './account.service.ts';
import { createSsoService, SSO_CALLBACK_PATH, SSO_PENDING_SECONDS, SSO_START_PATH } from './sso.service.ts';

const PENDING_COOKIE = 'CANDOR_SSO';
const FAILED = '/login?error=sso';

/**
 * The single-sign-on path. With an OpenID Connect provider configured it starts the
 * provider's sign-in; otherwise it leads to the built-in sign-in page, which posts to
 * `api/authentication`.
 */
export async function ssoRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!oidcEnabled(ctx.config)) {
    app.get(SSO_START_PATH, {
      config: { access: 'public' },
      handler: (_req, reply) => reply.redirect('/login', 302),
    });
    return;
  }

  const sso = createSsoService(ctx);
  // Lax: the provider sends the browser back with a cross-site redirect.
  const pendingCookie = {
    path: SSO_CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.PUBLIC_URL?.startsWith('https://') ?? false,
  };

  app.get(SSO_START_PATH, {
    config: { access: 'public' },
    handler: async (req, reply) => {
      const started = await sso.start().catch((err: unknown) => {
        req.log.error({ err }, 'identity provider unreachable');
        return null;
      });
      if (!started) return reply.redirect(FAILED, 302);
      reply.setCookie(PENDING_COOKIE, started.sealedPending, { ...pendingCookie, maxAge: SSO_PENDING_SECONDS });
      return reply.redirect(started.authorizationUrl, 302);
    },
  });

  app.get(SSO_CALLBACK_PATH, {
    config: { access: 'public' },
    handler: async (req, reply) => {
      reply.clearCookie(PENDING_COOKIE, pendingCookie);
      const user = await sso.finish(sso.callbackUrl(req.url), req.cookies[PENDING_COOKIE]).catch((err: unknown) => {
        req.log.warn({ err }, 'single sign-on failed');
        return null;
      });
      if (!user) return reply.redirect(FAILED, 302);
      await app.sessions.start(req, reply, staffSessionOf(user));
      return reply.redirect('/', 302);
    },
  });
}
