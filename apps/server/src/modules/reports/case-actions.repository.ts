/** Writes of the case actions. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chainSql } from '../../db/organization-chain.ts';
import {
  categories,
  categoryGroups,
  employees,
  involvedIndividuals,
  organizationCategories,
  organizations,
  reportDelegations,
  reportFlexResponses,
  reportLinks,
  reports,
  reportViews,
  reportWatches,
} from '../../db/schema/index.ts';

export async function recordView(tx: Tx, userId: number, reportId: number): Promise<void> {
  await tx
    .insert(reportViews)
    .values({ userId, reportId })
    .onConflictDoUpdate({ target: [reportViews.userId, reportViews.reportId], set: { viewedTime: sql`now()` } });
}

type ReportChange = Partial<
  Pick<
    typeof reports.$inferInsert,
    'priority' | 'reportName' | 'organizationId' | 'categoryId' | 'sensitive' | 'reportSummary'
  >
> & { scheduledCloseDate?: Date | null };

/** Changes the report and moves Last Updated. */
export async function updateReport(tx: Tx, reportId: number, change: ReportChange): Promise<void> {
  await tx
    .update(reports)
    .set({ ...change, updatedTime: sql`now()` })
    .where(eq(reports.id, reportId));
}

/** Stores the summary without counting it as activity. */
export async function storeSummary(tx: Tx, reportId: number, sealed: string): Promise<void> {
  await tx.update(reports).set({ reportSummary: sealed }).where(eq(reports.id, reportId));
}

export async function lockReport(tx: Tx, reportId: number) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
  return row;
}

// ---- move -------------------------------------------------------------------------------

export const organizationsIn = (db: Tx, orgIds: number[]) =>
  orgIds.length === 0
    ? Promise.resolve([])
    : db.select().from(organizations).where(inArray(organizations.id, orgIds)).orderBy(chainSql(organizations));

export async function organizationById(db: Tx, orgId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row;
}

/** The categories an organization offers, with their groups. */
export const categoriesOfOrganization = (db: Tx, orgId: number) =>
  db
    .select({ category: categories, group: categoryGroups })
    .from(organizationCategories)
    .innerJoin(categories, eq(categories.id, organizationCategories.categoryId))
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(eq(organizationCategories.organizationId, orgId))
    .orderBy(asc(categoryGroups.position), asc(categories.position));

// ---- delegation -------------------------------------------------------------------------

/** Replaces the report's delegates (`had`, read under its lock) by `userIds`; returns the ids added. */
export async function setDelegates(
  tx: Tx,
  reportId: number,
  had: ReadonlySet<number>,
  userIds: number[],
  assignedBy: number,
): Promise<number[]> {
  const added = userIds.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !userIds.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(reportDelegations)
      .where(and(eq(reportDelegations.reportId, reportId), inArray(reportDelegations.userId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(reportDelegations).values(added.map((userId) => ({ reportId, userId, assignedBy })));
    await tx.update(reports).set({ lastDelegationTime: sql`now()` }).where(eq(reports.id, reportId));
  }
  return added;
}

// ---- watch, link --------------------------------------------------------------------------

export async function watch(tx: Tx, userId: number, reportId: number): Promise<void> {
  await tx.insert(reportWatches).values({ userId, reportId }).onConflictDoNothing();
}

export async function unwatch(tx: Tx, userId: number, reportId: number): Promise<void> {
  await tx.delete(reportWatches).where(and(eq(reportWatches.userId, userId), eq(reportWatches.reportId, reportId)));
}

export async function isLinked(db: Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(reportLinks)
    .where(and(eq(reportLinks.reportId, a), eq(reportLinks.linkedReportId, b)));
  return Boolean(row);
}

export async function link(tx: Tx, a: number, b: number): Promise<void> {
  await tx
    .insert(reportLinks)
    .values([
      { reportId: a, linkedReportId: b },
      { reportId: b, linkedReportId: a },
    ])
    .onConflictDoNothing();
}

export async function unlink(tx: Tx, a: number, b: number): Promise<number> {
  const gone = await tx
    .delete(reportLinks)
    .where(
      or(
        and(eq(reportLinks.reportId, a), eq(reportLinks.linkedReportId, b)),
        and(eq(reportLinks.reportId, b), eq(reportLinks.linkedReportId, a)),
      ),
    )
    .returning({ id: reportLinks.reportId });
  return gone.length;
}

// ---- flex fields, involved individuals ----------------------------------------------------------

/** A report's answer to one flex-field question, its value sealed; `choiceIds` as the column says. */
export interface StoredFlexAnswer {
  questionId: number;
  responseId: number | null;
  choiceIds: number[] | null;
  value: string;
}

export async function upsertFlexResponse(tx: Tx, reportId: number, answer: StoredFlexAnswer): Promise<void> {
  const { questionId, responseId, choiceIds, value } = answer;
  await tx
    .insert(reportFlexResponses)
    .values({ reportId, questionId, responseId, choiceIds, value })
    .onConflictDoUpdate({
      target: [reportFlexResponses.reportId, reportFlexResponses.questionId],
      set: { responseId, choiceIds, value },
    });
}

/** The stored flex-field answers of a report, values sealed. */
export const flexResponsesOf = (tx: Tx, reportId: number) =>
  tx
    .select({
      questionId: reportFlexResponses.questionId,
      responseId: reportFlexResponses.responseId,
      value: reportFlexResponses.value,
    })
    .from(reportFlexResponses)
    .where(eq(reportFlexResponses.reportId, reportId));

export async function deleteFlexResponses(tx: Tx, reportId: number, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .delete(reportFlexResponses)
    .where(and(eq(reportFlexResponses.reportId, reportId), inArray(reportFlexResponses.questionId, questionIds)));
}

/** The unique index that holds an employee id once per report, as it was stored. */
export const EMPLOYEE_ASSIGNED = 'involved_individuals_employee_idx';

/** Whether the report records the employee already: ids compared trimmed and ignoring case, as the screen does (decision 033). */
export async function involvedEmployeeExists(db: Tx, reportId: number, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: involvedIndividuals.id })
    .from(involvedIndividuals)
    .where(
      and(
        eq(involvedIndividuals.reportId, reportId),
        sql`lower(btrim(${involvedIndividuals.employeeId})) = lower(btrim(${employeeId}))`,
      ),
    );
  return Boolean(row);
}

export async function addInvolved(
  tx: Tx,
  values: { reportId: number; employeeId: string; role: string; details: string },
): Promise<number> {
  const [row] = await tx.insert(involvedIndividuals).values(values).returning({ id: involvedIndividuals.id });
  return row.id;
}

export async function deleteInvolved(tx: Tx, reportId: number, id: number) {
  const [row] = await tx
    .delete(involvedIndividuals)
    .where(and(eq(involvedIndividuals.reportId, reportId), eq(involvedIndividuals.id, id)))
    .returning({ employeeId: involvedIndividuals.employeeId });
  return row;
}

/** Employees of the root organizations whose id or name contains the search text. */
export const searchEmployees = (db: Tx, rootOrgIds: number[], search: string) =>
  rootOrgIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(employees)
        .where(
          and(
            inArray(employees.rootOrganizationId, rootOrgIds),
            sql`lower(${employees.employeeId} || ' ' || ${employees.firstName} || ' ' || ${employees.lastName})
              like ${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
          ),
        )
        .orderBy(asc(employees.lastName), asc(employees.firstName))
        .limit(20);
