import type { TConfigProps, TEnvironment, TMetrics, TPlatformAudit, TPlatformAuditQuery } from '@candor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RequestTimer } from '../../lib/request-timer.ts';
import type { PageReader } from '../admin/page-reader.ts';
import { jobCounts, platformAuditQuery } from './management.repository.ts';
import { REDACTED, redactSetting, redactVariable, scrub, secretValues } from './redaction.ts';

export interface ManagementDeps {
  config: Config;
  database: Database;
  requests: () => Promise<RequestTimer[]>;
  eventLoopDelay: () => TMetrics['process']['eventLoopDelayMs'];
  env?: NodeJS.ProcessEnv;
}

const round = (n: number, digits = 6) => Number(n.toFixed(digits));

/** Arguments of the command line that are plain paths stay; any other may carry a secret. */
const redactArgument = (arg: string, i: number) => (i === 0 || /^\.{0,2}\/[^=\s]*$/.test(arg) ? arg : REDACTED);

interface ReportLike {
  header?: { commandLine?: string[]; networkInterfaces?: unknown; [k: string]: unknown };
  environmentVariables?: Record<string, string>;
  libuv?: Record<string, unknown>[];
  [k: string]: unknown;
}

/**
 * Platform management (spec 002 §3, §7): metrics, configuration and environment with
 * secrets hidden, Node's diagnostic report, the audit events. Only ROLE_ADMIN reaches these.
 */
export function createManagementService({
  config,
  database,
  requests,
  eventLoopDelay,
  env = process.env,
}: ManagementDeps) {
  const secrets = () => secretValues(config, env);

  return {
    async metrics(): Promise<TMetrics> {
      const cpu = process.cpuUsage();
      const mem = process.memoryUsage();
      const timers = await requests();
      const count = timers.reduce((n, t) => n + t.count, 0);
      const sum = timers.reduce((n, t) => n + t.sum, 0);
      const jobs = await jobCounts(database.db);
      const total = (k: 'pending' | 'running' | 'failing' | 'done') => jobs.reduce((n, j) => n + j[k], 0);
      return {
        process: {
          uptimeSeconds: round(process.uptime(), 1),
          cpuUserSeconds: round(cpu.user / 1e6, 3),
          cpuSystemSeconds: round(cpu.system / 1e6, 3),
          memory: { rss: mem.rss, heapTotal: mem.heapTotal, heapUsed: mem.heapUsed, external: mem.external },
          eventLoopDelayMs: eventLoopDelay(),
          nodeVersion: process.version,
        },
        http: {
          all: { count, mean: count ? round(sum / count) : 0, max: round(Math.max(0, ...timers.map((t) => t.max))) },
          routes: timers
            .map((t) => ({ ...t, mean: t.count ? round(t.sum / t.count) : 0, max: round(t.max) }))
            .map(({ method, route, status, count: c, mean, max }) => ({ method, route, status, count: c, mean, max }))
            .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route)),
        },
        database: { kind: database.kind, pool: database.poolStats() },
        jobs: {
          pending: total('pending'),
          running: total('running'),
          failing: total('failing'),
          done: total('done'),
          byName: jobs.map(({ name, pending, done, failing }) => ({ name, pending, done, failing })),
        },
      };
    },

    configProps(): TConfigProps {
      const properties = Object.fromEntries(
        Object.entries(config).map(([name, value]) => [name, redactSetting(name, value)]),
      );
      return scrub({ properties }, secrets());
    },

    environment(): TEnvironment {
      const properties = Object.fromEntries(
        Object.keys(env)
          .sort()
          .map((name) => [name, redactVariable(name, env[name])]),
      );
      return scrub(
        {
          activeProfiles: [config.PRODUCTION ? 'prod' : 'dev', database.kind],
          propertySources: [{ name: 'systemEnvironment', properties }],
        },
        secrets(),
      );
    },

    /**
     * Node's diagnostic report (the closest thing to a thread dump): JavaScript stack, heap,
     * libuv handles, resource usage. Environment values, command-line arguments, network
     * interfaces and socket addresses (a client's address) are left out or hidden.
     */
    threadDump(): Record<string, unknown> {
      const settings = process.report as unknown as { excludeNetwork?: boolean };
      settings.excludeNetwork = true;
      const report = process.report.getReport() as unknown as ReportLike;
      if (report.header) {
        report.header.commandLine = report.header.commandLine?.map(redactArgument);
        delete report.header.networkInterfaces;
      }
      if (report.environmentVariables) {
        report.environmentVariables = Object.fromEntries(
          Object.entries(report.environmentVariables).map(([name, value]) => [name, redactVariable(name, value)]),
        );
      }
      report.libuv = report.libuv?.map(({ localEndpoint: _l, remoteEndpoint: _r, ...handle }) => handle);
      return scrub(report, secrets());
    },

    /** One page of the audit events, read with the request's session (`read`). */
    async audits(q: TPlatformAuditQuery, read: PageReader): Promise<{ content: TPlatformAudit[]; total: number }> {
      const {
        page: { rows, total },
      } = await read(platformAuditQuery(database.db, q));
      return {
        total,
        content: rows.map((r) => ({
          id: r.id,
          timestamp: r.auditEventDate.toISOString(),
          principal: r.actorId,
          type: r.auditEventType,
          data: r.data,
        })),
      };
    },
  };
}
