import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error.ts';
import type { StaffUser } from '../../lib/session.ts';
import type { PageQuery } from './page-statement.repository.ts';

/** Reads a list page with the request's session, settled and its access enforced before the page is used. */
export type PageReader = <P>(query: PageQuery<P>) => Promise<{ actor: StaffUser; page: P }>;

/**
 * For a `sessionInStatement` route (decision 042): a session cookie is looked up in the page's
 * own statement; a request signed in by its API key (already read) or with no cookie is
 * settled first, then the page is read alone.
 */
export const pageReader =
  (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): PageReader =>
  async (query) => {
    const idHash = req.pendingSessionHash;
    if (idHash === null) {
      await app.sessions.settle(req, reply, undefined);
      if (!req.session?.user) throw unauthorized();
      return { actor: req.session.user, page: await query.alone() };
    }
    const found = await query.inSession(idHash);
    await app.sessions.settle(req, reply, found?.session);
    if (!found || !req.session?.user) throw unauthorized();
    return { actor: req.session.user, page: found.page };
  };
