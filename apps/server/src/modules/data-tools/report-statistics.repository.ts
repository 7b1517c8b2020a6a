/** Report counts for the statistics download: figures only, grouped in one statement. */
import { REPORT_STATUS } from '@candor/shared';
import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, organizations, reports } from '../../db/schema/index.ts';
import { inTreeOf } from '../summaries/report-summary.repository.ts';

export interface StatisticsRow {
  organizationId: number;
  organization: string;
  category: string;
  statusId: number;
  month: string;
  reports: number;
}

/** The download is in English: an organization's base name is its English one (`db/shown-names.ts`). */
const organization = organizations.name;
const category = sql<string>`coalesce(${categories.names} ->> 'en', '')`;
/** The status as reviewers read it: Review (4) reads New (1), so the two count as one (spec 001 §3). */
// Written out, not bound: the grouping repeats the expression, which must match the selected one.
const shownStatus = sql<number>`case when ${reports.statusId} = ${sql.raw(String(REPORT_STATUS.REVIEW))}
  then ${sql.raw(String(REPORT_STATUS.NEW))} else ${reports.statusId} end`;
/** The month a report was filed, in UTC. */
const month = sql<string>`to_char(${reports.createTime} at time zone 'UTC', 'YYYY-MM')`;

/**
 * Reports per organization, category, status and month, in the trees of `orgIds`, or of
 * every organization when null.
 */
export const reportStatistics = (db: Db, orgIds: number[] | null): Promise<StatisticsRow[]> =>
  db
    .select({
      organizationId: reports.organizationId,
      organization,
      category,
      statusId: shownStatus,
      month,
      reports: count(),
    })
    .from(reports)
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .innerJoin(categories, eq(categories.id, reports.categoryId))
    .where(orgIds === null ? undefined : or(sql`false`, ...orgIds.map(inTreeOf)))
    .groupBy(reports.organizationId, organization, category, shownStatus, month)
    .orderBy(asc(organization), asc(category), asc(shownStatus), asc(month));
