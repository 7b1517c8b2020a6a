/** The overview's lists: new and updated, recently viewed, watched; and the user's overview preferences. */
import { REPORT_STATUS } from '@candor/shared';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  categories,
  organizations,
  reportLogs,
  reports,
  reportViews,
  reportWatches,
  uiPreferences,
} from '../../db/schema/index.ts';
import { type LangKeySql, shownCategoryName, shownOrganizationName } from '../../db/shown-names.ts';
import { liveSession, selectWithSession } from '../../plugins/sessions.repository.ts';
import {
  inReach,
  type ReviewerScope,
  reachOf,
  reviewerReachOf,
  type ScopeRow,
  scopeColumns,
  scopeFields,
  scopeOfRow,
} from '../reports/reach.repository.ts';

/** The spec's sort keys of the new-and-updated table, as SQL over `reports`, `categories` and `organizations`. */
const sortColumn = (key: string): SQL => {
  switch (key) {
    case 'statusName':
      return sql`${reports.statusId}`;
    // The report ID is sealed and random (decision 035): its column sorts by the number shown first.
    case 'referenceId':
      return sql`${reports.sequentialId}`;
    case 'categoryName':
      return shownCategoryName(categories.names, sql.placeholder('langKey'));
    case 'orgName':
      return shownOrganizationName(organizations.names, organizations.name, sql.placeholder('langKey'));
    default:
      return sql`${reports.updatedTime}`;
  }
};

const summaryColumns = (langKey: LangKeySql) => ({
  id: reports.id,
  referenceSealed: reports.referenceSealed,
  sequentialId: reports.sequentialId,
  statusId: reports.statusId,
  updatedTime: reports.updatedTime,
  reportName: reports.reportName,
  reportInput: reports.reportInput,
  categoryName: shownCategoryName(categories.names, langKey).as('category_name'),
  orgName: organizations.name,
  orgNames: organizations.names,
});

export interface SummaryRow {
  id: number;
  /** The report ID, sealed: the service opens it. */
  referenceSealed: string;
  sequentialId: number;
  statusId: number;
  updatedTime: Date;
  reportName: string | null;
  reportInput: string;
  categoryName: string | null;
  orgName: string;
  orgNames: Record<string, string>;
  authorized?: boolean;
  viewedTime?: Date | null;
}

export interface NewAndUpdatedQuery {
  page: number;
  size: number;
  sortKey: string;
  direction: 'asc' | 'desc';
  langKey: string;
}

const NEW_OR_UPDATED = sql.raw(`status_id in (${REPORT_STATUS.NEW}, ${REPORT_STATUS.UPDATED})`);

/** A page of the list as the statement answers it: the user's scope, the count within reach, the page's rows. */
interface ListJson {
  scope: ScopeRow;
  total: number;
  page: (Omit<SummaryRow, 'updatedTime'> & { updatedTime: string })[];
}

/**
 * The new-and-updated list for the user `userId` (SQL) as one JSON value: his scope, the count
 * within reach (from `new_and_updated_counts` for reviewers, the delegations for delegates) and
 * the page, sorted and paged in SQL, as one list in the page's order. No row: no such user.
 */
function listOfUser(db: Db, userId: SQL, sortKey: string, direction: 'asc' | 'desc') {
  const order = direction === 'asc' ? asc : desc;
  const page = db
    .select({
      ...summaryColumns(sql.placeholder('langKey')),
      sortValue: sql`${sortColumn(sortKey)}`.as('sort_value'),
    })
    .from(reports)
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .innerJoin(categories, eq(categories.id, reports.categoryId))
    .where(sql`reports.${NEW_OR_UPDATED} and ${reachOf('reports', 's')}`)
    .orderBy(order(sortColumn(sortKey)), order(reports.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
  const dir = sql.raw(direction);
  return db
    .select({
      list: sql<ListJson>`json_build_object('scope', json_build_object(${sql.join(
        Object.entries(scopeFields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
        sql`, `,
      )}), 'total', t.total, 'page', coalesce((
        select json_agg(json_build_object('id', p.id, 'referenceSealed', p.reference_sealed, 'sequentialId', p.sequential_id,
            'statusId', p.status_id, 'updatedTime', p.updated_time, 'reportName', p.report_name,
            'reportInput', p.report_input, 'categoryName', p.category_name, 'orgName', p.name, 'orgNames', p.names)
          order by p.sort_value ${dir}, p.id ${dir})
        from (${page}) p), '[]'::json))`,
    })
    .from(sql`users u cross join lateral (${scopeColumns}) s cross join lateral (select
      coalesce((select sum(c.reports) from new_and_updated_counts c where ${reviewerReachOf('c', 's')}), 0)
      + (select count(*) from report_delegations d join reports r on r.id = d.report_id
        where s.delegate_reviewer and d.user_id = s.id and r.${NEW_OR_UPDATED}
          and r.root_organization_id = any(s.root_org_ids)) as total offset 0) t`)
    .where(sql`u.id = ${userId}`);
}

export interface NewAndUpdatedPage {
  scope: ReviewerScope;
  total: number;
  rows: SummaryRow[];
}

const pageOf = (list: ListJson): NewAndUpdatedPage => ({
  scope: scopeOfRow(list.scope),
  total: Number(list.total),
  rows: list.page.map((r): SummaryRow => ({ ...r, updatedTime: new Date(r.updatedTime) })),
});

const parameters = (q: NewAndUpdatedQuery) => ({ langKey: q.langKey, size: q.size, offset: q.page * q.size });

/** The list for a user (a session read before, or an API key's), one named prepared statement per sort. */
function prepareNewAndUpdatedSort(db: Db, sortKey: string, direction: 'asc' | 'desc') {
  const query = listOfUser(db, sql`${sql.placeholder('userId')}`, sortKey, direction).prepare(
    `candor_new_and_updated_${sortKey}_${direction}`,
  );
  return async (userId: number, q: NewAndUpdatedQuery) => {
    const [row] = await query.execute({ userId, ...parameters(q) });
    return row && pageOf(row.list);
  };
}

/**
 * The request's session and the list for its user, one named prepared statement per sort
 * (decision 042). No row: no live session; `page` undefined: the session has no staff user.
 */
function prepareSessionAndNewAndUpdatedSort(db: Db, sortKey: string, direction: 'asc' | 'desc') {
  const query = selectWithSession(db, {
    list: sql<ListJson | null>`(${listOfUser(db, sql`sessions.user_id`, sortKey, direction)})`,
  })
    .where(liveSession)
    .limit(1)
    .prepare(`candor_session_new_and_updated_${sortKey}_${direction}`);
  return async (idHash: string, q: NewAndUpdatedQuery) => {
    const [row] = await query.execute({ idHash, ...parameters(q) });
    if (!row) return undefined;
    const { session, list } = row;
    return { session, page: list ? pageOf(list) : undefined };
  };
}

/** One statement per sort, prepared on first use. */
function bySort<K, R>(
  db: Db,
  prepare: (db: Db, sortKey: string, direction: 'asc' | 'desc') => (key: K, q: NewAndUpdatedQuery) => R,
) {
  const prepared = new Map<string, (key: K, q: NewAndUpdatedQuery) => R>();
  return (key: K, q: NewAndUpdatedQuery) => {
    const name = `${q.sortKey},${q.direction}`;
    let run = prepared.get(name);
    if (!run) {
      run = prepare(db, q.sortKey, q.direction);
      prepared.set(name, run);
    }
    return run(key, q);
  };
}

/** Reports within reach in status 1 or 3, sorted and paged in SQL, for the user with this id. */
export const prepareNewAndUpdated = (db: Db) => bySort(db, prepareNewAndUpdatedSort);

/** The same list for the session with this cookie hash, the session read in the same statement. */
export const prepareSessionAndNewAndUpdated = (db: Db) => bySort(db, prepareSessionAndNewAndUpdatedSort);

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
