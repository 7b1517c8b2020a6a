import { z } from 'zod';
import { zDay, zSortParam } from './common.ts';

/** Logger levels that may be set at run time (pino's, `silent` turning a logger off). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export const ZLogLevel = z.enum(LOG_LEVELS);

/** `GET management/logs`: every logger with its level (spec 002 §3 "loggers (name, level)"). */
export const ZLoggers = z.object({
  loggers: z.array(z.object({ name: z.string(), level: ZLogLevel })),
});
export type TLoggers = z.infer<typeof ZLoggers>;

/** A level as pino names it, or as a Spring client sends it (`DEBUG`, `OFF` for silent): case aside. */
const ZLogLevelIn = z
  .string()
  .max(10)
  .toLowerCase()
  .transform((level) => (level === 'off' ? 'silent' : level))
  .pipe(ZLogLevel);

/** `PUT management/logs` (spec 002 §7: body level, name). */
export const ZLoggerChange = z.object({ name: z.string().min(1).max(100), level: ZLogLevelIn });
export type TLoggerChange = z.infer<typeof ZLoggerChange>;

const ZTimer = z.object({ count: z.number(), mean: z.number(), max: z.number() });

/** `GET management/jhi-metrics`: process, HTTP, database pool and jobs (decision 048). */
export const ZMetrics = z.object({
  process: z.object({
    uptimeSeconds: z.number(),
    cpuUserSeconds: z.number(),
    cpuSystemSeconds: z.number(),
    memory: z.object({ rss: z.number(), heapTotal: z.number(), heapUsed: z.number(), external: z.number() }),
    eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number(), max: z.number() }),
    nodeVersion: z.string(),
  }),
  http: z.object({
    all: ZTimer,
    /** Route patterns only (`/api/report/:id`), never a path's values. */
    routes: z.array(ZTimer.extend({ method: z.string(), route: z.string(), status: z.string() })),
  }),
  database: z.object({
    kind: z.string(),
    /** A PostgreSQL server's connection pool; null with the embedded database. */
    pool: z.object({ max: z.number(), total: z.number(), idle: z.number(), waiting: z.number() }).nullable(),
  }),
  jobs: z.object({
    pending: z.number(),
    running: z.number(),
    failing: z.number(),
    done: z.number(),
    byName: z.array(z.object({ name: z.string(), pending: z.number(), done: z.number(), failing: z.number() })),
  }),
});
export type TMetrics = z.infer<typeof ZMetrics>;

/** A redacted key-value view: configuration properties, environment. */
const ZProperties = z.record(z.string(), z.string());

/** `GET management/configprops`: the app's settings, secrets shown as `******`. */
export const ZConfigProps = z.object({ properties: ZProperties });
export type TConfigProps = z.infer<typeof ZConfigProps>;

/** `GET management/env`: the process environment, values shown only for settings known not to be secret. */
export const ZEnvironment = z.object({
  activeProfiles: z.array(z.string()),
  propertySources: z.array(z.object({ name: z.string(), properties: ZProperties })),
});
export type TEnvironment = z.infer<typeof ZEnvironment>;

/** The fields `management/audits` sorts by. */
export const PLATFORM_AUDIT_SORT_FIELDS = ['auditEventDate', 'auditEventType', 'principal'] as const;

/** `GET management/audits` (spec 002 §7: optional page, size, sort, fromDate, toDate; days as YYYY-MM-DD, UTC). */
export const ZPlatformAuditQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(200).default(20),
    sort: zSortParam(PLATFORM_AUDIT_SORT_FIELDS, 'auditEventDate,desc'),
    fromDate: zDay.optional(),
    toDate: zDay.optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    path: ['toDate'],
    message: 'toDate must not be before fromDate',
  });
export type TPlatformAuditQuery = z.infer<typeof ZPlatformAuditQuery>;

/** One platform audit event; the total count travels in `X-Total-Count`. */
export const ZPlatformAudit = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  principal: z.string().nullable(),
  type: z.string(),
  data: z.record(z.string(), z.string()),
});
export const ZPlatformAudits = z.array(ZPlatformAudit);
export type TPlatformAudit = z.infer<typeof ZPlatformAudit>;

/** `GET management/threaddump`: Node's diagnostic report, with secrets and addresses removed. */
export const ZThreadDump = z.record(z.string(), z.unknown());
export type TThreadDump = z.infer<typeof ZThreadDump>;
