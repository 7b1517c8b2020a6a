/**
 * Everything the reviewer's report details show, in one named prepared statement: the
 * user's scope, and as one JSON value the report at `{id}` if it is within that scope's
 * reach (the columns shown), its organization and category, and its answers, comments,
 * files, logs, people, delegates, watchers, links and flex fields as lists in the order
 * they are shown (times as ISO text).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, organizations } from '../../db/schema/index.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import { liveSession, selectWithSession } from '../../plugins/sessions.repository.ts';
import {
  type PathKey,
  reachOf,
  reportInReachAt,
  type ScopeRow,
  scopeColumns,
  scopeFields,
} from './reach.repository.ts';
import { chainOfOrganization, eligibleDelegateWhere, taggableWhere } from './report-detail.repository.ts';

export interface ViewComment {
  id: number;
  commentText: string;
  reporterComment: boolean;
  fromHotline: boolean;
  hidden: boolean;
  isQuestion: boolean;
  authorUserId: number | null;
  authorName: string | null;
  createTime: string;
  updateTime: string;
  deleted: boolean;
  deletedTime: string | null;
  deletedByName: string | null;
  deletedAttachment: boolean;
  taggedReviewers: { id: number; name: string }[];
}
export interface ViewFile {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  hidden: boolean;
  source: 'ORIGINAL_REPORT' | 'REPORTER_ADDED' | 'REVIEWER_ADDED';
  createDate: string;
  authorUserId: number | null;
  authorName: string | null;
  commentId: number | null;
}
export interface ViewLog {
  audience: 'reporter' | 'reviewer';
  actionTime: string;
  trackingType: string;
  additionalInfo: string | null;
  authorName: string;
  authorities: string[];
}
interface Person {
  id: number;
  name: string;
}
export interface ViewFlexQuestion {
  id: number;
  texts: Record<string, string>;
  layout: string;
  mandatory: boolean;
  modifiable: boolean;
  position: number;
  hidden: boolean;
  organizationId: number;
  options: { id: number; values: Record<string, string>; hidden: boolean; branchTo: number | null }[];
}

/** The report's columns the details show; sealed ones stay sealed, times are ISO text. */
export interface ViewReport {
  id: number;
  referenceHash: string;
  referenceSealed: string;
  sequentialId: number;
  statusId: number;
  categoryId: number;
  typeId: number;
  priority: number;
  reportName: string | null;
  reportInput: string;
  hasNotificationEmail: boolean;
  reportSummary: string | null;
  showInvolvedIndividuals: boolean;
  lockedUntil: string | null;
  reporterLoginCount: number;
  createTime: string;
  actionTime: string | null;
  reviewedTime: string | null;
  updatedTime: string | null;
  closedTime: string | null;
  scheduledCloseDate: string | null;
  lastDelegationTime: string | null;
  lastReporterLogin: string | null;
  initialResponse: string | null;
  lastResponse: string | null;
  latestReporterUpdate: string | null;
  /** Someone can come back to the report: it has a password, or a hotline security answer. */
  canSignIn: boolean;
}

const list = <T>(select: ReturnType<typeof sql>) => sql<T[]>`coalesce((${select}), '[]'::json)`;
const name = (u: string) => sql.raw(`trim(${u}.first_name || ' ' || ${u}.last_name)`);

const view = {
  report: sql<ViewReport | null>`case when reports.id is null then null else json_build_object(
    'id', reports.id, 'referenceHash', reports.reference_hash,
    'referenceSealed', reports.reference_sealed, 'sequentialId', reports.sequential_id,
    'statusId', reports.status_id, 'categoryId', reports.category_id, 'typeId', reports.type_id,
    'priority', reports.priority, 'reportName', reports.report_name, 'reportInput', reports.report_input,
    'hasNotificationEmail', reports.notification_email is not null, 'reportSummary', reports.report_summary,
    'showInvolvedIndividuals', reports.show_involved_individuals, 'lockedUntil', reports.locked_until,
    'reporterLoginCount', reports.reporter_login_count, 'createTime', reports.create_time,
    'actionTime', reports.action_time, 'reviewedTime', reports.reviewed_time, 'updatedTime', reports.updated_time,
    'closedTime', reports.closed_time, 'scheduledCloseDate', reports.scheduled_close_date,
    'lastDelegationTime', reports.last_delegation_time, 'lastReporterLogin', reports.last_reporter_login,
    'initialResponse', reports.initial_response, 'lastResponse', reports.last_response,
    'latestReporterUpdate', reports.latest_reporter_update,
    'canSignIn', reports.password_hash <> ${NO_PASSWORD} or reports.security_answer_hash is not null) end`,
  org: sql<{ id: number; name: string; names: Record<string, string>; snc: boolean } | null>`case
    when organizations.id is null then null else json_build_object('id', organizations.id, 'name', organizations.name,
      'names', organizations.names, 'snc', organizations.snc) end`,
  categoryNames: sql<Record<string, string> | null>`categories.names`,
  transcriberName: sql<string | null>`(select ${name('t')} from users t where t.id = reports.transcriber_user_id)`,
  answers: list<{ questionText: string; value: string }>(sql`
    select json_agg(json_build_object('questionText', a.question_text, 'value', a.value)
      order by a.kind = 'preamble', a.position, a.id)
    from report_answers a where a.report_id = reports.id`),
  comments: list<ViewComment>(sql`
    select json_agg(json_build_object('id', c.id, 'commentText', c.comment_text, 'reporterComment', c.reporter_comment,
        'fromHotline', c.from_hotline, 'hidden', c.hidden, 'isQuestion', c.is_question, 'authorUserId', c.author_user_id,
        'authorName', ${name('au')}, 'createTime', c.create_time, 'updateTime', c.update_time, 'deleted', c.deleted, 'deletedTime', c.deleted_time,
        'deletedByName', (select ${name('d')} from users d where d.id = c.deleted_by),
        'deletedAttachment', c.deleted_attachment,
        'taggedReviewers', coalesce((select json_agg(json_build_object('id', tu.id, 'name', ${name('tu')}))
          from comment_tags ct join users tu on tu.id = ct.user_id where ct.comment_id = c.id), '[]'::json))
      order by c.create_time desc, c.id desc)
    from report_comments c left join users au on au.id = c.author_user_id where c.report_id = reports.id`),
  files: list<ViewFile>(sql`
    select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'fileType', f.file_type,
        'fileSize', f.file_size, 'hidden', f.hidden, 'source', f.source, 'createDate', f.create_date,
        'authorUserId', f.author_user_id, 'authorName', ${name('fu')}, 'commentId', f.comment_id)
      order by f.create_date desc, f.id desc)
    from attachments f left join users fu on fu.id = f.author_user_id
    where f.report_id = reports.id and not f.deleted`),
  logs: list<ViewLog>(sql`
    select json_agg(json_build_object('audience', l.audience, 'actionTime', l.action_time,
        'trackingType', l.tracking_type, 'additionalInfo', l.additional_info, 'authorName', l.author_name,
        'authorities', l.authorities)
      order by l.action_time desc, l.id desc)
    from report_logs l where l.report_id = reports.id`),
  delegates: list<Person & { orgId: number | null }>(sql`
    select json_agg(json_build_object('id', du.id, 'name', ${name('du')}, 'orgId', du.primary_organization_id)
      order by du.last_name, du.first_name)
    from report_delegations dl join users du on du.id = dl.user_id where dl.report_id = reports.id`),
  eligibleDelegates: list<Person & { orgId: number | null }>(sql`
    select json_agg(json_build_object('id', users.id, 'name', ${name('users')}, 'orgId', users.primary_organization_id)
      order by users.last_name, users.first_name)
    from users where ${eligibleDelegateWhere(chainOfOrganization)}`),
  availableReviewers: list<Person>(sql`
    select json_agg(json_build_object('id', users.id, 'name', ${name('users')}) order by users.last_name, users.first_name)
    from users where ${taggableWhere(
      { id: sql`reports.id`, categoryId: sql`reports.category_id`, sensitive: sql`reports.sensitive` },
      chainOfOrganization,
    )}`),
  watchers: list<{ id: number; legacyUserId: string; firstName: string; lastName: string }>(sql`
    select json_agg(json_build_object('id', wu.id, 'legacyUserId', wu.legacy_user_id, 'firstName', wu.first_name,
        'lastName', wu.last_name) order by wu.last_name)
    from report_watches w join users wu on wu.id = w.user_id where w.report_id = reports.id`),
  links: list<{ referenceSealed: string; sequentialId: number; userAuthorized: boolean }>(sql`
    select json_agg(json_build_object('referenceSealed', lr.reference_sealed, 'sequentialId', lr.sequential_id,
        'userAuthorized', ${reachOf('lr', 's')}) order by lr.sequential_id)
    from report_links k join reports lr on lr.id = k.linked_report_id where k.report_id = reports.id`),
  flexQuestions: list<ViewFlexQuestion>(sql`
    select json_agg(json_build_object('id', q.id, 'texts', q.texts, 'layout', q.layout, 'mandatory', q.mandatory,
        'modifiable', q.modifiable, 'position', q.position, 'hidden', q.hidden, 'organizationId', q.organization_id,
        'options', coalesce((select json_agg(json_build_object('id', o.id, 'values', o."values", 'hidden', o.hidden,
            'branchTo', o.branch_to) order by o.position, o.id)
          from question_responses o where o.question_id = q.id), '[]'::json))
      order by q.position, q.id)
    from questions q
    where q.organization_id = any(${chainOfOrganization}) and q.kind = 'flex' and q.category_id is null`),
  flexResponses: list<{ id: number; questionId: number; responseId: number | null; value: string }>(sql`
    select json_agg(json_build_object('id', fr.id, 'questionId', fr.question_id, 'responseId', fr.response_id,
        'value', fr.value) order by fr.question_id)
    from report_flex_responses fr where fr.report_id = reports.id`),
  involved: list<{ id: number; employeeId: string; role: string; details: string }>(sql`
    select json_agg(json_build_object('id', p.id, 'employeeId', p.employee_id, 'role', p.role, 'details', p.details)
      order by p.id)
    from involved_individuals p where p.report_id = reports.id`),
};

type View = typeof view;
/** The view of one report; `report` (and `org`) null when there is nothing at `{id}` within reach. */
export type ReviewerView = { [K in keyof View]: View[K]['_']['type'] } & { scope: ScopeRow };

const asJson = (entries: Record<string, SQL>) =>
  sql.join(
    Object.entries(entries).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );

/**
 * The user `userId` (SQL), his scope and the view of the report at `{id}` as one JSON value:
 * one field to describe and parse instead of one per column. No row: no such user; a row
 * whose report is null: nothing at `{id}` within the user's reach.
 */
const viewOfUser = (db: Db, userId: SQL) =>
  db
    .select({
      view: sql<ReviewerView>`json_build_object('scope', json_build_object(${asJson(scopeFields)}), ${asJson(view)})`,
    })
    .from(sql`users u cross join lateral (${scopeColumns}) s`)
    .leftJoinLateral(reportInReachAt(db), sql`true`)
    .leftJoin(organizations, sql`organizations.id = reports.organization_id`)
    .leftJoin(categories, sql`categories.id = reports.category_id`)
    .where(sql`u.id = ${userId}`);

/** The view for the user `userId`, in one named prepared statement (for a session read before, or an API key). */
export function prepareReviewerView(db: Db) {
  const query = viewOfUser(db, sql`${sql.placeholder('userId')}`).prepare('candor_reviewer_view');
  return async (userId: number, path: PathKey): Promise<ReviewerView | undefined> =>
    (await query.execute({ userId, ...path }))[0]?.view;
}

/**
 * The request's session and the view for its user, in one named prepared statement
 * (decision 042): the session lookup's own columns and joins, and the view of
 * `viewOfUser` for the session's user as a sub-select. No row: no live session;
 * `view` null: the session has no staff user.
 */
export function prepareSessionAndReviewerView(db: Db) {
  const query = selectWithSession(db, { view: sql<ReviewerView | null>`(${viewOfUser(db, sql`sessions.user_id`)})` })
    .where(liveSession)
    .limit(1)
    .prepare('candor_session_reviewer_view');
  return async (idHash: string, path: PathKey) => {
    const row = (await query.execute({ idHash, ...path }))[0];
    if (!row) return undefined;
    return { session: row.session, view: row.view ?? undefined };
  };
}
