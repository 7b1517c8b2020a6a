/** What leaves the app about one report: print preview, CSV and Excel exports, the summary. */
import { REPORT_METHOD, type TReviewerReportDetail } from '@candor/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { Codec } from '../../lib/crypto.ts';
import type { SummariesService } from '../summaries/summaries.service.ts';
import { storeSummary } from './case-actions.repository.ts';
import { authorOf, type ReportAccess, type StaffRef } from './report-access.service.ts';
import type { ReportDetailService } from './report-detail.service.ts';
import { addLog } from './report-logs.repository.ts';

const METHOD_NAMES: Record<number, string> = {
  [REPORT_METHOD.WEB]: 'WEB',
  [REPORT_METHOD.PHONE]: 'PHONE',
  [REPORT_METHOD.HOTLINE]: 'HOTLINE',
  [REPORT_METHOD.CLIENT_TRANSCRIBED]: 'CLIENT_TRANSCRIBED',
  [REPORT_METHOD.PROVIDER_TRANSCRIBED]: 'PROVIDER_TRANSCRIBED',
};

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export const neutralizeFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The report's summary rows: label and value, as people read them. */
function summaryRows(d: TReviewerReportDetail): [string, string][] {
  return [
    ['Report ID', d.referenceId],
    ['Sequential ID', String(d.sequentialId ?? '')],
    ['Status', d.statusName],
    ['Priority', d.priority === 2 ? 'HIGH' : 'NORMAL'],
    ['Report Name', d.reportName ?? ''],
    ['Organization', d.orgName],
    ['Category', d.categoryName],
    ['Report Method', METHOD_NAMES[d.typeId] ?? String(d.typeId)],
    ['Submission Date', d.createTime],
    ['Last Updated', d.updatedTime ?? ''],
    ['Reviewed On', d.reviewedTime ?? ''],
    ['Closed On', d.closedTime ?? ''],
    ['Scheduled Close Date', d.scheduledCloseDate ?? ''],
    ['Delegates', d.delegates],
    ['Last Delegation Date', d.lastDelegationTime ?? ''],
    ['Involved Individuals', d.involvedIndividuals],
    ['Linked Reports', d.linkedReports.map((l) => l.sequentialId ?? l.referenceId).join(', ')],
    ['Reporter Login Count', String(d.reporterLoginCount)],
    ['Report Text', plain(d.reportInput)],
  ];
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);

export function createReportOutputService(deps: {
  db: Db;
  codec: Codec;
  access: ReportAccess;
  details: ReportDetailService;
  summaries: SummariesService;
}) {
  const { db, codec, access, details, summaries } = deps;

  async function record(user: StaffRef, id: string, trackingType: string, need: 'PRINT_REPORT' | 'VIEW_REPORT') {
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
    async csv(user: StaffRef, id: string, langKey: string) {
      const opened = await record(user, id, 'EXPORT_CSV', 'VIEW_REPORT');
      const rows = summaryRows(await details.build(opened, langKey));
      const csv = stringify([rows.map((r) => r[0]), rows.map((r) => neutralizeFormula(r[1]))], { bom: true });
      return { fileName: `csv_Report_${opened.report.referenceId}_${stamp(new Date())}.csv`, content: csv };
    },

    /** An Excel workbook: summary, questions and answers, dialogue and logs. */
    async excel(user: StaffRef, id: string, langKey: string) {
      const opened = await record(user, id, 'EXPORT_EXCEL', 'VIEW_REPORT');
      const d = await details.build(opened, langKey);
      const book = new ExcelJS.Workbook();
      book.creator = 'Candor';
      const add = (name: string, header: string[], rows: string[][]) => {
        const sheet = book.addWorksheet(name);
        sheet.addRow(header).font = { bold: true };
        for (const r of rows) sheet.addRow(r.map(neutralizeFormula));
        sheet.columns.forEach((c) => {
          c.width = 28;
        });
      };
      add('Report', ['Field', 'Value'], summaryRows(d));
      add(
        'Questions',
        ['Question', 'Answer'],
        d.reportQuestions.map((q) => [q.description, plain(q.value)]),
      );
      add(
        'Dialogue',
        ['Time', 'Author', 'Reviewers only', 'Text'],
        [...d.reporterComments, ...d.reviewerComments]
          .sort((a, b) => a.updateTime.localeCompare(b.updateTime))
          .map((c) => [
            c.updateTime,
            c.authorName || c.authorities.join(','),
            c.hidden ? 'yes' : 'no',
            plain(c.commentText),
          ]),
      );
      add(
        'Logs',
        ['Time', 'Author', 'Event', 'Details'],
        [...d.reporterLogs, ...d.reviewerLogs].map((l) => [
          l.actionTime,
          l.authorName,
          l.trackingType,
          l.additionalInfo ?? '',
        ]),
      );
      const content = Buffer.from(await book.xlsx.writeBuffer());
      return { fileName: `Report_${opened.report.referenceId}_${stamp(new Date())}.xlsx`, content };
    },

    /** The stored summary, or a new one (extractive unless a provider is configured). */
    async summary(user: StaffRef, id: string): Promise<{ summary: string }> {
      const { report } = await access.open(user, id, 'VIEW_REPORT');
      if (report.reportSummary) return { summary: codec.decryptText(report.reportSummary) };
      const summary = await summaries.summarize(plain(codec.decryptText(report.reportInput)));
      await storeSummary(db, report.id, codec.encryptText(summary));
      return { summary };
    },
  };
}

export type ReportOutputService = ReturnType<typeof createReportOutputService>;
