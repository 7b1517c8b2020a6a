import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { jsonObject } from '../db/json-object.ts';
import { reports, sessions, users } from '../db/schema/index.ts';
import type { NewSession } from '../lib/session.ts';
import { organizationsOfUser } from '../modules/account/account.repository.ts';

/** What a request needs of its user: no password hash, no API key hash, nothing unused. */
const sessionUserColumns = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  langKey: users.langKey,
  authorities: users.authorities,
  userTimeout: users.userTimeout,
  activated: users.activated,
  userStatus: users.userStatus,
  dashboardEnabled: users.dashboardEnabled,
  delegateReviewer: users.delegateReviewer,
  landingPage: users.landingPage,
  programAdmin: users.programAdmin,
  reviewerApiKeyGenerationEnabled: users.reviewerApiKeyGenerationEnabled,
  primaryOrganizationId: users.primaryOrganizationId,
};

export type SessionUserRow = Pick<typeof users.$inferSelect, keyof typeof sessionUserColumns>;

/**
 * What a request needs of its session: the expiry is checked by `liveSession`, and whether the
 * idle deadline is due to move on (idle longer than a quarter of the timeout, at most 10 s) is
 * worked out here, so no timestamp travels.
 */
const sessionRowColumns = {
  kind: sessions.kind,
  userId: sessions.userId,
  reportId: sessions.reportId,
  langKey: sessions.langKey,
  timeoutSeconds: sessions.timeoutSeconds,
  twoFactor: sessions.twoFactor,
  touchDue: sql<boolean>`${sessions.lastSeenAt} < now() - least(interval '10 seconds', make_interval(secs => ${sessions.timeoutSeconds} / 4.0))`,
};

export type SessionRow = Pick<
  typeof sessions.$inferSelect,
  'kind' | 'userId' | 'reportId' | 'langKey' | 'timeoutSeconds' | 'twoFactor'
> & { touchDue: boolean };

/** What the session lookup reads: the session, its user and the user's organizations, and its report's sealed ID. */
export interface SessionLookupRow {
  s: SessionRow;
  u: SessionUserRow | null;
  organizations: { id: number; name: string }[];
  reportRef: string | null;
}

/** The session lookup as one JSON value (decision 064). */
const sessionLookup = jsonObject<SessionLookupRow>({
  s: jsonObject(sessionRowColumns),
  u: sql`case when ${users.id} is null then null else ${jsonObject(sessionUserColumns)} end`,
  organizations: organizationsOfUser,
  reportRef: reports.referenceSealed,
});

/**
 * The session lookup (`reports` is the report a reporter session is bound to) as the column
 * `session`, with `more` columns beside it: a route whose own statement reads the session as
 * well makes one round trip instead of two (decision 042). Finish it with `.where(liveSession)`.
 */
export const selectWithSession = <T extends SelectedFields>(db: Db, more: T) =>
  db
    .select({ session: sessionLookup, ...more })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(reports, eq(reports.id, sessions.reportId));

/** The unexpired session whose hash is the `idHash` parameter. */
export const liveSession = and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`));

/** The session lookup of every request (the session stores only its report's internal id): prepared once. */
export function prepareSessionLookup(db: Db) {
  const query = selectWithSession(db, {}).where(liveSession).limit(1).prepare('candor_session_by_id');
  return async (idHash: string): Promise<SessionLookupRow | undefined> => (await query.execute({ idHash }))[0]?.session;
}

/**
 * The active user whose API key has this hash, with his organizations, while he may still
 * hold a key (program admin with key generation enabled, decision 040): prepared once.
 */
export function prepareApiKeyLookup(db: Db) {
  const query = db
    .select({ u: sessionUserColumns, organizations: organizationsOfUser })
    .from(users)
    .where(
      and(
        eq(users.apiKeyHash, sql.placeholder('keyHash')),
        eq(users.activated, true),
        eq(users.userStatus, 'ACTIVE'),
        eq(users.programAdmin, true),
        eq(users.reviewerApiKeyGenerationEnabled, true),
      ),
    )
    .limit(1)
    .prepare('candor_user_by_api_key');
  return async (keyHash: string) => (await query.execute({ keyHash }))[0];
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
    twoFactor: s.twoFactor ?? null,
    expiresAt: sql`now() + make_interval(secs => ${s.timeoutSeconds})`,
  });

export const deleteSession = (db: Tx, idHash: string) => db.delete(sessions).where(eq(sessions.idHash, idHash));

/** Sessions past their idle deadline: no request finds them any more (`sessions_expires_idx`). */
export const deleteExpiredSessions = (db: Tx) => db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));

export const setSessionLanguage = (db: Tx, idHash: string, langKey: string) =>
  db.update(sessions).set({ langKey }).where(eq(sessions.idHash, idHash));
