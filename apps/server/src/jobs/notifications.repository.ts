import { AUTHORITIES, LIMITS, REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { chainSql, orgAlias } from '../db/organization-chain.ts';
import { preparedSql } from '../db/prepared.ts';
import {
  notifications,
  organizations,
  reportDelegations,
  reports,
  userCategories,
  userOrganizations,
  users,
} from '../db/schema/index.ts';
import { NO_PASSWORD } from '../lib/passwords.ts';

export interface Recipient {
  id: number;
  email: string;
  langKey: string;
}

export interface Announcement {
  orgName: string;
  orgNames: Record<string, string>;
  /**
   * The staff who may review the report (DESIGN.md §6): active reviewers and master reviewers
   * of its organization or an ancestor, authorized for its category, members of category 109
   * for a sensitive report. Delegate reviewers only see reports delegated to them, so they are
   * not told of the others.
   */
  reviewers: Recipient[];
  /** The report's delegate reviewers who are active. */
  delegates: Recipient[];
}

// Both lists read the users as "u".
const RECIPIENT = sql`json_build_object('id', u.id, 'email', u.email, 'langKey', u.lang_key)`;
const ACTIVE = sql`u.activated and u.user_status = 'ACTIVE'`;
const holds = (category: SQL) =>
  sql`exists (select 1 from ${userCategories} uc where uc.user_id = u.id and uc.category_id = ${category} and uc.active)`;

/** Everything a report's announcement needs, in one prepared statement. */
const announcementStatement = preparedSql<Announcement>(
  'candor_announcement',
  sql`select o.name as "orgName", o.names as "orgNames",
    coalesce((
      select json_agg(${RECIPIENT} order by u.id) from ${users} u
      where ${ACTIVE} and not u.delegate_reviewer
        and u.authorities && ${sql.placeholder('reviewerAuthorities')}::text[]
        and exists (select 1 from ${userOrganizations} uo where uo.user_id = u.id
          and uo.organization_id = any(${chainSql(orgAlias('o'))}))
        and ${holds(sql`r.category_id`)}
        and (not r.sensitive or ${holds(sql`${sql.placeholder('sensitiveCategory')}::int`)})
    ), '[]') as reviewers,
    coalesce((
      select json_agg(${RECIPIENT} order by u.id) from ${reportDelegations} d join ${users} u on u.id = d.user_id
      where d.report_id = r.id and ${ACTIVE}
    ), '[]') as delegates
  from ${reports} r join ${organizations} o on o.id = r.organization_id
  where r.id = ${sql.placeholder('reportId')}`,
);

export async function announcement(db: Tx, reportId: number): Promise<Announcement | undefined> {
  const [row] = await announcementStatement(db)({
    reportId,
    reviewerAuthorities: `{${AUTHORITIES.USER},${AUTHORITIES.MASTER_REVIEWER}}`,
    sensitiveCategory: SENSITIVE_CATEGORY_ID,
  });
  return row;
}

export interface FeedEntry {
  reportId: number;
  authorType: string;
  actionType: string;
  content?: string | null;
}

/** The key of a job run's feed entries: the same job retried writes them once. */
export const feedKey = (ctx: { jobId?: number }) => (ctx.jobId === undefined ? null : `job:${ctx.jobId}`);

const feedStatement = preparedSql(
  'candor_add_to_feeds',
  sql`insert into ${notifications} (user_id, report_id, author_type, action_type, content, event_key)
    select unnest(${sql.placeholder('userIds')}::int[]), ${sql.placeholder('reportId')}::int,
      ${sql.placeholder('authorType')}::text, ${sql.placeholder('actionType')}::text, ${sql.placeholder('content')}::text,
      ${sql.placeholder('eventKey')}::text
    on conflict (user_id, event_key) do nothing`,
);

/**
 * One unread notification per recipient. With an event key, an entry the same event
 * already wrote for a recipient is not written again (a retried job).
 */
export async function addToFeeds(db: Tx, userIds: number[], entry: FeedEntry, eventKey: string | null): Promise<void> {
  if (userIds.length === 0) return;
  await feedStatement(db)({
    userIds: `{${userIds.join(',')}}`,
    reportId: entry.reportId,
    authorType: entry.authorType,
    actionType: entry.actionType,
    content: entry.content ?? null,
    eventKey,
  });
}

export async function staffName(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

/** A report's notification address and language, and whether it has no password (filed by the hotline). */
export async function reporterAddress(
  db: Tx,
  reportId: number,
): Promise<{ email: string | null; langKey: string; byPhone: boolean } | undefined> {
  const [row] = await db
    .select({
      email: reports.notificationEmail,
      langKey: reports.langKey,
      byPhone: sql<boolean>`${reports.passwordHash} = ${NO_PASSWORD}`,
    })
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
