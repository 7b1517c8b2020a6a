import { AUTHORITIES, LIMITS, REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, arrayOverlaps, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  notifications,
  organizations,
  reportDelegations,
  reports,
  userCategories,
  userOrganizations,
  users,
} from '../db/schema/index.ts';

export interface ReportToAnnounce {
  id: number;
  organizationId: number;
  categoryId: number;
  sensitive: boolean;
  parentChain: string;
  orgName: string;
  orgNames: Record<string, string>;
}

export async function reportToAnnounce(db: Tx, reportId: number): Promise<ReportToAnnounce | undefined> {
  const [row] = await db
    .select({
      id: reports.id,
      organizationId: reports.organizationId,
      categoryId: reports.categoryId,
      sensitive: reports.sensitive,
      parentChain: organizations.parentChain,
      orgName: organizations.name,
      orgNames: organizations.names,
    })
    .from(reports)
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .where(eq(reports.id, reportId));
  return row;
}

export interface Recipient {
  id: number;
  email: string;
  langKey: string;
}

const holdsCategory = (categoryId: number) =>
  exists(
    sql`(select 1 from ${userCategories} where ${userCategories.userId} = ${users.id}
      and ${userCategories.categoryId} = ${categoryId} and ${userCategories.active})`,
  );

/**
 * The staff who may review the report (DESIGN.md §6): active reviewers and master
 * reviewers of its organization or an ancestor, authorized for its category, members of
 * category 109 for a sensitive report. Delegate reviewers only see reports delegated to
 * them, so they are not told of the others.
 */
export async function reviewersOf(db: Tx, report: ReportToAnnounce): Promise<Recipient[]> {
  const organizationIds = [report.organizationId, ...report.parentChain.split('--').filter(Boolean).map(Number)];
  const conditions = [
    eq(users.activated, true),
    eq(users.userStatus, 'ACTIVE'),
    eq(users.delegateReviewer, false),
    arrayOverlaps(users.authorities, [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER]),
    exists(
      db
        .select({ one: sql`1` })
        .from(userOrganizations)
        .where(and(eq(userOrganizations.userId, users.id), inArray(userOrganizations.organizationId, organizationIds))),
    ),
    holdsCategory(report.categoryId),
  ];
  if (report.sensitive) conditions.push(holdsCategory(SENSITIVE_CATEGORY_ID));
  return db
    .selectDistinct({ id: users.id, email: users.email, langKey: users.langKey })
    .from(users)
    .where(and(...conditions));
}

/** The report's delegate reviewers who are active. */
export const delegatesOf = (db: Tx, reportId: number): Promise<Recipient[]> =>
  db
    .select({ id: users.id, email: users.email, langKey: users.langKey })
    .from(reportDelegations)
    .innerJoin(users, eq(users.id, reportDelegations.userId))
    .where(and(eq(reportDelegations.reportId, reportId), eq(users.activated, true), eq(users.userStatus, 'ACTIVE')));

export interface FeedEntry {
  reportId: number;
  authorType: string;
  actionType: string;
  content?: string | null;
}

/** The key of a job run's feed entries: the same job retried writes them once. */
export const feedKey = (ctx: { jobId?: number }) => (ctx.jobId === undefined ? null : `job:${ctx.jobId}`);

/**
 * One unread notification per recipient. With an event key, an entry the same event
 * already wrote for a recipient is not written again (a retried job).
 */
export async function addToFeeds(db: Tx, userIds: number[], entry: FeedEntry, eventKey: string | null): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...entry, content: entry.content ?? null, eventKey })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] });
}

export async function staffName(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function reporterAddress(
  db: Tx,
  reportId: number,
): Promise<{ email: string | null; langKey: string } | undefined> {
  const [row] = await db
    .select({ email: reports.notificationEmail, langKey: reports.langKey })
    .from(reports)
    .where(eq(reports.id, reportId));
  return row;
}

/**
 * Deletes the notification email of closed reports and of reports whose reporter has not
 * signed in for 90 days (counted from submission when never). Returns how many were cleared.
 */
export async function clearExpiredNotificationEmails(db: Tx): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${LIMITS.emailRetentionDays})`;
  const cleared = await db
    .update(reports)
    .set({ notificationEmail: null })
    .where(
      and(
        isNotNull(reports.notificationEmail),
        or(
          eq(reports.statusId, REPORT_STATUS.CLOSE),
          sql`coalesce(${reports.lastReporterLogin}, ${reports.createTime}) < ${cutoff}`,
        ),
      ),
    )
    .returning({ id: reports.id });
  return cleared.length;
}
