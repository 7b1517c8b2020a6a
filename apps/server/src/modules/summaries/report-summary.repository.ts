/** Summary report counts: one grouped statement each, within the reviewer's reach (decision 021). */
import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTreeSql } from '../../db/organization-chain.ts';
import { categories, organizations, reports } from '../../db/schema/index.ts';
import { shownOrganizationName } from '../../db/shown-names.ts';
import { inReach, type ReviewerScope } from '../reports/reach.repository.ts';
import type { OrgNode } from './org-tree.ts';

export interface StatusCount {
  key: number;
  statusId: number;
  reports: number;
}

/** Reports in reach per organization and status. */
export const countsByOrganization = (db: Tx, scope: ReviewerScope): Promise<StatusCount[]> =>
  db
    .select({ key: reports.organizationId, statusId: reports.statusId, reports: count() })
    .from(reports)
    .where(inReach(scope))
    .groupBy(reports.organizationId, reports.statusId);

/** The organization and every organization under it. */
export const inTreeOf = (orgId: number): SQL =>
  sql`${reports.organizationId} in (select ${organizations.id} from ${organizations}
    where ${inTreeSql(organizations, sql`${orgId}::int`)})`;

/** Reports in reach per category and status, within one organization's tree when given. */
export const countsByCategory = (db: Tx, scope: ReviewerScope, orgId?: number): Promise<StatusCount[]> =>
  db
    .select({ key: reports.categoryId, statusId: reports.statusId, reports: count() })
    .from(reports)
    .where(and(inReach(scope), orgId === undefined ? undefined : inTreeOf(orgId)))
    .groupBy(reports.categoryId, reports.statusId);

export const organizationsByIds = async (db: Tx, ids: number[], langKey: string): Promise<OrgNode[]> =>
  ids.length === 0
    ? []
    : db
        .select({
          id: organizations.id,
          name: shownOrganizationName(organizations.names, organizations.name, langKey),
          parentId: organizations.parentId,
          parentChain: organizations.parentChain,
          depth: organizations.depth,
          phantom: organizations.phantom,
          hidden: organizations.hidden,
        })
        .from(organizations)
        .where(inArray(organizations.id, ids));

export const categoriesByIds = async (db: Tx, ids: number[], langKey: string) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: categories.id,
          name: sql<string>`coalesce(${categories.names} ->> ${langKey}, ${categories.names} ->> 'en', '')`,
        })
        .from(categories)
        .where(inArray(categories.id, ids));
