import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go when not to standard output: tests capture them. */
export interface LogStream {
  write(line: string): void;
}

/** What PostgreSQL (pg or PGlite) says about a failed statement, beside a message that may quote values. */
interface DatabaseFailure {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** SQL states are five digits or capitals; none starts with E, as Node's and nodemailer's codes do (EPIPE, EAUTH). */
const isDatabaseError = (err: object): err is DatabaseFailure =>
  'query' in err || ('code' in err && typeof err.code === 'string' && /^(?!E)[0-9A-Z]{5}$/.test(err.code));

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (err: Error) =>
  (err.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')) ?? []).join('\n');

/**
 * A failed query logs where it failed (SQL state, constraint, table, column), never its
 * parameters nor the database's message and detail, which quote values: a report ID, a
 * name, an email address, a password hash.
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const cause = err.cause instanceof Error ? err.cause : null;
  if (isDatabaseError(err) || (cause && isDatabaseError(cause))) {
    const { code, constraint, table, column } = (cause ?? err) as DatabaseFailure;
    return {
      type: 'DatabaseError',
      message: 'query failed',
      stack: framesOf(err),
      sqlState: code,
      constraint,
      table,
      column,
    };
  }
  if (isMailRefusal(err)) {
    // The mail server's answer may quote the address it refused, in the message and the stack's first line.
    const { code, responseCode, command } = err;
    return { type: err.name, message: 'the mail server refused', stack: framesOf(err), code, responseCode, command };
  }
  return { type: err.name, message: err.message, stack: err.stack ?? '' };
}

/** What nodemailer throws at a mail server's refusal: its reply code beside its words. */
const isMailRefusal = (err: object): err is { code?: unknown; responseCode?: unknown; command?: unknown } =>
  'responseCode' in err;

/**
 * An error's message as it may be kept (a job's last error): a failed query's SQL state and a mail
 * server's answer code, without the values either would quote.
 */
export function safeMessageOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { message, sqlState, responseCode } = serializeError(err);
  const code = sqlState ?? responseCode;
  return code === undefined ? message : `${message} (${code})`;
}

/**
 * Request logs carry the method and the route pattern only (`/reporterapi/report/:id`, not
 * the report ID): no client address, user agent, headers or query string, so that nothing
 * in a log can point at a reporter.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: LogStream) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, route: req.routeOptions?.url ?? null }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}

/** A logger whose level can be read and set (pino's and its children). */
export interface LevelledLogger {
  level: string;
}

/**
 * The app's named loggers, for `management/logs`: their levels change at run time, for
 * this process (each instance has its own). Request loggers are children of the root
 * logger made per request, so they follow the root's level from the next request on.
 */
export function createLoggerRegistry<L extends LevelledLogger>(loggers: Record<string, L>) {
  const named = new Map(Object.entries(loggers));
  return {
    get(name: string): L | undefined {
      return named.get(name);
    },
    list(): { name: string; level: string }[] {
      return [...named].map(([name, l]) => ({ name, level: l.level })).sort((a, b) => a.name.localeCompare(b.name));
    },
    /** False when there is no logger of that name. */
    setLevel(name: string, level: string): boolean {
      const logger = named.get(name);
      if (!logger) return false;
      logger.level = level;
      return true;
    },
  };
}
export type LoggerRegistry<L extends LevelledLogger = LevelledLogger> = ReturnType<typeof createLoggerRegistry<L>>;
