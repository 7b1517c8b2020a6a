import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Request logs carry the method and the path only: no client address, user agent,
 * headers or query string, so that nothing in a log can point at a reporter.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
