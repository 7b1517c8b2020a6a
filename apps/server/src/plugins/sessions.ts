import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Codec } from '../lib/crypto.ts';
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

/** Over https the cookies carry the `__Host-` prefix: the browser then takes them only from this host, Secure, for path /. */
export const cookieNames = (secure: boolean) =>
  secure
    ? { session: `__Host-${SESSION_COOKIE}`, xsrf: `__Host-${XSRF_COOKIE}` }
    : { session: SESSION_COOKIE, xsrf: XSRF_COOKIE };

/** The XSRF token of a session: derived from its secret, so a token of another session, or none, does not match. */
export const xsrfTokenOf = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('candor-xsrf').digest('base64url');

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
 * Database-backed sessions (DESIGN.md §6) and the XSRF check. The cookie holds 256 random
 * bits; the table holds only their SHA-256. With a session, the XSRF header must carry the
 * token derived from that session (renewed at sign-in and sign-out); without one, the
 * double-submit cookie.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; codec: Codec; secure: boolean }) => {
  const { db, codec } = opts;
  const cookieOptions = { path: '/', sameSite: 'strict' as const, secure: opts.secure };
  const names = cookieNames(opts.secure);

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
      reportRef: reportRef === null ? null : codec.decryptText(reportRef),
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
  });

  app.addHook('onRequest', async (req, reply) => {
    const token = req.cookies[names.session];
    req.session = token ? await load(token) : null;
    const cookie = req.cookies[names.xsrf];
    const expected = req.session && token ? xsrfTokenOf(token) : cookie;
    if (STATE_CHANGING.has(req.method)) {
      const header = req.headers[XSRF_HEADER];
      if (!expected || typeof header !== 'string' || !safeEqual(header, expected)) throw forbidden('error.xsrf');
    } else if (!cookie || (expected && cookie !== expected)) {
      reply.setCookie(names.xsrf, expected ?? randomToken(), cookieOptions);
    }
  });
});
