import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden } from '../lib/http-error.ts';
import { randomToken, safeEqual, sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'CANDOR_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface StaffUser {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  langKey: string;
  authorities: string[];
  userTimeout: number | null;
}

export interface SessionInfo {
  idHash: string;
  kind: 'staff' | 'reporter';
  reportRef: string | null;
  langKey: string | null;
  timeoutSeconds: number;
  /** The staff user; for a hotline agent's report session, the agent. */
  user: StaffUser | null;
}

export interface NewSession {
  kind: SessionInfo['kind'];
  userId?: number | null;
  reportRef?: string | null;
  langKey?: string | null;
  timeoutSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessions: {
      start(req: FastifyRequest, reply: FastifyReply, session: NewSession): Promise<void>;
      end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Database-backed sessions (DESIGN.md §6) and the double-submit XSRF check.
 * The cookie holds 256 random bits; the table holds only their SHA-256.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secure: boolean }) => {
  const { db } = opts;
  const cookieOptions = { path: '/', sameSite: 'strict' as const, secure: opts.secure };

  // Runs on every request with a session cookie: prepared once, so it is neither rebuilt nor re-planned.
  const sessionById = db
    .select({ s: sessions, u: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('candor_session_by_id');

  async function load(token: string): Promise<SessionInfo | null> {
    const idHash = sha256(token);
    const [row] = await sessionById.execute({ idHash });
    if (!row) return null;
    const { s, u } = row;
    if (s.userId !== null && (!u?.activated || u.userStatus !== 'ACTIVE')) return null;
    const idleMs = Date.now() - s.lastSeenAt.getTime();
    if (idleMs > Math.min(10_000, (s.timeoutSeconds * 1000) / 4)) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${s.timeoutSeconds})` })
        .where(eq(sessions.idHash, idHash));
    }
    return {
      idHash,
      kind: s.kind,
      reportRef: s.reportRef,
      langKey: s.langKey,
      timeoutSeconds: s.timeoutSeconds,
      user: u
        ? {
            id: u.id,
            login: u.login,
            firstName: u.firstName,
            lastName: u.lastName,
            langKey: u.langKey,
            authorities: u.authorities,
            userTimeout: u.userTimeout,
          }
        : null,
    };
  }

  app.decorateRequest('session', null);
  app.decorate('sessions', {
    async start(req, reply, s) {
      if (req.session) await db.delete(sessions).where(eq(sessions.idHash, req.session.idHash));
      const token = randomToken();
      await db.insert(sessions).values({
        idHash: sha256(token),
        kind: s.kind,
        userId: s.userId ?? null,
        reportRef: s.reportRef ?? null,
        langKey: s.langKey ?? null,
        timeoutSeconds: s.timeoutSeconds,
        expiresAt: sql`now() + make_interval(secs => ${s.timeoutSeconds})`,
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, randomToken(), cookieOptions);
    },
    async end(req, reply) {
      if (req.session) await db.delete(sessions).where(eq(sessions.idHash, req.session.idHash));
      req.session = null;
      reply.clearCookie(SESSION_COOKIE, { ...cookieOptions, httpOnly: true });
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
