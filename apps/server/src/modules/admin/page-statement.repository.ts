import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor, preparedSql } from '../../db/prepared.ts';
import { liveSession, type SessionLookupRow, selectWithSession } from '../../plugins/sessions.repository.ts';

/** One list page, read either alone or beside the request's session (decision 061). */
export interface PageQuery<P> {
  /** The page alone: the request's session is read already (an API key). */
  alone(): Promise<P>;
  /** The live session of `idHash` and the page, in one statement: undefined when there is no such session. */
  inSession(idHash: string): Promise<{ session: SessionLookupRow; page: P } | undefined>;
}

/**
 * A page statement (`page`, a query answering one JSON value, with `sql.placeholder`s) prepared
 * under `name` twice: alone, and as a column of the session lookup (decision 042), so that a
 * signed-in list request makes one round trip. `read` turns the JSON value into the page.
 */
export function pageStatement<Raw, P>(name: string, page: SQL, read: (raw: Raw) => P) {
  const alone = preparedSql<{ page: Raw }>(name, sql`select (${page}) as page`);
  const inSession = preparedFor((db) =>
    selectWithSession(db as Db, { page: sql<Raw>`(${page})` })
      .where(liveSession)
      .limit(1)
      .prepare(`${name}_in_session`),
  );
  return (db: Db, values: Record<string, unknown>): PageQuery<P> => ({
    alone: async () => read((await alone(db)(values))[0].page),
    async inSession(idHash) {
      const row = (await inSession(db).execute({ ...values, idHash }))[0];
      if (!row) return undefined;
      return { session: row.session, page: read(row.page) };
    },
  });
}
