import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedFor, preparedSql } from '../../db/prepared.ts';
import {
  attachments,
  categories,
  jobs,
  organizations,
  reportAnswers,
  reportComments,
  reportCounters,
  reportLogs,
  reportStatusChanges,
  reports,
  reportTemplates,
  sealedReporterViews,
  sessions,
} from '../../db/schema/index.ts';
import type { JobRow } from '../../jobs/jobs.repository.ts';
import { liveSession, selectWithSession } from '../../plugins/sessions.repository.ts';
import { reporterSideAuthor } from '../reports/report-logs.repository.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type NewAnswer = typeof reportAnswers.$inferInsert;

/** The columns a filing sets; the rest take their defaults. */
type FiledColumns =
  | 'id'
  | 'referenceHash'
  | 'referenceSealed'
  | 'rootOrganizationId'
  | 'organizationId'
  | 'categoryId'
  | 'templateId'
  | 'statusId'
  | 'typeId'
  | 'langKey'
  | 'reportName'
  | 'reportInput'
  | 'sensitive'
  | 'passwordHash'
  | 'notificationEmail'
  | 'challengeQuestionId'
  | 'securityAnswerHash'
  | 'transcriberUserId';

export interface Filing {
  report: Required<Pick<NewReport, FiledColumns>>;
  answers: Omit<NewAnswer, 'id' | 'reportId'>[];
  status: Pick<StatusChange, 'fromStatus' | 'toStatus' | 'actor'>;
  jobs: JobRow[];
  /** The keyword index of the report's texts (decision 055). */
  searchTokens: bigint[];
}

/** Unique violations name the index that refused the row: this one means the report ID was taken. */
export const REFERENCE_TAKEN = 'reports_reference_hash_idx';

const FILED: readonly FiledColumns[] = [
  'id',
  'referenceHash',
  'referenceSealed',
  'rootOrganizationId',
  'organizationId',
  'categoryId',
  'templateId',
  'statusId',
  'typeId',
  'langKey',
  'reportName',
  'reportInput',
  'sensitive',
  'passwordHash',
  'notificationEmail',
  'challengeQuestionId',
  'securityAnswerHash',
  'transcriberUserId',
];

/**
 * One statement text whatever the number of answers and jobs (they come as JSON), prepared once:
 * nothing is built or planned again per report (decisions 042, 050).
 */
const fileReportStatement = preparedSql<{ sequential_id: number }>(
  'candor_file_report',
  sql`with counter as (
    insert into ${reportCounters} (root_organization_id, last_sequential_id)
    values (${sql.placeholder('rootOrganizationId')}, 1)
    on conflict (root_organization_id) do update set last_sequential_id = ${reportCounters.lastSequentialId} + 1
    returning last_sequential_id
  ), status as (
    insert into ${reportStatusChanges} (report_id, from_status, to_status, actor)
    values (${sql.placeholder('id')}, ${sql.placeholder('fromStatus')}, ${sql.placeholder('toStatus')}, ${sql.placeholder('actor')})
  ), answers as (
    insert into ${reportAnswers} (report_id, question_id, kind, question_text, position, response_id, value, branch_to)
    select ${sql.placeholder('id')}, a.question_id, a.kind, a.question_text, a.position, a.response_id, a.value, a.branch_to
    from jsonb_to_recordset(${sql.placeholder('answers')}::jsonb) as a(question_id int, kind text, question_text text,
      position int, response_id int, value text, branch_to int)
  ), terms as (
    insert into report_search_tokens (report_id, token, root_organization_id, organization_id, category_id,
      sensitive, status_id, type_id, create_time)
    select ${sql.placeholder('id')}, unnest(${sql.placeholder('searchTokens')}::bigint[]),
      ${sql.placeholder('rootOrganizationId')}::int, ${sql.placeholder('organizationId')}::int,
      ${sql.placeholder('categoryId')}::int, ${sql.placeholder('sensitive')}::boolean,
      ${sql.placeholder('statusId')}::int, ${sql.placeholder('typeId')}::int, now()
  ), queued as (
    insert into ${jobs} (name, payload, run_at)
    select j.name, j.payload, coalesce(j.run_at, now())
    from jsonb_to_recordset(${sql.placeholder('jobs')}::jsonb) as j(name text, payload jsonb, run_at timestamptz)
  )
  insert into ${reports} (${sql.join(
    FILED.map((c) => sql.identifier(reports[c].name)),
    sql`, `,
  )}, sequential_id)
  values (${sql.join(
    FILED.map((c) => sql.placeholder(c)),
    sql`, `,
  )}, (select last_sequential_id from counter))
  returning sequential_id`,
);
/**
 * Files a report in one statement (decision 042): the root organization's next sequential
 * number, the report, its answers, its first status change and the jobs it queues commit
 * together or not at all, and the counter row is locked only for this one statement. A
 * report ID already taken fails the whole statement (a unique violation on REFERENCE_TAKEN),
 * the counter included. Answers its sequential number.
 */
export async function fileReport(
  db: Tx,
  { report, answers, status, jobs: queued, searchTokens }: Filing,
): Promise<number> {
  const [row] = await fileReportStatement(db)({
    ...report,
    ...status,
    searchTokens: `{${searchTokens.join(',')}}`,
    answers: JSON.stringify(
      answers.map((a) => ({
        question_id: a.questionId ?? null,
        kind: a.kind,
        question_text: a.questionText,
        position: a.position,
        response_id: a.responseId ?? null,
        value: a.value ?? '',
        branch_to: a.branchTo ?? null,
      })),
    ),
    jobs: JSON.stringify(
      queued.map((j) => ({ name: j.name, payload: j.payload, run_at: j.runAt?.toISOString() ?? null })),
    ),
  });
  return Number(row.sequential_id);
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

/**
 * The status a report had before its questions moved it to `questionStatus`, with whether a
 * question asked since then still stands (not deleted); undefined when the log has no such move.
 */
export async function statusBeforeQuestions(
  tx: Tx,
  reportId: number,
  questionStatus: number,
): Promise<{ fromStatus: number | null; questionStands: boolean } | undefined> {
  const rows = (await tx.execute(sql`
    with asked as (
      select ${reportStatusChanges.fromStatus} as from_status, ${reportStatusChanges.time} as time
      from ${reportStatusChanges}
      where ${reportStatusChanges.reportId} = ${reportId}
        and ${reportStatusChanges.toStatus} = ${questionStatus}
        and ${reportStatusChanges.fromStatus} is distinct from ${questionStatus}
      order by ${reportStatusChanges.time} desc, ${reportStatusChanges.id} desc
      limit 1
    )
    select asked.from_status as "fromStatus",
      exists (
        select 1 from ${reportComments} c
        where c.report_id = ${reportId} and c.is_question and not c.hidden and not c.deleted
          and c.create_time >= asked.time
      ) as "questionStands"
    from asked
  `)) as unknown as { rows: { fromStatus: number | null; questionStands: boolean }[] };
  return rows.rows[0];
}

/** The report whose report ID has this keyed hash (`codec.referenceHash`). */
export const findReportByReference = async (db: Tx, referenceHash: string): Promise<ReportRow | undefined> =>
  (await db.select().from(reports).where(eq(reports.referenceHash, referenceHash)).limit(1))[0];

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

/**
 * Records a successful sign-in unless the report is locked (false when it is), and writes it to
 * the reporter log (decision 020): signed in by the reporter, or verified by a hotline agent.
 */
export async function recordSuccessfulLogin(db: Tx, id: number, by: 'reporter' | 'hotline'): Promise<boolean> {
  const author = reporterSideAuthor(by === 'hotline');
  const result = (await db.execute(sql`
    with signed_in as (
      update ${reports} set failed_login_attempts = 0, locked_until = null, last_reporter_login = now(),
        reporter_login_count = reporter_login_count + 1
      where id = ${id} and (locked_until is null or locked_until <= now())
      returning id)
    insert into ${reportLogs} (report_id, audience, tracking_type, author_name, authorities)
    select id, 'reporter', 'REPORTER_LOGIN', ${author.name}, array[${author.authorities[0]}]::text[] from signed_in
    returning report_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Ends a run of failed attempts after a right password, unless the report is locked; false when it is. */
export async function resetFailedLogins(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ failedLoginAttempts: 0, lockedUntil: null })
    .where(and(eq(reports.id, id), sql`(${reports.lockedUntil} is null or ${reports.lockedUntil} <= now())`))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export const isLocked = (report: Pick<ReportRow, 'lockedUntil'>, now = new Date()) =>
  report.lockedUntil !== null && report.lockedUntil.getTime() > now.getTime();

/** The answers of a report in the order they are shown: the preamble's last. */
export const answersOf = (db: Tx, reportId: number) =>
  db
    .select()
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, reportId))
    .orderBy(sql`${reportAnswers.kind} = 'preamble'`, asc(reportAnswers.position), asc(reportAnswers.id));

interface DetailAnswer {
  questionText: string;
  value: string;
}
interface DetailFile {
  id: number;
  fileName: string;
  commentId: number | null;
  createDate: string;
  source: 'ORIGINAL_REPORT' | 'REPORTER_ADDED' | 'REVIEWER_ADDED';
}
interface DetailComment {
  id: number;
  commentText: string;
  createTime: string;
  updateTime: string;
  deleted: boolean;
  deletedTime: string | null;
  reporterComment: boolean;
  fromHotline: boolean;
}

/**
 * Everything the reporter's view of a report shows but its live fields (decision 073): its
 * shown columns, and its answers, visible files and visible comments as JSON lists (times as
 * ISO text), in the order they are shown. Read, under the view's lock, to build its sealed copy.
 */
const reporterViewToSeal = preparedFor((db) =>
  db
    .select({
      report: {
        sequentialId: reports.sequentialId,
        organizationId: reports.organizationId,
        statusId: reports.statusId,
        typeId: reports.typeId,
        reportName: reports.reportName,
        reportInput: reports.reportInput,
        notificationEmail: reports.notificationEmail,
        createTime: reports.createTime,
        actionTime: reports.actionTime,
        reviewedTime: reports.reviewedTime,
        closedTime: reports.closedTime,
      },
      answers: sql<DetailAnswer[]>`coalesce((
        select json_agg(json_build_object('questionText', a.question_text, 'value', a.value)
          order by a.kind = 'preamble', a.position, a.id)
        from ${reportAnswers} a where a.report_id = ${reports}.id), '[]'::json)`,
      files: sql<DetailFile[]>`coalesce((
        select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'commentId', f.comment_id,
            'createDate', f.create_date, 'source', f.source)
          order by f.create_date desc, f.id desc)
        from ${attachments} f where f.report_id = ${reports}.id and not f.hidden and not f.deleted), '[]'::json)`,
      comments: sql<DetailComment[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'commentText', c.comment_text,
            'createTime', c.create_time, 'updateTime', c.update_time,
            'deleted', c.deleted, 'deletedTime', c.deleted_time, 'reporterComment', c.reporter_comment,
            'fromHotline', c.from_hotline)
          order by c.create_time desc, c.id desc)
        from ${reportComments} c where c.report_id = ${reports}.id and not c.hidden), '[]'::json)`,
    })
    .from(reports)
    .where(eq(reports.id, sql.placeholder('reportId')))
    .prepare('candor_reporter_view_to_seal'),
);

export type ReporterViewToSeal = NonNullable<Awaited<ReturnType<ReturnType<typeof reporterViewToSeal>['execute']>>[0]>;

/** The first key of a report's view lock; its writers take it shared in the triggers of migration 0022. */
const REPORTER_VIEW_LOCK = 7231;

/**
 * Builds the sealed copy of a report's view under its lock (decision 073): `seal` turns what
 * was read into the copy, which is stored and given back. A writer holds the lock shared from
 * its change to its commit, so what is read here is never older than a change already made.
 */
export const sealReporterView = (db: Db, reportId: number, seal: (view: ReporterViewToSeal) => string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORTER_VIEW_LOCK}, ${reportId})`);
    const [view] = await reporterViewToSeal(tx).execute({ reportId });
    if (!view) return undefined;
    const body = seal(view);
    await tx
      .insert(sealedReporterViews)
      .values({ reportId, body })
      .onConflictDoUpdate({ target: sealedReporterViews.reportId, set: { body } });
    return body;
  });

/**
 * The session of the request and the reporter's view of its report, in one prepared statement
 * (decisions 042, 073): the sealed copy of the view when there is one, and its live fields,
 * read fresh: the organization's and category's names, the template's notifications switch
 * and the lock-out. `view` is undefined when the session is bound to no report.
 */
export function prepareReporterView(db: Db) {
  const query = selectWithSession(db, {
    reportId: reports.id,
    sealed: sealedReporterViews.body,
    lockedUntil: reports.lockedUntil,
    orgName: organizations.name,
    orgNames: organizations.names,
    categoryNames: categories.names,
    reporterNotificationsEnabled: reportTemplates.reporterNotificationsEnabled,
  })
    .leftJoin(sealedReporterViews, eq(sealedReporterViews.reportId, reports.id))
    .leftJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(categories, eq(categories.id, reports.categoryId))
    .leftJoin(reportTemplates, eq(reportTemplates.id, reports.templateId))
    .where(liveSession)
    .limit(1)
    .prepare('candor_reporter_view');
  return async (idHash: string) => {
    const row = (await query.execute({ idHash }))[0];
    if (!row) return undefined;
    const { session, reportId, orgName, ...live } = row;
    const view = reportId !== null && orgName !== null ? { ...live, reportId, orgName } : undefined;
    return { session, view };
  };
}

export type ReporterView = NonNullable<
  NonNullable<Awaited<ReturnType<ReturnType<typeof prepareReporterView>>>>['view']
>;

export async function insertComment(tx: Tx, values: typeof reportComments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(reportComments).values(values).returning({ id: reportComments.id });
  return row.id;
}

/** Replaces the password hash only while it is still `checked`; false when another change came first. */
export async function replacePasswordHash(db: Tx, id: number, checked: string, passwordHash: string): Promise<boolean> {
  const changed = await db
    .update(reports)
    .set({ passwordHash })
    .where(and(eq(reports.id, id), eq(reports.passwordHash, checked)))
    .returning({ id: reports.id });
  return changed.length === 1;
}

/**
 * Ends every reporter session of a report except one (the caller's own, when it changed the password).
 * A hotline agent on a call about the report stays signed in, no longer reaching the report.
 */
export async function endOtherReportSessions(db: Tx, reportId: number, keepIdHash: string) {
  const others = and(eq(sessions.reportId, reportId), ne(sessions.idHash, keepIdHash));
  await db.delete(sessions).where(and(others, eq(sessions.kind, 'reporter')));
  await db
    .update(sessions)
    .set({ reportId: null })
    .where(and(others, eq(sessions.kind, 'staff')));
}

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
