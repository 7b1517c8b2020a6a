import { flatten, loadLocale } from '@candor/i18n';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { exportLabels } from './export-labels.ts';
import { fileReport } from './reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const text = (lang: string, key: string) => flatten(loadLocale(lang)).get(`reviewer.${key}`) as string;

describe('report exports in the reviewer language', () => {
  it('names the CSV columns and values in the requested language', async () => {
    const { referenceId } = await fileReport(app, database.db);
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.get(`/api/reviewer/report-search/export-single?referenceId=${referenceId}&langKey=fr`);
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header.startsWith(`${text('fr', 'columns.reportId')},`)).toBe(true);
    expect(header).toContain(text('fr', 'details.summary.method'));
    expect(header).not.toContain('Report ID');
    expect(row).toContain(text('fr', 'details.method.web'));
    expect(row).toContain(text('fr', 'details.priorityNormal'));
  });

  it('names the Excel sheets, headers and log events in the requested language', async () => {
    const { referenceId } = await fileReport(app, database.db);
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel?langKey=de`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      text('de', 'export.sheetReport'),
      text('de', 'export.sheetQuestions'),
      text('de', 'dialogue.pills.dialogue'),
      text('de', 'export.sheetLogs'),
    ]);
    const logs = book.worksheets[3];
    expect(logs.getRow(1).getCell(3).value).toBe(text('de', 'export.event'));
    const events = logs.getColumn(3).values.slice(2).map(String);
    expect(events).toContain(text('de', 'log.EXPORT_EXCEL').replace('{{author}}', 'Rita Reviewer'));
  });

  it('falls back to English for a key a language lacks, and fills placeholders', () => {
    const l = exportLabels('xx');
    expect(l('columns.reportId')).toBe(text('en', 'columns.reportId'));
    expect(l('log.CLOSED', { author: 'Ann' })).toBe(text('en', 'log.CLOSED').replace('{{author}}', 'Ann'));
  });
});
