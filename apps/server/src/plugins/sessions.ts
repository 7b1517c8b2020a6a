import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { forbidden } from '../lib/http-error.ts';
import type { NewSession, SessionInfo, StaffUser } from '../lib/session.ts';
import { randomToken, safeEqual, sha256 } from '../lib/tokens.ts';
import {
  deleteSession,
  insertSession,
  prepareSessionLookup,
  type SessionUserRow,
  setSessionLanguage,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_COOKIE = 'CANDOR_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessions: {
      start(req: FastifyRequest, reply: FastifyReply, session: NewSession): Promise<void>;
      end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** The language of this session (and of the pages it is shown). */
      setLanguage(session: SessionInfo, langKey: string): Promise<void>;
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
 * Database-backed sessions (DESIGN.md §6) and the double-submit XSRF check.
 * The cookie holds 256 random bits; the table holds only their SHA-256.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secure: boolean }) => {
  const { db } = opts;
  const cookieOptions = { path: '/', sameSite: 'strict' as const, secure: opts.secure };

  const sessionById = prepareSessionLookup(db);

  async function load(token: string): Promise<SessionInfo | null> {
    const idHash = sha256(token);
    const row = await sessionById(idHash);
    if (!row) return null;
    const { s, u, organizations, reportRef } = row;
    if (s.userId !== null && (!u?.activated || u.userStatus !== 'ACTIVE')) return null;
    const idleMs = Date.now() - s.lastSeenAt.getTime();
    if (idleMs > Math.min(10_000, (s.timeoutSeconds * 1000) / 4)) {
      await touchSession(db, idHash, s.timeoutSeconds);
    }
    return {
      idHash,
      kind: s.kind,
      reportId: s.reportId,
      reportRef,
      langKey: s.langKey,
      timeoutSeconds: s.timeoutSeconds,
      user: u ? staffUserOf(u, organizations) : null,
    };
  }

  app.decorateRequest('session', null);
  app.decorate('sessions', {
    async start(req, reply, s) {
      if (req.session) await deleteSession(db, req.session.idHash);
      const token = randomToken();
      await insertSession(db, sha256(token), s);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, randomToken(), cookieOptions);
    },
    async end(req, reply) {
      if (req.session) await deleteSession(db, req.session.idHash);
      req.session = null;
      reply.clearCookie(SESSION_COOKIE, { ...cookieOptions, httpOnly: true });
    },
    async setLanguage(session, langKey) {
      await setSessionLanguage(db, session.idHash, langKey);
      session.langKey = langKey;
    },
  });

  app.addHook('onRequest', async (req, reply) => {
    const xsrf = req.cookies[XSRF_COOKIE];
    if (STATE_CHANGING.has(req.method)) {
      const header = req.headers[XSRF_HEADER];
      if (!xsrf || typeof header !== 'string' || !safeEqual(header, xsrf)) throw forbidden('error.xsrf');
    } else if (!xsrf) {
      reply.setCookie(XSRF_COOKIE, randomToken(), cookieOptions);
    }
    const token = req.cookies[SESSION_COOKIE];
    req.session = token ? await load(token) : null;
  });
});
