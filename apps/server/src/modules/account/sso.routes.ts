import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The single-sign-on path. Without an identity provider it leads to the built-in
 * sign-in page, which posts to `api/authentication`.
 */
export async function ssoRoutes(app: FastifyInstance, _opts: { config: Config }) {
  app.get('/oauth2/authorization/sso', {
    config: { access: 'public' },
    handler: async (req, reply) => {
      return reply.redirect('/login', 302);
    },
  });
}
