import type { Authority } from '@candor/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { SessionInfo } from '../lib/session.ts';

/**
 * What a route requires. `reporter`: a session bound to one report; `session`: any
 * signed-in session; `staff`: any staff user; `{ authorities }`: a staff user holding
 * at least one of them.
 */
export type Access = 'public' | 'reporter' | 'session' | 'staff' | { authorities: readonly Authority[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** `false`: an API key is refused here (403); the call needs a signed-in session (decision 040). */
    apiKey?: boolean;
  }
}

function allowed(access: Access, s: SessionInfo): boolean {
  if (access === 'public' || access === 'session') return true;
  if (access === 'reporter') return s.kind === 'reporter' && s.reportRef !== null;
  if (s.kind !== 'staff' || !s.user) return false;
  if (access === 'staff') return true;
  const held = s.user.authorities;
  return access.authorities.some((a) => held.includes(a));
}

/** The route's declared access for the request's session: 401 without one, 403 when it is not enough. */
export function enforceAccess(req: FastifyRequest): void {
  const access = req.routeOptions.config.access;
  if (!access || access === 'public') return;
  if (!req.session) throw unauthorized();
  if (req.session.apiKey && req.routeOptions.config.apiKey === false) throw forbidden();
  if (!allowed(access, req.session)) throw forbidden();
}

/**
 * The one hook that enforces each route's declared access; an undeclared route fails start-up.
 * A route that reads its session in its own statement is enforced when it settles the session.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.pendingSessionHash === null) enforceAccess(req);
    done();
  });
});
