/** The overview's lists: new and updated, recently viewed, watched; and the user's overview preferences. */
import { REPORT_STATUS } from '@candor/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  categories,
  organizations,
  reportLogs,
  reports,
  reportViews,
  reportWatches,
  uiPreferences,
} from '../../db/schema/index.ts';
import { inReach, type ReviewerScope } from '../reports/reach.repository.ts';

/** The spec's sort keys of the new-and-updated table, as SQL. */
const sortColumn = (key: string, langKey: string): SQL => {
  switch (key) {
    case 'statusName':
      return sql`${reports.statusId}`;
    case 'referenceId':
      return sql`${reports.sequentialId}`;
    case 'categoryName':
      return sql`coalesce(${categories.names}->>${langKey}, ${categories.names}->>'en')`;
    case 'orgName':
      return sql`${organizations.name}`;
    default:
      return sql`${reports.updatedTime}`;
  }
};

const summaryColumns = (langKey: string) => ({
  id: reports.id,
  referenceId: reports.referenceId,
  sequentialId: reports.sequentialId,
  statusId: reports.statusId,
  updatedTime: reports.updatedTime,
  reportName: reports.reportName,
  reportInput: reports.reportInput,
  categoryName: sql<string | null>`coalesce(${categories.names}->>${langKey}, ${categories.names}->>'en')`,
  orgName: organizations.name,
  orgNames: organizations.names,
});

export type SummaryRow = Awaited<ReturnType<typeof newAndUpdated>>['rows'][number] & {
  authorized?: boolean;
  viewedTime?: Date | null;
};

/** Reports within reach in status 1 or 3, sorted and paged in SQL. */
export async function newAndUpdated(
  db: Tx,
  scope: ReviewerScope,
  q: { page: number; size: number; sortKey: string; direction: 'asc' | 'desc'; langKey: string },
) {
  const where = and(inArray(reports.statusId, [REPORT_STATUS.NEW, REPORT_STATUS.UPDATED]), inReach(scope));
  const order = q.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns(q.langKey))
      .from(reports)
      .innerJoin(organizations, eq(organizations.id, reports.organizationId))
      .innerJoin(categories, eq(categories.id, reports.categoryId))
      .where(where)
      .orderBy(order(sortColumn(q.sortKey, q.langKey)), order(reports.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: sql<number>`count(*)::int` }).from(reports).where(where),
  ]);
  return { rows, total: Number(count.total) };
}

export const LIST_MAX = 50;

/** Reports this user opened, newest first, each flagged with whether he still reaches it. */
export const recentlyViewed = (db: Tx, scope: ReviewerScope, langKey: string) =>
  db
    .select({
      ...summaryColumns(langKey),
      authorized: sql<boolean>`${inReach(scope)}`,
      viewedTime: reportViews.viewedTime,
    })
    .from(reportViews)
    .innerJoin(reports, eq(reports.id, reportViews.reportId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .innerJoin(categories, eq(categories.id, reports.categoryId))
    .where(eq(reportViews.userId, scope.userId))
    .orderBy(desc(reportViews.viewedTime))
    .limit(LIST_MAX);

/** Reports this user watches, most recently active first. */
export const watched = (db: Tx, scope: ReviewerScope, langKey: string) =>
  db
    .select({
      ...summaryColumns(langKey),
      authorized: sql<boolean>`${inReach(scope)}`,
      viewedTime: sql<Date | null>`(select ${reportViews.viewedTime} from ${reportViews}
        where ${reportViews.userId} = ${scope.userId} and ${reportViews.reportId} = ${reports.id})`,
    })
    .from(reportWatches)
    .innerJoin(reports, eq(reports.id, reportWatches.reportId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .innerJoin(categories, eq(categories.id, reports.categoryId))
    .where(eq(reportWatches.userId, scope.userId))
    .orderBy(desc(reports.updatedTime))
    .limit(LIST_MAX);

/** The latest reviewer log event of each report. */
export const latestLogs = (db: Tx, reportIds: number[]) =>
  reportIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinctOn([reportLogs.reportId])
        .from(reportLogs)
        .where(inArray(reportLogs.reportId, reportIds))
        .orderBy(reportLogs.reportId, desc(reportLogs.actionTime), desc(reportLogs.id));

export async function preferencesOf(db: Tx, userId: number) {
  const [row] = await db.select().from(uiPreferences).where(eq(uiPreferences.userId, userId));
  return row;
}

export async function savePreferences(
  db: Tx,
  userId: number,
  change: Partial<Pick<typeof uiPreferences.$inferInsert, 'preferences' | 'defaultView' | 'quickLink'>>,
): Promise<void> {
  await db
    .insert(uiPreferences)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: uiPreferences.userId, set: change });
}

/** Reads and clears the one-shot quick-link marker in one statement. */
export async function takeQuickLink(db: Tx, userId: number): Promise<string | null> {
  const rows = (await db.execute(sql`
    update ${uiPreferences} set quick_link = null
    from (select quick_link as taken from ${uiPreferences} where user_id = ${userId} for update) old
    where user_id = ${userId} returning old.taken`)) as unknown as { rows: { taken: string | null }[] };
  return rows.rows[0]?.taken ?? null;
}
