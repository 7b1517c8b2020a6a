/** `GET api/reviewer/report/{id}`: the report as a reviewer sees it, with the status change of opening it. */
import {
  DEFAULT_INVOLVED_ROLE,
  isReportOpen,
  REPORT_STATUS,
  type ReportPermission,
  reporterOrHotline,
  statusName,
  type TInvolvedIndividual,
  type TReportLogEvent,
  type TReviewerAttachment,
  type TReviewerComment,
  type TReviewerReportDetail,
  ZInvolvedIndividualInput,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { cutLogText } from '../../lib/text-previews.ts';
import { localize, organizationNameIn } from '../reporting/localize.ts';
import { isLocked } from '../reporting/report.repository.ts';
import { changeStatus } from '../reporting/report-status.ts';
import { detectLanguage, type SummariesService } from '../summaries/summaries.service.ts';
import { recordView } from './case-actions.repository.ts';
import { reporterCommunication } from './dialogue.service.ts';
import { type PathKey, pathKey, pathKeyOf, type ReviewerScope, scopeOfRow } from './reach.repository.ts';
import { type OpenedReport, permissionsFor, refuseOutOfReach, type StaffRef } from './report-access.service.ts';
import {
  prepareReviewerView,
  prepareSessionAndReviewerView,
  type ReviewerView,
  type ViewComment,
  type ViewFile,
  type ViewLog,
  type ViewReport,
} from './report-detail-view.repository.ts';
import { addLog } from './report-logs.repository.ts';

const isoText = (t: string) => new Date(t).toISOString();
const iso = (t: string | null) => (t === null ? null : isoText(t));

/** A person's optional fields as the form leaves them: empty (the writer checked the rest). */
const EMPTY_PERSON = Object.fromEntries(Object.keys(ZInvolvedIndividualInput.shape).map((key) => [key, ''])) as Record<
  keyof typeof ZInvolvedIndividualInput.shape,
  string
>;

export interface DetailDeps {
  db: Db;
  codec: Codec;
  summaries: SummariesService;
}

/**
 * The involved individuals as one text (spec 001 §3): a person per line, fields split by a
 * vertical bar. A bar or a line break inside a value would read as another field or person.
 */
const involvedText = (persons: { employeeId: string; firstName: string; lastName: string; role: string }[]) =>
  persons
    .map((p) => [p.employeeId, p.firstName, p.lastName, p.role].map((v) => v.replace(/[|\r\n]+/g, ' ')).join(' | '))
    .join('\n');

export function createReportDetailService({ db, codec, summaries }: DetailDeps) {
  // Texts are sanitized by every writer before they are sealed, and the web shows them through
  // its own allow-list: opened as stored (decision 041, as decision 027 for the reporter).
  const reveal = (sealed: string) => codec.decryptText(sealed);
  const revealLog = (sealed: string | null) => (sealed === null ? null : cutLogText(codec.decryptText(sealed)));
  const view = prepareReviewerView(db);
  const sessionAndView = prepareSessionAndReviewerView(db);

  /**
   * Opening the details: 1 New → 4 Review, 3 Updated → 7 Reviewed; the view is remembered.
   * A refresh (the reload after an action) changes nothing.
   */
  async function markOpened(scope: ReviewerScope, report: Pick<ViewReport, 'id' | 'statusId'>): Promise<void> {
    await db.transaction(async (tx) => {
      await recordView(tx, scope.userId, report.id);
      const who = { actor: scope.login, userId: scope.userId };
      if (report.statusId === REPORT_STATUS.NEW) await changeStatus(tx, report.id, REPORT_STATUS.REVIEW, who);
      if (report.statusId === REPORT_STATUS.UPDATED) await changeStatus(tx, report.id, REPORT_STATUS.REVIEWED, who);
      await addLog(tx, {
        reportId: report.id,
        audience: 'reviewer',
        trackingType: 'VIEWED',
        author: { userId: scope.userId, name: scope.name, authorities: scope.authorities },
      });
    });
  }

  /** The details from the view row of `user` at `id`, once the permission rule has let him in. */
  function render(
    row: ReviewerView & { report: ViewReport },
    scope: ReviewerScope,
    permissions: ReportPermission[],
    langKey: string,
  ) {
    const report = row.report;
    const referenceId = codec.decryptText(report.referenceSealed);
    const org = row.org as NonNullable<ReviewerView['org']>;
    const can = (p: ReportPermission) => permissions.includes(p);
    // One's own comment or file changes; what the reporter sees, only while he may be written to
    // (the rule of the dialogue's and the files' edits and deletes).
    const ownChangeable = (hidden: boolean) =>
      hidden || (isReportOpen(report.statusId) && can('WRITE_REPORTER_DIALOGUE'));
    const { comments, files, logs, delegates, watchers, links, involved } = row;

    const commentOf = (c: ViewComment): TReviewerComment => {
      return {
        commentId: c.id,
        commentText: reveal(c.commentText),
        authorName: c.reporterComment && !c.fromHotline ? '' : (c.authorName ?? ''),
        authorities: c.reporterComment ? [reporterOrHotline(c.fromHotline)] : ['REVIEWER'],
        createTime: isoText(c.createTime),
        updateTime: isoText(c.deleted ? (c.deletedTime ?? c.updateTime) : c.updateTime),
        deleted: c.deleted,
        deletedAttachment: c.deletedAttachment,
        mutable: !c.deleted && !c.reporterComment && c.authorUserId === scope.userId && ownChangeable(c.hidden),
        userId: c.reporterComment && !c.fromHotline ? null : c.authorUserId,
        hidden: c.hidden,
        reporterComment: c.reporterComment,
        fromHotline: c.fromHotline,
        isQuestion: c.isQuestion,
        deletedBy: c.deleted ? c.deletedByName : null,
        taggedReviewers: c.taggedReviewers,
      };
    };
    const fileOf = (a: ViewFile): TReviewerAttachment => ({
      id: a.id,
      fileName: codec.decryptText(a.fileName),
      fileType: a.fileType,
      fileSize: a.fileSize,
      referenceId,
      hidden: a.hidden,
      pending: false,
      attachmentSource: a.source,
      createDate: isoText(a.createDate),
      authorName: a.source === 'REVIEWER_ADDED' ? (a.authorName ?? '') : '',
      commentId: a.commentId,
      userId: a.source === 'REVIEWER_ADDED' ? a.authorUserId : null,
      mutable: a.source === 'REVIEWER_ADDED' && a.authorUserId === scope.userId && ownChangeable(a.hidden),
    });
    const logOf = (l: ViewLog): TReportLogEvent => ({
      actionTime: isoText(l.actionTime),
      trackingType: l.trackingType,
      additionalInfo: revealLog(l.additionalInfo),
      authorName: l.authorName,
      authorities: l.authorities,
    });

    const reportInput = reveal(report.reportInput);
    const detected = summaries.translationEnabled ? detectLanguage(reportInput) : null;
    const flexQuestions = can('FLEX_FIELDS') ? row.flexQuestions : [];
    const flexResponses = can('FLEX_FIELDS') ? row.flexResponses : [];
    const persons = involved.map(
      (p) =>
        ({
          ...EMPTY_PERSON,
          ...(JSON.parse(codec.decryptText(p.details)) as Record<string, string>),
          id: p.id,
          employeeId: p.employeeId,
          role: p.role || DEFAULT_INVOLVED_ROLE,
        }) as TInvolvedIndividual,
    );

    return {
      referenceId,
      sequentialId: report.sequentialId,
      statusId: report.statusId,
      statusName: statusName(report.statusId),
      orgId: org.id,
      orgName: organizationNameIn(org.names, org.name, langKey),
      categoryId: report.categoryId,
      categoryName: (row.categoryNames && localize(row.categoryNames, langKey)) ?? '',
      createTime: isoText(report.createTime),
      actionTime: iso(report.actionTime),
      reviewedTime: iso(report.reviewedTime),
      closedTime: iso(report.closedTime),
      updatedTime: iso(report.updatedTime),
      typeId: report.typeId,
      priority: report.priority,
      reportName: report.reportName === null ? null : codec.decryptText(report.reportName),
      notificationEmail: null,
      doesNotificationEmailExist: report.hasNotificationEmail,
      reportInput,
      reportInputTranslation: detected
        ? { translatedText: null, detectedLanguage: detected.language, detectedLanguageScore: detected.score }
        : null,
      reportQuestions: row.answers.map((a) => ({
        description: a.questionText,
        value: reveal(a.value),
        valueTranslation: null,
      })),
      reportAttachmentSummaries: can('VIEW_REPORTER_DIALOGUE') ? files.filter((f) => !f.hidden).map(fileOf) : [],
      reporterCommunicationEnabled: reporterCommunication(report.typeId, report.canSignIn),
      reporterLockedOut: isLocked({ lockedUntil: report.lockedUntil === null ? null : new Date(report.lockedUntil) }),
      scheduledCloseDate: !isReportOpen(report.statusId) ? null : iso(report.scheduledCloseDate),
      lastDelegationTime: iso(report.lastDelegationTime),
      lastReporterLogin: iso(report.lastReporterLogin),
      initialResponse: iso(report.initialResponse),
      lastResponse: iso(report.lastResponse),
      latestReporterUpdate: iso(report.latestReporterUpdate),
      reporterLoginCount: report.reporterLoginCount,
      transcriberName: row.transcriberName,
      delegates: delegates.map((d) => d.name).join(', '),
      involvedIndividuals: involvedText(persons),
      involvedIndividualList: persons,
      showInvolvedIndividuals: report.showInvolvedIndividuals,
      extendedFields: org.snc,
      userAuthorizedForReport: true,
      reportSummary: report.reportSummary ? codec.decryptText(report.reportSummary) : null,
      aiReportSummaryEnabled: true,
      isGeneratingSummary: false,
      isTranslatingEnabled: summaries.translationEnabled,
      autoTranslatingEnabledForOrg: false,
      delegateReviewers: delegates.map(({ id, name, orgId }) => ({ id, name, orgId })),
      eligibleDelegateReviewers: can('ASSIGN_DELEGATE_REPORT') ? row.eligibleDelegates : [],
      availableReviewers: row.availableReviewers.filter((r) => r.id !== scope.userId),
      reporterComments: can('VIEW_REPORTER_DIALOGUE') ? comments.filter((c) => !c.hidden).map(commentOf) : [],
      reporterLogs: can('VIEW_REPORTER_DIALOGUE') ? logs.filter((l) => l.audience === 'reporter').map(logOf) : [],
      reviewerLogs: can('REVIEWER_DIALOGUE') ? logs.filter((l) => l.audience === 'reviewer').map(logOf) : [],
      reviewerComments: can('REVIEWER_DIALOGUE') ? comments.filter((c) => c.hidden).map(commentOf) : [],
      reviewerAttachments: can('REVIEWER_DIALOGUE') ? files.filter((f) => f.hidden).map(fileOf) : [],
      watchers: watchers.map(({ legacyUserId, firstName, lastName }) => ({ legacyUserId, firstName, lastName })),
      watching: watchers.some((w) => w.id === scope.userId),
      linkedReports: links.map(({ referenceSealed, ...link }) => ({
        referenceId: codec.decryptText(referenceSealed),
        ...link,
      })),
      reportsToLink: [],
      userPermissions: permissions,
      reportFlexFieldQuestions: flexQuestions.map((q) => ({
        questionId: q.id,
        question: localize(q.texts, langKey) ?? '',
        layout: q.layout as TReviewerReportDetail['reportFlexFieldQuestions'][number]['layout'],
        mandatory: q.mandatory,
        modifiable: q.modifiable,
        position: q.position,
        hidden: q.hidden,
        orgId: q.organizationId,
        potentialResponses: q.options.map((o) => ({
          responseId: o.id,
          value: localize(o.values, langKey) ?? '',
          hidden: o.hidden,
          branchTo: o.branchTo,
        })),
      })),
      reportFlexFieldResponses: flexResponses.map((r) => ({
        id: r.id,
        flexFieldId: r.questionId,
        responseId: r.responseId,
        value: codec.decryptText(r.value),
      })),
    };
  }

  /**
   * The view of `path` as `user` sees it: 401 without user, then the permission rule (403 / 404).
   * `read`: the view the session's own statement read for the path, taken only if it is this user's.
   */
  async function opened(user: StaffRef, path: () => PathKey, need: ReportPermission, read?: ReviewerView) {
    const row = read?.scope.id === user.id ? read : await view(user.id, path());
    if (!row) throw unauthorized();
    const scope = scopeOfRow(row.scope);
    if (!row.report) return refuseOutOfReach(db, scope, path());
    const permissions = permissionsFor(scope, need);
    return { row: { ...row, report: row.report as ViewReport }, scope, permissions };
  }

  return {
    /**
     * The session with the cookie hash `idHash` and the view of `id` for its user, in one
     * statement: the route settles the session, then passes the view to `detail`.
     */
    sessionView: (idHash: string, id: string) => sessionAndView(idHash, pathKey(id, codec.referenceHash(id))),

    /** `read`: the view `sessionView` read for `id`; without it, the view is read here. */
    async detail(
      user: StaffRef,
      id: string,
      langKey: string,
      isRefresh: boolean,
      read?: ReviewerView,
    ): Promise<TReviewerReportDetail> {
      const first = await opened(user, () => pathKey(id, codec.referenceHash(id)), 'VIEW_REPORT', read);
      const { row, scope, permissions } = first;
      if (isRefresh) return render(row, scope, permissions, langKey);
      await markOpened(scope, row.report);
      const again = await opened(user, () => pathKeyOf(row.report), 'VIEW_REPORT');
      return render(again.row, again.scope, again.permissions, langKey);
    },

    /** The details of a report another call has opened (print, exports). */
    async build({ scope, report }: OpenedReport, langKey: string): Promise<TReviewerReportDetail> {
      const again = await opened({ id: scope.userId }, () => pathKeyOf(report), 'VIEW_REPORT');
      return render(again.row, again.scope, again.permissions, langKey);
    },
  };
}

export type ReportDetailService = ReturnType<typeof createReportDetailService>;
