import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  attachments,
  categories,
  organizations,
  reportAnswers,
  reportComments,
  reportCounters,
  reportStatusChanges,
  reports,
  reportTemplates,
} from '../../db/schema/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type NewAnswer = typeof reportAnswers.$inferInsert;

/** The next sequential number of a root organization, taken atomically. */
export async function nextSequentialId(tx: Tx, rootOrganizationId: number): Promise<number> {
  const [row] = await tx
    .insert(reportCounters)
    .values({ rootOrganizationId, lastSequentialId: 1 })
    .onConflictDoUpdate({
      target: reportCounters.rootOrganizationId,
      set: { lastSequentialId: sql`${reportCounters.lastSequentialId} + 1` },
    })
    .returning({ value: reportCounters.lastSequentialId });
  return row.value;
}

export async function insertReport(tx: Tx, values: NewReport): Promise<number> {
  const [row] = await tx.insert(reports).values(values).returning({ id: reports.id });
  return row.id;
}

export async function insertAnswers(tx: Tx, rows: NewAnswer[]): Promise<void> {
  if (rows.length > 0) await tx.insert(reportAnswers).values(rows);
}

export type StatusChange = typeof reportStatusChanges.$inferInsert;
export type StatusTimes = Partial<Record<'latestReporterUpdate' | 'reviewedTime' | 'closedTime', true>>;

/** A report's status, its row locked until the transaction ends. */
export const lockedStatusOf = async (tx: Tx, reportId: number): Promise<number | undefined> =>
  (await tx.select({ statusId: reports.statusId }).from(reports).where(eq(reports.id, reportId)).for('update'))[0]
    ?.statusId;

/** Sets the status; the action time, Last Updated and the given times become now. */
export async function setStatus(tx: Tx, reportId: number, statusId: number, times: StatusTimes): Promise<void> {
  const now = Object.fromEntries(Object.keys(times).map((field) => [field, sql`now()`]));
  await tx
    .update(reports)
    .set({ statusId, actionTime: sql`now()`, updatedTime: sql`now()`, ...now })
    .where(eq(reports.id, reportId));
}

/** A new update of a report that already shows Updated: only its times move. */
export const touchUpdated = (tx: Tx, reportId: number) =>
  tx
    .update(reports)
    .set({ actionTime: sql`now()`, updatedTime: sql`now()`, latestReporterUpdate: sql`now()` })
    .where(eq(reports.id, reportId));

export const logStatusChange = (tx: Tx, change: StatusChange) => tx.insert(reportStatusChanges).values(change);

export const findReportByReference = async (db: Tx, referenceId: string): Promise<ReportRow | undefined> =>
  (await db.select().from(reports).where(eq(reports.referenceId, referenceId)).limit(1))[0];

/**
 * Counts a failed sign-in in one statement, so parallel attempts on several servers all count.
 * A lock that has run out starts the count afresh; reaching `max` locks for `lockSeconds`.
 */
export async function recordFailedLogin(db: Tx, id: number, max: number, lockSeconds: number) {
  const expired = sql`(${reports.lockedUntil} is not null and ${reports.lockedUntil} <= now())`;
  const attempts = sql`(case when ${expired} then 0 else ${reports.failedLoginAttempts} end) + 1`;
  const [row] = await db
    .update(reports)
    .set({
      failedLoginAttempts: attempts,
      lockedUntil: sql`case when ${attempts} >= ${max} then now() + make_interval(secs => ${lockSeconds})
        when ${expired} then null else ${reports.lockedUntil} end`,
    })
    .where(eq(reports.id, id))
    .returning({ failedLoginAttempts: reports.failedLoginAttempts });
  return row;
}

/** Records a successful sign-in unless the report is locked; false when it is. */
export async function recordSuccessfulLogin(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({
      failedLoginAttempts: 0,
      lockedUntil: null,
      lastReporterLogin: sql`now()`,
      reporterLoginCount: sql`${reports.reporterLoginCount} + 1`,
    })
    .where(and(eq(reports.id, id), sql`(${reports.lockedUntil} is null or ${reports.lockedUntil} <= now())`))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export const isLocked = (report: Pick<ReportRow, 'lockedUntil'>, now = new Date()) =>
  report.lockedUntil !== null && report.lockedUntil.getTime() > now.getTime();

/** What the reporter's view needs besides the report row. */
export async function reportContext(db: Tx, report: ReportRow) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, report.organizationId));
  const [category] = await db.select().from(categories).where(eq(categories.id, report.categoryId));
  const [template] = report.templateId
    ? await db.select().from(reportTemplates).where(eq(reportTemplates.id, report.templateId))
    : [];
  return { org, category, template };
}

export const answersOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, reportId))
    .orderBy(sql`${reportAnswers.kind} = 'preamble'`, asc(reportAnswers.position), asc(reportAnswers.id));

/** Attachments the reporter may see: neither hidden nor deleted. */
export const visibleAttachmentsOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(attachments)
    .where(and(eq(attachments.reportId, reportId), eq(attachments.hidden, false), eq(attachments.deleted, false)))
    .orderBy(desc(attachments.createDate), desc(attachments.id));

/** Comments the reporter may see (not hidden), newest first. */
export const visibleCommentsOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(reportComments)
    .where(and(eq(reportComments.reportId, reportId), eq(reportComments.hidden, false)))
    .orderBy(desc(reportComments.createTime), desc(reportComments.id));

export async function insertComment(tx: Tx, values: typeof reportComments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(reportComments).values(values).returning({ id: reportComments.id });
  return row.id;
}

export const setPasswordHash = (db: Tx, id: number, passwordHash: string) =>
  db.update(reports).set({ passwordHash }).where(eq(reports.id, id));

export const setNotificationEmail = (db: Tx, id: number, email: string | null) =>
  db.update(reports).set({ notificationEmail: email }).where(eq(reports.id, id));

export const clearNotificationEmail = (db: Tx, id: number) =>
  db.update(reports).set({ notificationEmail: null }).where(eq(reports.id, id));

export const notificationsEnabledFor = async (db: Tx, templateId: number | null): Promise<boolean> => {
  if (templateId === null) return false;
  const [t] = await db
    .select({ enabled: reportTemplates.reporterNotificationsEnabled })
    .from(reportTemplates)
    .where(eq(reportTemplates.id, templateId));
  return t?.enabled ?? false;
};
