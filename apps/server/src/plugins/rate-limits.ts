import { createHmac, randomBytes } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { countHit, readHits } from '../lib/hit-counters.repository.ts';
import { HttpError } from '../lib/http-error.ts';
import { forgetPastWindows, windowSecret } from './rate-limits.repository.ts';

type LimitSetting =
  | 'RATE_LIMIT_SIGN_IN'
  | 'RATE_LIMIT_REPORT_LOOKUP'
  | 'RATE_LIMIT_ORGANIZATION_SEARCH'
  | 'RATE_LIMIT_SUBMISSION'
  | 'RATE_LIMIT_PASSWORD_CHECK'
  | 'RATE_LIMIT_UPLOAD';

/**
 * The calls worth hammering (guessing passwords and report IDs, flooding reviewers and storage), each
 * counted apart. A sign-in counts only when it fails (401): guessing is what the limit stops, and
 * colleagues behind one address sign in as often as they need.
 */
export const RATE_LIMITED_ROUTES: readonly {
  method: string;
  url: string;
  setting: LimitSetting;
  failuresOnly?: true;
}[] = [
  { method: 'POST', url: '/reporterapi/authentication', setting: 'RATE_LIMIT_SIGN_IN', failuresOnly: true },
  { method: 'POST', url: '/api/authentication', setting: 'RATE_LIMIT_SIGN_IN', failuresOnly: true },
  { method: 'GET', url: '/reporterapi/report-lookup', setting: 'RATE_LIMIT_REPORT_LOOKUP' },
  { method: 'GET', url: '/reporterapi/organization', setting: 'RATE_LIMIT_ORGANIZATION_SEARCH' },
  { method: 'POST', url: '/reporterapi/report', setting: 'RATE_LIMIT_SUBMISSION' },
  { method: 'POST', url: '/reporterapi/report-preflight-check', setting: 'RATE_LIMIT_SUBMISSION' },
  { method: 'POST', url: '/reporterapi/password', setting: 'RATE_LIMIT_PASSWORD_CHECK' },
  { method: 'POST', url: '/reporterapi/report/:id/attachment-new-report', setting: 'RATE_LIMIT_UPLOAD' },
  { method: 'POST', url: '/reporterapi/report/:id/attachment-existing-report', setting: 'RATE_LIMIT_UPLOAD' },
  { method: 'POST', url: '/api/report/:id/attachment-existing-report', setting: 'RATE_LIMIT_UPLOAD' },
];

/**
 * Client keys that hold for one window only: an HMAC of the route and the client under a
 * random secret per window, created by whichever instance asks first and shared through
 * the database, deleted when the window is over. The address is used in memory, in this
 * request only; neither it nor anything it could be recovered from outlives the window.
 */
function createClientKeys(db: Db, windowMs: number) {
  let current: { start: number; secret: Promise<string> } | null = null;

  function secretNow(): Promise<string> {
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    if (current?.start !== start) {
      const windowStart = new Date(start);
      const secret = windowSecret(db, windowStart, randomBytes(32).toString('base64')).then(async (s) => {
        await forgetPastWindows(db, windowStart);
        return s;
      });
      secret.catch(() => {
        if (current?.secret === secret) current = null;
      });
      current = { start, secret };
    }
    return current.secret;
  }

  return async (group: string, client: string) =>
    createHmac('sha256', await secretNow())
      .update(`${group}\n${client}`)
      .digest('base64url');
}

/** A signed-in staff member (a hotline agent filing calls) is counted by account, anyone else by address. */
const clientOf = (req: FastifyRequest) =>
  req.session?.user ? `user:${req.session.user.id}` : `address:${normalizeIP(req.ip)}`;

/** Counters in PostgreSQL, so that every instance on one database counts together. */
function postgresStore(db: Db) {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countHit(db, key, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      readHits(db, key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

const hooks = <H>(existing: H | H[] | undefined): H[] =>
  existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];

/**
 * A limit on failures (@fastify/rate-limit's `createRateLimit`): a request is refused once the
 * client's failures of the window reach `max`, and only a 401 answer counts one. The client's key
 * is taken before the handler runs: a sign-in changes the session it is made of.
 */
function failureLimiter(
  app: FastifyInstance,
  options: { max: number; timeWindow: number },
  clientKey: (req: FastifyRequest) => Promise<string>,
) {
  const keys = new WeakMap<FastifyRequest, Promise<string>>();
  const check = app.createRateLimit({
    ...options,
    keyGenerator: (req) => keys.get(req) ?? clientKey(req),
  });
  const before: onRequestHookHandler = async (req, reply) => {
    keys.set(req, clientKey(req));
    const failures = await check(req, { increment: false });
    if (failures.isAllowed || failures.remaining > 0) return;
    reply.header('retry-after', Math.max(1, failures.ttlInSeconds));
    throw new HttpError(429, 'error.tooManyRequests');
  };
  // Counted before the answer leaves: the client's next attempt finds it.
  const after: onSendHookHandler = async (req, reply, payload) => {
    if (reply.statusCode === 401) await check(req);
    return payload;
  };
  return { before, after };
}

/**
 * Per-client rate limits on the routes of RATE_LIMITED_ROUTES: 429 with Retry-After and the
 * error shape. Counters live in PostgreSQL, or in Redis when REDIS_URL is set.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const keyOf = createClientKeys(db, windowMs);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'candor-rate-limit:' } : { store: postgresStore(db) }),
    errorResponseBuilder: (_req, context) => new HttpError(context.statusCode, 'error.tooManyRequests'),
  });

  const limited = new Map(RATE_LIMITED_ROUTES.map((r) => [`${r.method} ${r.url}`, r]));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // A GET route also answers HEAD, which runs the same handler.
    const entry = methods
      .map((m) => limited.get(`${m === 'HEAD' ? 'GET' : m} ${route.url}`))
      .find((e) => e !== undefined);
    if (!entry) return;
    const group = `${entry.method} ${entry.url}`;
    const options = { max: config[entry.setting], timeWindow: windowMs };
    if (entry.failuresOnly) {
      const { before, after } = failureLimiter(app, options, (req) => keyOf(group, clientOf(req)));
      route.onRequest = [...hooks(route.onRequest), before];
      route.onSend = [...hooks(route.onSend), after];
      return;
    }
    const limiter = app.rateLimit({
      ...options,
      keyGenerator: (req) => keyOf(group, clientOf(req)),
    }) as onRequestHookHandler;
    route.onRequest = [...hooks(route.onRequest), limiter];
  });
});
