import type { ServerOptions } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { WEB_DIST_DIR } from './build-output.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Codec } from './lib/crypto.ts';
import { createLoggerRegistry, type LoggerRegistry, type LogStream, loggerOptions } from './lib/logger.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { ssoRoutes } from './modules/account/sso.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { categoryAccessRoutes } from './modules/category-access/category-access.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { dataToolsRoutes } from './modules/data-tools/data-tools.routes.ts';
import { hotlineRoutes } from './modules/hotline/hotline.routes.ts';
import { i18nRoutes } from './modules/i18n/i18n.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { managementRoutes } from './modules/platform/management.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { reportSearchRoutes } from './modules/report-search/report-search.routes.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { notificationRulesRoutes } from './modules/rules/notification-rules.routes.ts';
import { reportSummaryRoutes } from './modules/summaries/report-summary.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { cleanInputPlugin } from './plugins/clean-input.ts';
import { earlyErrorHandlers } from './plugins/early-errors.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionsPlugin } from './plugins/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The named loggers whose levels management/logs reads and sets. */
    loggers: LoggerRegistry<FastifyBaseLogger>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where logs go instead of standard output (tests capture them). */
  logStream?: LogStream;
  /** The codec of the master key: the one `database.migrate` was given. */
  codec: Codec;
}

/** External plugins, then ours, then the modules. Tests build the same app. */
export async function buildApp({ config, database, logStream, codec }: AppDeps): Promise<FastifyInstance> {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    // Always a pino logger, `silent` included: management/logs may turn it up at run time.
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1_048_576,
    requestTimeout,
    // Node enforces the timeout only when given at creation, with slow headers bounded no later;
    // it looks for overdue requests at this pace, often enough to honour the timeout.
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeout / 4)),
    } as ServerOptions,
    ...earlyErrorHandlers(https),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTablePlugin);
  await app.register(metricsPlugin);
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https });
  await app.register(sessionsPlugin, { db: database.db, codec, secure: https });
  await app.register(accessPlugin);
  await app.register(cleanInputPlugin);
  await app.register(rateLimitsPlugin, { db: database.db, config });
  await app.register(apiDocsPlugin);

  const { db } = database;
  const ctx: AppContext = { config, db, codec };
  await app.register(platformRoutes, { database, config });
  const loggers = createLoggerRegistry<FastifyBaseLogger>({
    candor: app.log,
    'candor.jobs': app.log.child({ logger: 'jobs' }),
  });
  app.decorate('loggers', loggers);
  await app.register(managementRoutes, { database, config, loggers });
  await app.register(i18nRoutes);
  await app.register(accountRoutes, ctx);
  await app.register(adminRoutes, ctx);
  await app.register(dataToolsRoutes, ctx);
  await app.register(ssoRoutes, ctx);
  await app.register(reportingRoutes, ctx);
  await app.register(attachmentsRoutes, ctx);
  await app.register(reportsRoutes, ctx);
  await app.register(hotlineRoutes, ctx);
  await app.register(overviewRoutes, ctx);
  await app.register(reportSearchRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(notificationsRoutes, ctx);
  await app.register(categoryAccessRoutes, ctx);
  await app.register(reportSummaryRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(notificationRulesRoutes, ctx);
  await app.register(webRoutes, { dist: config.WEB_DIST ?? WEB_DIST_DIR });
  return app;
}
