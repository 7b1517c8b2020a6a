import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Codec } from '../lib/crypto.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { NewSession, SessionInfo, StaffUser } from '../lib/session.ts';
import { randomToken, safeEqual, sha256 } from '../lib/tokens.ts';
import { enforceAccess } from './access.ts';
import {
  deleteSession,
  insertSession,
  prepareApiKeyLookup,
  prepareSessionLookup,
  type SessionLookupRow,
  type SessionUserRow,
  setSessionLanguage,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_COOKIE = 'CANDOR_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const API_KEY_HEADER = 'x-api-key';

/** Over https the cookies carry the `__Host-` prefix: the browser then takes them only from this host, Secure, for path /. */
export const cookieNames = (secure: boolean) =>
  secure
    ? { session: `__Host-${SESSION_COOKIE}`, xsrf: `__Host-${XSRF_COOKIE}` }
    : { session: SESSION_COOKIE, xsrf: XSRF_COOKIE };

/** The XSRF token of a session: derived from its secret, so a token of another session, or none, does not match. */
export const xsrfTokenOf = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('candor-xsrf').digest('base64url');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own statement reads the session beside its data (`selectWithSession`) and
     * hands the row to `sessions.settle` before anything else (decision 042). GET routes only.
     */
    sessionInStatement?: boolean;
    /** The route sees a sign-in still owing its second step (decision 049); other routes see no session then. */
    twoFactorStep?: boolean;
    /** A public GET for machines (health checks): no session is read and no XSRF cookie is issued. */
    probe?: boolean;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    /** On a `sessionInStatement` route with a session cookie: the hash its statement looks up. */
    pendingSessionHash: string | null;
  }
  interface FastifyInstance {
    sessions: {
      start(req: FastifyRequest, reply: FastifyReply, session: NewSession): Promise<void>;
      end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** The language of this session (and of the pages it is shown). */
      setLanguage(session: SessionInfo, langKey: string): Promise<void>;
      /**
       * The session row a `sessionInStatement` route read (undefined: none): checked and
       * kept as the hook would have, then the route's access enforced.
       */
      settle(req: FastifyRequest, reply: FastifyReply, row: SessionLookupRow | undefined): Promise<void>;
    };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const staffUserOf = (u: SessionUserRow, organizations: StaffUser['organizations']): StaffUser => ({
  id: u.id,
  login: u.login,
  firstName: u.firstName,
  lastName: u.lastName,
  langKey: u.langKey,
  authorities: u.authorities,
  userTimeout: u.userTimeout,
  activated: u.activated,
  dashboardEnabled: u.dashboardEnabled,
  delegateReviewer: u.delegateReviewer,
  landingPage: u.landingPage,
  programAdmin: u.programAdmin,
  reviewerApiKeyGenerationEnabled: u.reviewerApiKeyGenerationEnabled,
  primaryOrganizationId: u.primaryOrganizationId,
  organizations,
});

/**
 * Database-backed sessions (DESIGN.md §6) and the XSRF check. The cookie holds 256 random
 * bits; the table holds only their SHA-256. With a session, the XSRF header must carry the
 * token derived from that session (renewed at sign-in and sign-out); without one, the
 * double-submit cookie. On `api/` calls an `X-API-Key` header signs the request in as the
 * key's user instead, with no cookie and no XSRF check (decision 040).
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; codec: Codec; secure: boolean }) => {
  const { db, codec } = opts;
  const cookieOptions = { path: '/', sameSite: 'strict' as const, secure: opts.secure };
  const names = cookieNames(opts.secure);

  const sessionById = prepareSessionLookup(db);
  const userByApiKey = prepareApiKeyLookup(db);

  /** An integration's call: the key's user, with his permissions, for this request only. */
  async function loadByApiKey(key: string): Promise<SessionInfo> {
    const row = key.length > 0 && key.length <= 200 ? await userByApiKey(sha256(key)) : undefined;
    if (!row) throw unauthorized();
    return {
      idHash: '',
      kind: 'staff',
      reportId: null,
      reportRef: null,
      langKey: row.u.langKey,
      timeoutSeconds: 0,
      user: staffUserOf(row.u, row.organizations),
      apiKey: true,
    };
  }

  async function sessionOf(idHash: string, row: SessionLookupRow | undefined): Promise<SessionInfo | null> {
    if (!row) return null;
    const { s, u, organizations, reportRef } = row;
    if (s.userId !== null && (!u?.activated || u.userStatus !== 'ACTIVE')) return null;
    if (s.touchDue) await touchSession(db, idHash, s.timeoutSeconds);
    return {
      idHash,
      kind: s.kind,
      reportId: s.reportId,
      reportRef: reportRef === null ? null : codec.decryptText(reportRef),
      langKey: s.langKey,
      timeoutSeconds: s.timeoutSeconds,
      user: u ? staffUserOf(u, organizations) : null,
      twoFactor: s.twoFactor,
    };
  }

  /** A sign-in owing its second step is a session only to the routes of that step. */
  const visibleTo = (req: FastifyRequest, session: SessionInfo | null) =>
    session?.twoFactor && !req.routeOptions.config.twoFactorStep ? null : session;

  /** With a session, the XSRF token derived from it; without, the double-submit cookie (kept or issued). */
  function checkXsrf(req: FastifyRequest, reply: FastifyReply, token: string | undefined) {
    const cookie = req.cookies[names.xsrf];
    const expected = req.session && token ? xsrfTokenOf(token) : cookie;
    if (STATE_CHANGING.has(req.method)) {
      const header = req.headers[XSRF_HEADER];
      if (!expected || typeof header !== 'string' || !safeEqual(header, expected)) throw forbidden('error.xsrf');
    } else if (!cookie || (expected && cookie !== expected)) {
      reply.setCookie(names.xsrf, expected ?? randomToken(), cookieOptions);
    }
  }

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.sessionInStatement && methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(`Route ${route.url} reads its session in its statement: GET only`);
    }
    if (route.config?.probe && (route.config.access !== 'public' || methods.some((m) => m !== 'GET' && m !== 'HEAD'))) {
      throw new Error(`Route ${route.url} is a probe: public GET only`);
    }
  });

  app.decorateRequest('session', null);
  app.decorateRequest('pendingSessionHash', null);
  // Fails closed: a route that answered without settling its session has not enforced its access.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.pendingSessionHash !== null && reply.statusCode < 400) {
      throw new Error(`${req.routeOptions.url} answered without settling its session`);
    }
    done(null, payload);
  });
  app.decorate('sessions', {
    async start(req, reply, s) {
      if (req.session) await deleteSession(db, req.session.idHash);
      const token = randomToken();
      await insertSession(db, sha256(token), s);
      reply.setCookie(names.session, token, { ...cookieOptions, httpOnly: true });
      reply.setCookie(names.xsrf, xsrfTokenOf(token), cookieOptions);
    },
    async end(req, reply) {
      if (req.session) await deleteSession(db, req.session.idHash);
      req.session = null;
      reply.clearCookie(names.session, { ...cookieOptions, httpOnly: true });
      reply.setCookie(names.xsrf, randomToken(), cookieOptions);
    },
    async setLanguage(session, langKey) {
      await setSessionLanguage(db, session.idHash, langKey);
      session.langKey = langKey;
    },
    async settle(req, reply, row) {
      const idHash = req.pendingSessionHash;
      req.pendingSessionHash = null;
      // A request signed in by its API key was read in onRequest: its session stands.
      if (!req.session?.apiKey) {
        req.session = idHash ? visibleTo(req, await sessionOf(idHash, row)) : null;
        checkXsrf(req, reply, req.cookies[names.session]);
      }
      enforceAccess(req);
    },
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config.probe) return;
    const key = req.headers[API_KEY_HEADER];
    if (key !== undefined && req.url.startsWith('/api/')) {
      // No cookie is sent or read, so there is nothing a forged cross-site request could ride on: no XSRF check.
      req.session = await loadByApiKey(typeof key === 'string' ? key : '');
      return;
    }
    const token = req.cookies[names.session];
    if (token && req.routeOptions.config.sessionInStatement) {
      req.pendingSessionHash = sha256(token);
      return;
    }
    if (token) {
      const idHash = sha256(token);
      req.session = visibleTo(req, await sessionOf(idHash, await sessionById(idHash)));
    }
    checkXsrf(req, reply, token);
  });
});
