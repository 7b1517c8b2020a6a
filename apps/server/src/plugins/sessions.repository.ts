import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { reports, sessions, users } from '../db/schema/index.ts';
import type { NewSession } from '../lib/session.ts';
import { organizationsOfUser } from '../modules/account/account.repository.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionUserRow = typeof users.$inferSelect;

/**
 * The unexpired session with this hash, its user and the user's organizations, and the sealed
 * report ID of the report it is bound to (the session stores only the report's internal id):
 * runs on every request, so prepared once.
 */
export function prepareSessionLookup(db: Db) {
  const query = db
    .select({ s: sessions, u: users, organizations: organizationsOfUser, reportRef: reports.referenceSealed })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(reports, eq(reports.id, sessions.reportId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('candor_session_by_id');
  return async (idHash: string) => (await query.execute({ idHash }))[0];
}

/** Moves the idle deadline on from now. */
export const touchSession = (db: Tx, idHash: string, timeoutSeconds: number) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${timeoutSeconds})` })
    .where(eq(sessions.idHash, idHash));

export const insertSession = (db: Tx, idHash: string, s: NewSession) =>
  db.insert(sessions).values({
    idHash,
    kind: s.kind,
    userId: s.userId ?? null,
    reportId: s.reportId ?? null,
    langKey: s.langKey ?? null,
    timeoutSeconds: s.timeoutSeconds,
    expiresAt: sql`now() + make_interval(secs => ${s.timeoutSeconds})`,
  });

export const deleteSession = (db: Tx, idHash: string) => db.delete(sessions).where(eq(sessions.idHash, idHash));

export const setSessionLanguage = (db: Tx, idHash: string, langKey: string) =>
  db.update(sessions).set({ langKey }).where(eq(sessions.idHash, idHash));
