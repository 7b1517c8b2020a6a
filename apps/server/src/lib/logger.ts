import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go when not to standard output: tests capture them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Request logs carry the method and the path only: no client address, user agent,
 * headers or query string, so that nothing in a log can point at a reporter.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: LogStream) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
