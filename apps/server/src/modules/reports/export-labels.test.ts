import { flatten, loadLocale } from '@candor/i18n';
import { parse } from 'csv-parse/sync';
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
    // Opened by a reviewer, the report is no longer New: people can be added to it.
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    const person = { employeeId: 'E31', firstName: 'Olivia', lastName: 'Tremblay', role: 'witness' };
    const added = await reviewer.post(`/api/reviewer/report/${referenceId}/involved-individual`, { json: person });
    expect(added.statusCode, added.body).toBe(201);
    const res = await reviewer.get(`/api/reviewer/report-search/export-single?referenceId=${referenceId}&langKey=fr`);
    expect(res.statusCode).toBe(200);
    const [header, row] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header[0]).toBe(text('fr', 'columns.reportId'));
    expect(header).toContain(text('fr', 'details.summary.method'));
    expect(header).not.toContain('Report ID');
    const cell = (key: string) => row[header.indexOf(text('fr', key))];
    expect(cell('details.summary.method')).toBe(text('fr', 'details.method.web'));
    expect(row).toContain(text('fr', 'details.priorityNormal'));
    // Times as people read them, as the search export writes them; a person's role by its name.
    expect(cell('details.summary.submitted')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cell('involved.title')).toBe(
      `${person.employeeId} | ${person.firstName} | ${person.lastName} | ${text('fr', 'involved.roles.witness')}`,
    );
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
    const times = logs.getColumn(1).values.slice(2).map(String);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(events).toContain(text('de', 'log.EXPORT_EXCEL').replace('{{author}}', 'Rita Reviewer'));
  });

  it('writes times on the clocks of the time zone asked for, UTC without one, and refuses an unknown zone', async () => {
    const { referenceId } = await fileReport(app, database.db);
    const reviewer = await signIn(app, 'reviewer');
    const csvSubmitted = async (zone: string) => {
      const res = await reviewer.get(
        `/api/reviewer/report-search/export-single?referenceId=${referenceId}&langKey=en${zone}`,
      );
      expect(res.statusCode).toBe(200);
      const [header, row] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
      return row[header.indexOf(text('en', 'details.summary.submitted'))];
    };
    const excelFirstLog = async (zone: string) => {
      const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel?langKey=en${zone}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return String(book.worksheets[3].getRow(2).getCell(1).value);
    };
    // Kiritimati is 14 hours ahead of UTC all year round.
    const hoursAhead = (local: string, utc: string) => (Date.parse(`${local}Z`) - Date.parse(`${utc}Z`)) / 3_600_000;
    expect(hoursAhead(await csvSubmitted('&timeZone=Pacific/Kiritimati'), await csvSubmitted(''))).toBe(14);
    expect(hoursAhead(await excelFirstLog('&timeZone=Pacific/Kiritimati'), await excelFirstLog(''))).toBe(14);
    // The file's name is stamped on the same clocks.
    const stampOf = async (zone: string) => {
      const res = await reviewer.get(`/api/reviewer/report/${referenceId}/export-excel?langKey=en${zone}`);
      const [, d, h, m] = /_(\d{8})_(\d{2})(\d{2})\d{2}\.xlsx"$/.exec(String(res.headers['content-disposition'])) ?? [];
      return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)} ${h}:${m}`;
    };
    const [zoned, utc] = [await stampOf('&timeZone=Pacific/Kiritimati'), await stampOf('')];
    expect(Math.round(hoursAhead(zoned, utc))).toBe(14);
    const unknown = await reviewer.get(
      `/api/reviewer/report-search/export-single?referenceId=${referenceId}&timeZone=Mars/Olympus`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: [{ field: 'querystring.timeZone' }] });
  });

  it('falls back to English for a key a language lacks, and fills placeholders', () => {
    const l = exportLabels('xx');
    expect(l('columns.reportId')).toBe(text('en', 'columns.reportId'));
    expect(l('log.CLOSED', { author: 'Ann' })).toBe(text('en', 'log.CLOSED').replace('{{author}}', 'Ann'));
  });
});
