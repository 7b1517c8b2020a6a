/** What leaves the app about one report: print preview, CSV and Excel exports, the summary. */
import {
  answersByQuestion,
  LOG_GENERIC_KEY,
  logMessageKeys,
  neutralizeFormula,
  PRIORITY,
  REPORT_AUTHORS,
  REPORT_METHOD_KEYS,
  type ReportAuditAction,
  readableAnswer,
  readableInfo,
  statusBadge,
  type TReviewerComment,
  type TReviewerReportDetail,
} from '@candor/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { Codec } from '../../lib/crypto.ts';
import { fileStamp } from '../../lib/days.ts';
import { plainText } from '../../lib/sanitize.ts';
import type { SummariesService } from '../summaries/summaries.service.ts';
import { storeSummary } from './case-actions.repository.ts';
import { type ExportLabel, exportLabels, exportTime } from './export-labels.ts';
import { authorOf, type ReportAccess, type StaffRef } from './report-access.service.ts';
import type { ReportDetailService } from './report-detail.service.ts';
import { addLog } from './report-logs.repository.ts';

/** The one CSV-injection neutraliser lives in the shared package, for the web's exports too. */
export { neutralizeFormula };

/** The report's summary rows: label and value, as people read them, in the user's language and time zone. */
function summaryRows(d: TReviewerReportDetail, l: ExportLabel, timeZone: string): [string, string][] {
  const time = (iso: string | null | undefined) => exportTime(iso, timeZone);
  return [
    [l('columns.reportId'), d.referenceId],
    [l('export.sequentialId'), String(d.sequentialId ?? '')],
    // As the screens show it: Review reads New (spec 001 §2).
    [l('columns.status'), l(`status.${statusBadge(d.statusId).label}`)],
    [l('export.priority'), l(d.priority === PRIORITY.HIGH ? 'details.priorityHigh' : 'details.priorityNormal')],
    [l('details.summary.reportName'), d.reportName ?? ''],
    [l('columns.organization'), d.orgName],
    [l('columns.category'), d.categoryName],
    [l('details.summary.method'), l(`details.method.${REPORT_METHOD_KEYS[d.typeId] ?? 'web'}`)],
    [l('details.summary.submitted'), time(d.createTime)],
    [l('columns.lastUpdated'), time(d.updatedTime)],
    [l('export.reviewedOn'), time(d.reviewedTime)],
    [l('details.summary.closedOn'), time(d.closedTime)],
    [l('details.summary.scheduledClose'), time(d.scheduledCloseDate)],
    [l('details.summary.delegates'), d.delegates],
    [l('details.summary.lastDelegation'), time(d.lastDelegationTime)],
    [
      l('involved.title'),
      d.involvedIndividualList
        .map((p) => [p.employeeId, p.firstName, p.lastName, l(`involved.roles.${p.role}`)].join(' | '))
        .join('\n'),
    ],
    [l('details.summary.linkedReports'), d.linkedReports.map((r) => r.sequentialId ?? r.referenceId).join(', ')],
    [l('details.summary.reporterLogins'), String(d.reporterLoginCount)],
    [l('details.reportText'), plainText(d.reportInput)],
  ];
}

/** A log event as the dialogue reads it ("Rita Reviewer closed the report"); a type without its own words, as a generic activity. */
function logEvent(
  l: ExportLabel,
  e: { trackingType: string; authorName: string; authorities: readonly string[] },
): string {
  const worded = logMessageKeys(e).find((key) => l(key) !== key);
  return l(worded ?? LOG_GENERIC_KEY, { author: e.authorName });
}

/** The most characters (UTF-16 units) Excel keeps in a cell. */
const EXCEL_CELL_MAX = 32_767;

/** A text in pieces Excel can hold, a surrogate pair never split. */
function excelCellParts(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > EXCEL_CELL_MAX) {
    const cut = /[\uD800-\uDBFF]/.test(rest[EXCEL_CELL_MAX - 1]) ? EXCEL_CELL_MAX - 1 : EXCEL_CELL_MAX;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts;
}

/** A row as Excel can hold it: a longer text goes on in the rows below, beside the same label. */
function excelRows(row: readonly string[]): string[][] {
  const cells = row.map(excelCellParts);
  const count = Math.max(...cells.map((parts) => parts.length));
  return Array.from({ length: count }, (_, i) =>
    cells.map((parts) => (parts.length === 1 ? parts[0] : (parts[i] ?? ''))),
  );
}

/** Who wrote a comment, as the dialogue shows it: the reporter, a hotline agent for the caller, or a reviewer. */
const commentAuthor = (c: TReviewerComment, l: ExportLabel) =>
  c.fromHotline
    ? `${c.authorName} (${l('dialogue.hotline')})`
    : c.reporterComment
      ? l('dialogue.reporter')
      : c.authorName;

/** Who did what a log records: the reporter, the hotline for the caller (its entries name no agent), or a reviewer. */
const logAuthor = (e: { authorName: string; authorities: readonly string[] }, l: ExportLabel) =>
  e.authorities.includes(REPORT_AUTHORS.HOTLINE)
    ? l('dialogue.hotline')
    : e.authorities.includes(REPORT_AUTHORS.REPORTER)
      ? l('dialogue.reporter')
      : e.authorName;

export function createReportOutputService(deps: {
  db: Db;
  codec: Codec;
  access: ReportAccess;
  details: ReportDetailService;
  summaries: SummariesService;
}) {
  const { db, codec, access, details, summaries } = deps;

  async function record(
    user: StaffRef,
    id: string,
    trackingType: ReportAuditAction,
    need: 'PRINT_REPORT' | 'VIEW_REPORT',
  ) {
    const opened = await access.open(user, id, need);
    await db.transaction(async (tx) => {
      await addLog(tx, {
        reportId: opened.report.id,
        audience: 'reviewer',
        trackingType,
        author: authorOf(opened.scope),
      });
      await audit(
        tx,
        `REPORT_${trackingType}`,
        { login: opened.scope.login, userId: opened.scope.userId },
        { reportId: String(opened.report.id), sequentialId: String(opened.report.sequentialId) },
      );
    });
    return opened;
  }

  return {
    /** The print preview is the report details; printing is logged (PRINT or PREVIEW). */
    async print(user: StaffRef, id: string, action: 'PRINT' | 'PREVIEW', langKey: string) {
      const opened = await record(user, id, action, 'PRINT_REPORT');
      return details.build(opened, langKey);
    },

    /** `csv_Report_{id}_{timestamp}.csv`: one header row and one row of the report. */
    async csv(user: StaffRef, id: string, langKey: string, timeZone: string) {
      const opened = await record(user, id, 'EXPORT_CSV', 'VIEW_REPORT');
      const d = await details.build(opened, langKey);
      const rows = summaryRows(d, exportLabels(langKey), timeZone);
      const csv = stringify([rows.map((r) => r[0]), rows.map((r) => neutralizeFormula(r[1]))], { bom: true });
      return { fileName: `csv_Report_${d.referenceId}_${fileStamp(new Date(), timeZone)}.csv`, content: csv };
    },

    /** An Excel workbook: summary, questions and answers, dialogue and logs. */
    async excel(user: StaffRef, id: string, langKey: string, timeZone: string) {
      const opened = await record(user, id, 'EXPORT_EXCEL', 'VIEW_REPORT');
      const d = await details.build(opened, langKey);
      const l = exportLabels(langKey);
      const book = new ExcelJS.Workbook();
      book.creator = 'Candor';
      const add = (name: string, header: string[], rows: string[][]) => {
        // Excel sheet names: at most 31 characters, none of : \ / ? * [ ].
        const sheet = book.addWorksheet(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
        sheet.addRow(header).font = { bold: true };
        // Cells hold text, never a formula: what was typed is written as it is, "- " and "=" included.
        for (const r of rows) for (const part of excelRows(r)) sheet.addRow(part);
        sheet.columns.forEach((c) => {
          c.width = 28;
        });
      };
      add(l('export.sheetReport'), [l('export.field'), l('export.value')], summaryRows(d, l, timeZone));
      add(
        l('export.sheetQuestions'),
        [l('dialogue.question'), l('export.answer')],
        // The answers the report holds, as the screen and the print version show them.
        answersByQuestion(d.reportQuestions, (q) =>
          readableAnswer(q.value, { yes: l('common.yes'), no: l('common.no') }),
        ).map(({ question, answer }) => [question, answer]),
      );
      add(
        l('dialogue.pills.dialogue'),
        [l('export.time'), l('export.author'), l('export.reviewersOnly'), l('export.text')],
        [...d.reporterComments, ...d.reviewerComments]
          .sort((a, b) => a.createTime.localeCompare(b.createTime))
          .map((c) => [
            exportTime(c.updateTime, timeZone),
            commentAuthor(c, l),
            l(c.hidden ? 'common.yes' : 'common.no'),
            plainText(c.commentText),
          ]),
      );
      add(
        l('export.sheetLogs'),
        [l('export.time'), l('export.author'), l('export.event'), l('export.details')],
        // As the screen and the print version read them: details only where they read as they are.
        [...d.reporterLogs, ...d.reviewerLogs].map((e) => [
          exportTime(e.actionTime, timeZone),
          logAuthor(e, l),
          logEvent(l, e),
          readableInfo(e) ?? '',
        ]),
      );
      const content = Buffer.from(await book.xlsx.writeBuffer());
      return { fileName: `Report_${d.referenceId}_${fileStamp(new Date(), timeZone)}.xlsx`, content };
    },

    /** The stored summary, or a new one (extractive unless a provider is configured). */
    async summary(user: StaffRef, id: string): Promise<{ summary: string }> {
      const { report } = await access.open(user, id, 'VIEW_REPORT');
      if (report.reportSummary) return { summary: codec.decryptText(report.reportSummary) };
      const summary = await summaries.summarize(plainText(codec.decryptText(report.reportInput)));
      await storeSummary(db, report.id, codec.encryptText(summary));
      return { summary };
    },
  };
}

export type ReportOutputService = ReturnType<typeof createReportOutputService>;
