import { pageQuery, ZSignInStartQuery } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { oidcEnabled } from '../../config.ts';
import { staffSessionOf } from './account.service.ts';
import { createSsoService, SSO_CALLBACK_PATH, SSO_PENDING_SECONDS, SSO_START_PATH } from './sso.service.ts';

const PENDING_COOKIE = 'CANDOR_SSO';

/** The built-in sign-in page, asked to come back to `page`; saying single sign-on failed when `failed`. */
const loginPageFor = (page: string | undefined, failed = false) => {
  const query = [failed ? 'error=sso' : '', page && page !== '/' ? pageQuery(page) : ''].filter(Boolean).join('&');
  return query ? `/login?${query}` : '/login';
};

/**
 * The single-sign-on path. With an OpenID Connect provider configured it starts the
 * provider's sign-in; otherwise it leads to the built-in sign-in page, which posts to
 * `api/authentication`. Either way the sign-in comes back to the page of this app named by
 * `page`, the home without it (decision 141).
 */
export async function ssoRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const start = { config: { access: 'public' as const }, schema: { querystring: ZSignInStartQuery } };
  if (!oidcEnabled(ctx.config)) {
    app.get(SSO_START_PATH, { ...start, handler: (req, reply) => reply.redirect(loginPageFor(req.query.page), 302) });
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
    ...start,
    handler: async (req, reply) => {
      const started = await sso.start(req.query.page).catch((err: unknown) => {
        req.log.error({ err }, 'identity provider unreachable');
        return null;
      });
      if (!started) return reply.redirect(loginPageFor(req.query.page, true), 302);
      reply.setCookie(PENDING_COOKIE, started.sealedPending, { ...pendingCookie, maxAge: SSO_PENDING_SECONDS });
      return reply.redirect(started.authorizationUrl, 302);
    },
  });

  app.get(SSO_CALLBACK_PATH, {
    config: { access: 'public' },
    handler: async (req, reply) => {
      reply.clearCookie(PENDING_COOKIE, pendingCookie);
      const callbackUrl = sso.callbackUrl(req.url);
      const pending = sso.unseal(req.cookies[PENDING_COOKIE]);
      const user = await sso.finish(callbackUrl, pending).catch((err: unknown) => {
        req.log.warn({ err }, 'single sign-on failed');
        return null;
      });
      if (!user || !pending) {
        // A failed sign-in keeps its page for the next try, when the answer is to this browser's
        // last start: a start in another tab replaces the cookie, and its page is not this one's.
        const answered = pending?.state === callbackUrl.searchParams.get('state');
        return reply.redirect(loginPageFor(answered ? pending?.page : undefined, true), 302);
      }
      await base.sessions.start(req, reply, staffSessionOf(user));
      return reply.redirect(pending.page, 302);
    },
  });
}
