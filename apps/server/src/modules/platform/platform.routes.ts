import { APP_VERSION, BUILD_TAG, LIMITS, ZApplicationMessages, ZAppProfile, ZHealth } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readBuildStamp } from '../../build-output.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { allApplicationMessages } from './platform.repository.ts';

export async function platformRoutes(
  base: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const buildStamp = readBuildStamp();

  app.get('/management/info', {
    config: { access: 'public' },
    schema: { response: { 200: ZAppProfile } },
    handler: async () => ({
      defaultTimeout: LIMITS.defaultSessionTimeoutSeconds,
      isDashboardNew: true,
      isProductionEnvironment: config.PRODUCTION,
      ribbonMessage: config.RIBBON_MESSAGE,
      providerPostalAddress: config.PROVIDER_POSTAL_ADDRESS,
      supportPhone: config.SUPPORT_PHONE,
      version: APP_VERSION,
      buildTag: BUILD_TAG,
      buildTimestamp: buildStamp,
      singleSignOn: config.OIDC_ISSUER ? ('oidc' as const) : ('builtin' as const),
    }),
  });

  app.get('/management/health', {
    config: { access: 'public', probe: true },
    schema: { response: { 200: ZHealth, 503: ZHealth } },
    handler: async (_req, reply) => {
      const up = await database.ping();
      const status = up ? 'UP' : 'DOWN';
      return reply.code(up ? 200 : 503).send({ status, components: { db: { status, database: database.kind } } });
    },
  });

  const messages = async () => {
    const rows = await allApplicationMessages(database.db);
    const pick = (position: 'top' | 'bottom') =>
      Object.fromEntries(rows.filter((r) => r.position === position).map((r) => [r.langKey, r.message]));
    return { topBanner: pick('top'), bottomBanner: pick('bottom') };
  };
  app.get('/reporterapi/application-messages', {
    config: { access: 'public' },
    schema: { response: { 200: ZApplicationMessages } },
    handler: messages,
  });
  app.get('/api/application-messages', {
    config: { access: 'session' },
    schema: { response: { 200: ZApplicationMessages } },
    handler: messages,
  });
}
