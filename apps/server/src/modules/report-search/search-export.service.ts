/**
 * Exports of a report search (spec 001 §7, decision 056): every row, streamed from a database
 * cursor into CSV (csv-stringify, formula cells neutralised) or PDF (pdfkit), only the chosen
 * columns when asked. The scope and the columns are settled before the first byte is sent.
 */
import { PassThrough, type Writable } from 'node:stream';
import {
  flexColumn,
  flexQuestionIdOf,
  PRIORITY,
  REPORT_METHOD_KEYS,
  SEARCH_COLUMNS,
  type SearchColumn,
  statusBadge,
  type TSearchExportBody,
  type TSearchResult,
  ZSearchExportBody,
  ZSearchExportQuery,
} from '@candor/shared';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { Codec } from '../../lib/crypto.ts';
import { fileStamp } from '../../lib/days.ts';
import { notFound } from '../../lib/http-error.ts';
import { numberPages, pdfDocument, write, writeRecord } from '../../lib/pdf-document.ts';
import { type ExportLabel, exportLabels, exportTime } from '../reports/export-labels.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import { neutralizeFormula } from '../reports/report-output.service.ts';
import type { ReportSearchService, SearchReading } from './report-search.service.ts';
import { filterLines } from './search-export-filters.ts';
import { keepExport, keptExport } from './search-exports.repository.ts';
import { flexFields, flexQuestionTexts } from './search-filters.repository.ts';

/** A cell as people read it, in the export's language and its reader's time zone. */
export function cellOf(column: string, r: TSearchResult, l: ExportLabel, timeZone: string): string {
  const time = (iso: string | null) => exportTime(iso, timeZone);
  const flexId = flexQuestionIdOf(column);
  if (flexId !== undefined) return r.flexFields[flexId] ?? '';
  switch (column as SearchColumn) {
    case 'status':
      return l(`status.${statusBadge(r.statusId).label}`);
    case 'reportId':
      return r.sequentialId ? `${r.sequentialId} (${r.referenceId})` : r.referenceId;
    case 'lastUpdated':
      return time(r.updatedTime);
    case 'category':
      return r.categoryName ?? '';
    case 'organization':
      return r.orgName ?? '';
    case 'closedOn':
      return time(r.closedTime);
    case 'submissionDate':
      return time(r.createTime);
    case 'priority':
      return l(r.priority === PRIORITY.HIGH ? 'details.priorityHigh' : 'details.priorityNormal');
    case 'reportMethod':
      return l(`details.method.${REPORT_METHOD_KEYS[r.typeId] ?? 'web'}`);
    case 'reportNotification':
      return l(r.doesNotificationEmailExist ? 'common.yes' : 'common.no');
    case 'reviewedOn':
      return time(r.reviewedTime);
    case 'lastLogin':
      return time(r.lastReporterLogin);
    case 'delegates':
      return r.delegates;
    case 'reportName':
      return r.reportName ?? '';
    case 'reporterUpdate':
      return time(r.latestReporterUpdate);
    case 'initialResponse':
      return time(r.initialResponse);
    case 'lastResponse':
      return time(r.lastResponse);
    case 'involvedIndividuals':
      return r.involvedIndividuals;
    case 'linkedReports':
      return r.linkedReports;
    case 'scheduledCloseDate':
      return time(r.scheduledCloseDate);
    case 'reporterLoginCount':
      return String(r.reporterLoginCount);
    case 'transcriberName':
      return r.transcriberName ?? '';
    case 'lastDelegationDate':
      return time(r.lastDelegationTime);
    default:
      return '';
  }
}

/** Writes and waits when the reader is behind: memory holds about one batch. A reader gone ends the export. */
function put(out: Writable, chunk: unknown): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the reader went away'));
  if (out.write(chunk)) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const gone = () => reject(new Error('the reader went away'));
    out.once('close', gone);
    out.once('drain', () => {
      out.off('close', gone);
      resolve();
    });
  });
}

/** An export's file, streamed as its rows are read. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: PassThrough;
}

/** The file an export call made, to be read again under its name: what it asked for, sealed. */
const ZKeptRequest = z.object({ query: ZSearchExportQuery, body: ZSearchExportBody });

export function createSearchExportService(deps: {
  db: Db;
  codec: Codec;
  access: ReportAccess;
  search: ReportSearchService;
}) {
  const { db, codec, access, search } = deps;

  /**
   * The columns asked for, or every column (spec 001 §3): those of §3 the table offers (Organization
   * only to a user of several organizations, §6), then the flex-field questions the columns picker
   * offers; with the flex-field questions' texts.
   */
  async function exportColumns(scope: ReviewerScope, body: TSearchExportBody, langKey: string) {
    if (body.selectedColumnsOnly && body.selectedColumns?.length) {
      const flexIds = body.selectedColumns.map(flexQuestionIdOf).filter((id) => id !== undefined);
      return { columns: body.selectedColumns, flexTexts: await flexQuestionTexts(db, scope, flexIds, langKey) };
    }
    const questions = await flexFields(db, scope, langKey);
    return {
      columns: [
        ...SEARCH_COLUMNS.filter((c) => c !== 'organization' || scope.orgIds.length > 1),
        ...questions.map((f) => flexColumn(f.questionId)),
      ],
      flexTexts: new Map(questions.map((f) => [f.questionId, f.question])),
    };
  }

  /** Every row of the search `body` describes, as `fileName`, streamed. */
  async function produce(
    user: StaffRef,
    q: SearchReading,
    body: TSearchExportBody,
    fileName: string,
  ): Promise<ExportFile> {
    const scope = await access.scopeOf(user);
    const l = exportLabels(q.langKey);
    const { columns, flexTexts } = await exportColumns(scope, body, q.langKey);
    const header = columns.map((c) => {
      const flexId = flexQuestionIdOf(c);
      return flexId === undefined ? l(`columns.${c}`) : (flexTexts.get(flexId) ?? c);
    });
    const { contentType, selectedColumnsOnly, selectedColumns, ...filter } = body;
    const csv = contentType === 'text/csv';
    const narrowedBy = csv ? [] : await filterLines(db, scope, filter, l, q.langKey);
    await audit(db, 'REPORT_SEARCH_EXPORT', { login: scope.login, userId: scope.userId }, { format: contentType });
    const out = new PassThrough();
    const cellsOf = (r: TSearchResult) => columns.map((c) => cellOf(c, r, l, q.timeZone));
    const run = csv
      ? (async () => {
          const writer = stringify({ bom: true });
          writer.pipe(out);
          out.once('close', () => writer.destroy());
          await put(writer, header);
          await search.stream(scope, q, filter, async (rows) => {
            for (const r of rows) await put(writer, cellsOf(r).map(neutralizeFormula));
          });
          writer.end();
        })()
      : (async () => {
          const doc = pdfDocument({ size: 'A4', layout: 'landscape', margin: 36, bufferPages: false }, q.langKey);
          doc.pipe(out);
          doc.info.Title = l('reportSearch.title');
          numberPages(doc, (page) => l('common.page.number', { page: String(page) }));
          write(doc.fontSize(16), 'regular', l('reportSearch.title'));
          const printed = `${exportTime(new Date().toISOString(), q.timeZone)} (${q.timeZone})`;
          write(doc.fontSize(9), 'regular', l('print.printedOn', { date: printed }));
          doc.moveDown(0.5);
          if (narrowedBy.length > 0) writeRecord(doc, l('reportSearch.filters'), narrowedBy);
          await search.stream(scope, q, filter, async (rows) => {
            for (const r of rows) {
              const row = cellsOf(r);
              const title = row[columns.indexOf('reportId')] ?? row[0] ?? '';
              writeRecord(
                doc,
                title,
                row.flatMap((value, i) => (columns[i] !== 'reportId' && value ? [`${header[i]}: ${value}`] : [])),
              );
            }
            // Let pdfkit hand its pages to the reader before the next batch.
            await new Promise((resolve) => setImmediate(resolve));
          });
          doc.end();
        })();
    run.catch((e) => out.destroy(e instanceof Error ? e : new Error(String(e))));
    return { fileName, contentType: csv ? 'text/csv; charset=utf-8' : 'application/pdf', stream: out };
  }

  return {
    /** A new export, kept an hour for reading again by its file name. */
    async export(user: StaffRef, query: SearchReading, body: TSearchExportBody) {
      const fileName = `report-search_${fileStamp(new Date(), query.timeZone)}.${body.contentType === 'text/csv' ? 'csv' : 'pdf'}`;
      await keepExport(db, user.id, fileName, codec.encryptText(JSON.stringify({ query, body })));
      return produce(user, query, body, fileName);
    },

    /**
     * The user's export of that name read again: the same rows, columns, order and language, as the
     * reports stand now. Another user's file name, or one older than an hour, is not found.
     */
    async reread(user: StaffRef, fileName: string) {
      const sealed = await keptExport(db, user.id, fileName);
      const kept = sealed === undefined ? undefined : ZKeptRequest.safeParse(JSON.parse(codec.decryptText(sealed)));
      if (!kept?.success) throw notFound();
      return produce(user, kept.data.query, kept.data.body, fileName);
    },
  };
}
