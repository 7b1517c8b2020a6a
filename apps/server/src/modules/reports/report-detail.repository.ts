/** Reads behind the reviewer's report details. */
import { AUTHORITIES } from '@candor/shared';
import { and, arrayContains, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  attachments,
  categories,
  commentTags,
  involvedIndividuals,
  organizations,
  questionResponses,
  questions,
  reportComments,
  reportDelegations,
  reportFlexResponses,
  reportLinks,
  reportLogs,
  reports,
  reportWatches,
  userCategories,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function organizationOf(db: Tx, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function categoryNames(db: Tx, categoryId: number): Promise<Record<string, string>> {
  const [row] = await db.select({ names: categories.names }).from(categories).where(eq(categories.id, categoryId));
  return row?.names ?? {};
}

export const commentsOf = (db: Tx, reportId: number) =>
  db
    .select({
      c: reportComments,
      authorName: fullName,
      authorities: users.authorities,
      deletedByName: sql<
        string | null
      >`(select trim(d.first_name || ' ' || d.last_name) from users d where d.id = ${reportComments.deletedBy})`,
    })
    .from(reportComments)
    .leftJoin(users, eq(users.id, reportComments.authorUserId))
    .where(eq(reportComments.reportId, reportId))
    .orderBy(desc(reportComments.createTime), desc(reportComments.id));

export const tagsOf = (db: Tx, commentIds: number[]) =>
  commentIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ commentId: commentTags.commentId, id: users.id, name: fullName })
        .from(commentTags)
        .innerJoin(users, eq(users.id, commentTags.userId))
        .where(inArray(commentTags.commentId, commentIds));

export const attachmentsOf = (db: Tx, reportId: number) =>
  db
    .select({ a: attachments, authorName: fullName })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.authorUserId))
    .where(and(eq(attachments.reportId, reportId), eq(attachments.deleted, false)))
    .orderBy(desc(attachments.createDate), desc(attachments.id));

export const logsOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(reportLogs)
    .where(eq(reportLogs.reportId, reportId))
    .orderBy(desc(reportLogs.actionTime), desc(reportLogs.id));

export const delegatesOf = (db: Tx, reportId: number) =>
  db
    .select({ id: users.id, name: fullName, orgId: users.primaryOrganizationId, time: reportDelegations.assignedTime })
    .from(reportDelegations)
    .innerJoin(users, eq(users.id, reportDelegations.userId))
    .where(eq(reportDelegations.reportId, reportId))
    .orderBy(asc(users.lastName), asc(users.firstName));

const activeStaff = and(eq(users.activated, true), eq(users.userStatus, 'ACTIVE'));
const memberOf = (orgIds: number[]) =>
  sql`exists (select 1 from ${userOrganizations} where ${userOrganizations.userId} = ${users.id}
    and ${inArray(userOrganizations.organizationId, orgIds)})`;

/** Delegate reviewers of the report's organization or one of its ancestors. */
export const eligibleDelegates = (db: Tx, orgChain: number[]) =>
  db
    .select({ id: users.id, name: fullName, orgId: users.primaryOrganizationId })
    .from(users)
    .where(
      and(
        activeStaff,
        eq(users.delegateReviewer, true),
        arrayContains(users.authorities, [AUTHORITIES.USER]),
        memberOf(orgChain),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));

/**
 * Reviewers who can reach the report and may be tagged: reviewers of its organization or
 * an ancestor holding its category (and 109 when sensitive), and its delegates.
 */
export const availableReviewers = (
  db: Tx,
  report: { id: number; categoryId: number; sensitive: boolean },
  orgChain: number[],
) => {
  const holds = (categoryId: number) =>
    sql`exists (select 1 from ${userCategories} where ${userCategories.userId} = ${users.id}
      and ${userCategories.categoryId} = ${categoryId} and ${userCategories.active})`;
  const reviewer = and(
    eq(users.delegateReviewer, false),
    memberOf(orgChain),
    holds(report.categoryId),
    report.sensitive ? holds(109) : undefined,
  );
  const delegated = sql`exists (select 1 from ${reportDelegations} where ${reportDelegations.reportId} = ${report.id}
    and ${reportDelegations.userId} = ${users.id})`;
  return db
    .select({ id: users.id, name: fullName })
    .from(users)
    .where(and(activeStaff, arrayContains(users.authorities, [AUTHORITIES.USER]), or(reviewer, delegated)))
    .orderBy(asc(users.lastName), asc(users.firstName));
};

export const watchersOf = (db: Tx, reportId: number) =>
  db
    .select({ id: users.id, legacyUserId: users.legacyUserId, firstName: users.firstName, lastName: users.lastName })
    .from(reportWatches)
    .innerJoin(users, eq(users.id, reportWatches.userId))
    .where(eq(reportWatches.reportId, reportId))
    .orderBy(asc(users.lastName));

export const linkedReportsOf = (db: Tx, reportId: number) =>
  db
    .select({ id: reports.id, referenceId: reports.referenceId, sequentialId: reports.sequentialId })
    .from(reportLinks)
    .innerJoin(reports, eq(reports.id, reportLinks.linkedReportId))
    .where(eq(reportLinks.reportId, reportId))
    .orderBy(asc(reports.sequentialId));

/** Flex-field questions of the organization's chain, with their options. */
export async function flexQuestionsOf(db: Tx, orgChain: number[]) {
  const qs = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.organizationId, orgChain), eq(questions.kind, 'flex'), isNull(questions.categoryId)))
    .orderBy(asc(questions.position), asc(questions.id));
  const options =
    qs.length === 0
      ? []
      : await db
          .select()
          .from(questionResponses)
          .where(
            inArray(
              questionResponses.questionId,
              qs.map((q) => q.id),
            ),
          )
          .orderBy(asc(questionResponses.position), asc(questionResponses.id));
  return { questions: qs, options };
}

export const flexResponsesOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(reportFlexResponses)
    .where(eq(reportFlexResponses.reportId, reportId))
    .orderBy(asc(reportFlexResponses.questionId));

export const involvedOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(involvedIndividuals)
    .where(eq(involvedIndividuals.reportId, reportId))
    .orderBy(asc(involvedIndividuals.id));

export async function isWatching(db: Tx, reportId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(reportWatches)
    .where(and(eq(reportWatches.reportId, reportId), eq(reportWatches.userId, userId)));
  return Boolean(row);
}

/** The transcriber's name, if a staff user transcribed the report. */
export async function userName(db: Tx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
