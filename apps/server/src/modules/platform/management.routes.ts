import {
  AUTHORITIES,
  ZConfigProps,
  ZEnvironment,
  ZLoggerChange,
  ZLoggers,
  ZMailHealth,
  ZMetrics,
  ZPlatformAuditQuery,
  ZPlatformAudits,
  ZThreadDump,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { checkedSerializer } from '../../lib/checked-serializer.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { LoggerRegistry } from '../../lib/logger.ts';
import { checkMail } from '../../lib/mail.ts';
import { pageReader } from '../admin/page-reader.ts';
import { jobCounts } from './management.repository.ts';
import { createManagementService } from './management.service.ts';

/** The platform management calls: ROLE_ADMIN only (spec 002 §6). */
const ADMIN_ONLY = { access: { authorities: [AUTHORITIES.ADMIN] } } as const;

/** `management/` calls of spec 002 §7 besides the public `health` and `info` (platform.routes.ts). */
export async function managementRoutes(
  base: FastifyInstance,
  { database, config, loggers }: { database: Database; config: Config; loggers: LoggerRegistry },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createManagementService({
    config,
    database,
    requests: app.metrics.requests,
    eventLoopDelay: app.metrics.eventLoopDelay,
  });

  const registers = [app.metrics.registry];
  new Gauge({
    name: 'candor_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (none with the embedded database)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolStats();
      if (!pool) return;
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'candor_jobs',
    help: 'Jobs by name and state',
    labelNames: ['name', 'state'] as const,
    registers,
    async collect() {
      for (const j of await jobCounts(database.db)) {
        for (const state of ['pending', 'running', 'failing', 'done'] as const)
          this.set({ name: j.name, state }, j[state]);
      }
    },
  });

  app.get('/management/jhi-metrics', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZMetrics } },
    handler: () => service.metrics(),
  });

  app.get('/management/prometheus', {
    config: ADMIN_ONLY,
    handler: async (_req, reply) => {
      const text = await app.metrics.registry.metrics();
      return reply.type(app.metrics.registry.contentType).send(text);
    },
  });

  app.get('/management/threaddump', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZThreadDump } },
    handler: () => service.threadDump(),
  });

  app.get('/management/logs', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZLoggers } },
    handler: () => ({ loggers: loggers.list() as { name: string; level: 'info' }[] }),
  });

  app.put('/management/logs', {
    config: ADMIN_ONLY,
    schema: { body: ZLoggerChange },
    handler: async (req, reply) => {
      if (!loggers.setLevel(req.body.name, req.body.level)) {
        throw badRequest('error.validation', { fieldErrors: [{ field: 'body.name', message: 'UnknownLogger' }] });
      }
      req.log.warn({ logger: req.body.name, level: req.body.level }, 'logger level changed');
      return reply.code(204).send();
    },
  });

  // Not a probe: an instance whose mail fails still takes reports, so this answers 200 either way.
  app.get('/management/health/mail', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZMailHealth } },
    handler: async () => {
      const { transport, up } = await checkMail(config);
      return { status: up ? ('UP' as const) : ('DOWN' as const), transport };
    },
  });

  app.get('/management/configprops', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZConfigProps } },
    handler: () => service.configProps(),
  });

  app.get('/management/env', {
    config: ADMIN_ONLY,
    schema: { response: { 200: ZEnvironment } },
    handler: () => service.environment(),
  });

  app.get('/management/audits', {
    config: { ...ADMIN_ONLY, sessionInStatement: true },
    serializerCompiler: checkedSerializer,
    schema: { querystring: ZPlatformAuditQuery, response: { 200: ZPlatformAudits } },
    handler: async (req, reply) => {
      const { content, total } = await service.audits(req.query, pageReader(base, req, reply));
      return reply.header('X-Total-Count', String(total)).send(content);
    },
  });
}
