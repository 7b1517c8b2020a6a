/** Report counts for the statistics download: figures only, grouped in one statement. */
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

const organization = sql<string>`coalesce(${organizations.names} ->> 'en', ${organizations.name})`;
const category = sql<string>`coalesce(${categories.names} ->> 'en', '')`;
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
      statusId: reports.statusId,
      month,
      reports: count(),
    })
    .from(reports)
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .innerJoin(categories, eq(categories.id, reports.categoryId))
    .where(orgIds === null ? undefined : or(sql`false`, ...orgIds.map(inTreeOf)))
    .groupBy(reports.organizationId, organization, category, reports.statusId, month)
    .orderBy(asc(organization), asc(category), asc(reports.statusId), asc(month));
