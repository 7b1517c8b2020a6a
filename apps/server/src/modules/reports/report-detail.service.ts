/** `GET api/reviewer/report/{id}`: the report as a reviewer sees it, with the status change of opening it. */
import {
  REPORT_METHOD,
  REPORT_STATUS,
  type ReportPermission,
  statusName,
  type TReportLogEvent,
  type TReviewerAttachment,
  type TReviewerComment,
  type TReviewerReportDetail,
  ZInvolvedIndividualInput,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { sanitizeText } from '../../lib/sanitize.ts';
import { localize } from '../reporting/localize.ts';
import { answersOf, isLocked } from '../reporting/report.repository.ts';
import { changeStatus } from '../reporting/report-status.ts';
import { detectLanguage, type SummariesService } from '../summaries/summaries.service.ts';
import { recordView } from './case-actions.repository.ts';
import { findReportInReach, type ReportRow, type ReviewerScope, reachableIds } from './reach.repository.ts';
import type { OpenedReport, ReportAccess, StaffRef } from './report-access.service.ts';
import * as read from './report-detail.repository.ts';
import { addLog } from './report-logs.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Log text is cut at 500 characters with an ellipsis (spec 001 §5). */
export const cutLogText = (text: string | null): string | null =>
  text === null || text.length <= 500 ? text : `${text.slice(0, 500)}…`;

/** The organization and its ancestors, nearest first. */
export const orgChainOf = (org: { id: number; parentChain: string }) => [
  org.id,
  ...org.parentChain.split('--').filter(Boolean).map(Number).reverse(),
];

export interface DetailDeps {
  db: Db;
  codec: Codec;
  access: ReportAccess;
  summaries: SummariesService;
}

export function createReportDetailService({ db, codec, access, summaries }: DetailDeps) {
  const reveal = (sealed: string) => sanitizeText(codec.decryptText(sealed));
  const revealLog = (sealed: string | null) => (sealed === null ? null : cutLogText(codec.decryptText(sealed)));

  /**
   * Opening the details: 1 New → 4 Review, 3 Updated → 7 Reviewed; the view is remembered.
   * A refresh (the reload after an action) changes nothing.
   */
  async function markOpened(scope: ReviewerScope, report: ReportRow): Promise<void> {
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

  async function build(opened: OpenedReport, langKey: string): Promise<TReviewerReportDetail> {
    const { scope, report, permissions } = opened;
    const can = (p: ReportPermission) => permissions.includes(p);
    const org = await read.organizationOf(db, report.organizationId);
    const chain = orgChainOf(org);
    const [
      categoryNames,
      answers,
      comments,
      files,
      logs,
      delegates,
      eligible,
      available,
      watchers,
      links,
      flex,
      flexResponses,
      involved,
      transcriberName,
    ] = await Promise.all([
      read.categoryNames(db, report.categoryId),
      answersOf(db, report.id),
      read.commentsOf(db, report.id),
      read.attachmentsOf(db, report.id),
      read.logsOf(db, report.id),
      read.delegatesOf(db, report.id),
      can('ASSIGN_DELEGATE_REPORT') ? read.eligibleDelegates(db, chain) : Promise.resolve([]),
      read.availableReviewers(db, report, chain),
      read.watchersOf(db, report.id),
      read.linkedReportsOf(db, report.id),
      can('FLEX_FIELDS') ? read.flexQuestionsOf(db, chain) : Promise.resolve({ questions: [], options: [] }),
      can('FLEX_FIELDS') ? read.flexResponsesOf(db, report.id) : Promise.resolve([]),
      read.involvedOf(db, report.id),
      read.userName(db, report.transcriberUserId),
    ]);
    const [tags, reachableLinks] = await Promise.all([
      read.tagsOf(
        db,
        comments.map((c) => c.c.id),
      ),
      reachableIds(
        db,
        scope,
        links.map((l) => l.id),
      ),
    ]);

    const commentOf = (row: (typeof comments)[number]): TReviewerComment => {
      const c = row.c;
      return {
        commentId: c.id,
        commentText: reveal(c.commentText),
        authorName: c.reporterComment && !c.fromHotline ? '' : (row.authorName ?? ''),
        authorities: c.reporterComment ? [c.fromHotline ? 'HOTLINE' : 'REPORTER'] : ['REVIEWER'],
        updateTime: (c.deleted ? (c.deletedTime ?? c.updateTime) : c.updateTime).toISOString(),
        deleted: c.deleted,
        deletedAttachment: c.deletedAttachment,
        mutable: !c.deleted && !c.reporterComment && c.authorUserId === scope.userId,
        userId: c.reporterComment && !c.fromHotline ? null : c.authorUserId,
        hidden: c.hidden,
        reporterComment: c.reporterComment,
        fromHotline: c.fromHotline,
        isQuestion: c.isQuestion,
        deletedBy: c.deleted ? row.deletedByName : null,
        taggedReviewers: tags.filter((t) => t.commentId === c.id).map((t) => ({ id: t.id, name: t.name })),
      };
    };
    const fileOf = ({ a, authorName }: (typeof files)[number]): TReviewerAttachment => ({
      id: a.id,
      fileName: codec.decryptText(a.fileName),
      fileType: a.fileType,
      fileSize: a.fileSize,
      referenceId: report.referenceId,
      hidden: a.hidden,
      pending: false,
      attachmentSource: a.source,
      createDate: a.createDate.toISOString(),
      authorName: a.source === 'REVIEWER_ADDED' ? (authorName ?? '') : '',
      commentId: a.commentId,
      userId: a.source === 'REVIEWER_ADDED' ? a.authorUserId : null,
      mutable: a.source === 'REVIEWER_ADDED' && a.authorUserId === scope.userId,
    });
    const logOf = (l: (typeof logs)[number]): TReportLogEvent => ({
      actionTime: l.actionTime.toISOString(),
      trackingType: l.trackingType,
      additionalInfo: revealLog(l.additionalInfo),
      authorName: l.authorName,
      authorities: l.authorities,
    });

    const reportInput = reveal(report.reportInput);
    const detected = summaries.translationEnabled ? detectLanguage(reportInput) : null;
    const persons = involved.map((p) => ({
      id: p.id,
      ...ZInvolvedIndividualInput.parse({
        ...(JSON.parse(codec.decryptText(p.details)) as Record<string, string>),
        employeeId: p.employeeId,
        role: p.role,
      }),
    }));
    const communication = report.typeId !== REPORT_METHOD.CLIENT_TRANSCRIBED && report.typeId !== 5;

    return {
      referenceId: report.referenceId,
      sequentialId: report.sequentialId,
      statusId: report.statusId,
      statusName: statusName(report.statusId),
      orgId: org.id,
      orgName: localize({ ...org.names, en: org.name }, langKey) ?? org.name,
      categoryId: report.categoryId,
      categoryName: localize(categoryNames, langKey) ?? '',
      createTime: report.createTime.toISOString(),
      actionTime: iso(report.actionTime),
      reviewedTime: iso(report.reviewedTime),
      closedTime: iso(report.closedTime),
      updatedTime: iso(report.updatedTime),
      typeId: report.typeId,
      priority: report.priority,
      reportName: report.reportName === null ? null : codec.decryptText(report.reportName),
      notificationEmail: null,
      doesNotificationEmailExist: report.notificationEmail !== null,
      reportInput,
      reportInputTranslation: detected
        ? { translatedText: null, detectedLanguage: detected.language, detectedLanguageScore: detected.score }
        : null,
      reportQuestions: answers.map((a) => ({
        description: a.questionText,
        value: reveal(a.value),
        valueTranslation: null,
      })),
      reportAttachmentSummaries: can('VIEW_REPORTER_DIALOGUE') ? files.filter((f) => !f.a.hidden).map(fileOf) : [],
      reporterCommunicationEnabled: communication,
      reporterLockedOut: isLocked(report),
      scheduledCloseDate: report.statusId === REPORT_STATUS.CLOSE ? null : iso(report.scheduledCloseDate),
      lastDelegationTime: iso(report.lastDelegationTime),
      lastReporterLogin: iso(report.lastReporterLogin),
      initialResponse: iso(report.initialResponse),
      lastResponse: iso(report.lastResponse),
      latestReporterUpdate: iso(report.latestReporterUpdate),
      reporterLoginCount: report.reporterLoginCount,
      transcriberName,
      delegates: delegates.map((d) => d.name).join(', '),
      involvedIndividuals: persons.map((p) => [p.employeeId, p.firstName, p.lastName, p.role].join(' | ')).join('\n'),
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
      eligibleDelegateReviewers: eligible,
      availableReviewers: available.filter((r) => r.id !== scope.userId),
      reporterComments: can('VIEW_REPORTER_DIALOGUE') ? comments.filter((c) => !c.c.hidden).map(commentOf) : [],
      reporterLogs: can('VIEW_REPORTER_DIALOGUE') ? logs.filter((l) => l.audience === 'reporter').map(logOf) : [],
      reviewerLogs: can('REVIEWER_DIALOGUE') ? logs.filter((l) => l.audience === 'reviewer').map(logOf) : [],
      reviewerComments: can('REVIEWER_DIALOGUE') ? comments.filter((c) => c.c.hidden).map(commentOf) : [],
      reviewerAttachments: can('REVIEWER_DIALOGUE') ? files.filter((f) => f.a.hidden).map(fileOf) : [],
      watchers: watchers.map(({ legacyUserId, firstName, lastName }) => ({ legacyUserId, firstName, lastName })),
      watching: watchers.some((w) => w.id === scope.userId),
      linkedReports: links.map((l) => ({
        referenceId: l.referenceId,
        sequentialId: l.sequentialId,
        userAuthorized: reachableLinks.has(l.id),
      })),
      reportsToLink: [],
      userPermissions: permissions,
      reportFlexFieldQuestions: flex.questions.map((q) => ({
        questionId: q.id,
        question: localize(q.texts, langKey) ?? '',
        layout: q.layout as TReviewerReportDetail['reportFlexFieldQuestions'][number]['layout'],
        mandatory: q.mandatory,
        modifiable: q.modifiable,
        position: q.position,
        hidden: q.hidden,
        orgId: q.organizationId,
        potentialResponses: flex.options
          .filter((o) => o.questionId === q.id)
          .map((o) => ({
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

  return {
    async detail(user: StaffRef, id: string, langKey: string, isRefresh: boolean): Promise<TReviewerReportDetail> {
      const opened = await access.open(user, id, 'VIEW_REPORT');
      if (isRefresh) return build(opened, langKey);
      await markOpened(opened.scope, opened.report);
      const report = (await findReportInReach(db, opened.scope, opened.report.referenceId)) ?? opened.report;
      return build({ ...opened, report }, langKey);
    },
    build,
  };
}

export type ReportDetailService = ReturnType<typeof createReportDetailService>;
