/**
 * The dashboard as a file (spec 001 §7 `powerbi-report-export`): the same figures as the screen,
 * as a PDF (pdfkit, DejaVu Sans for Latin, Greek and Cyrillic texts) or a PowerPoint deck with
 * native charts (pptxgenjs). Decision 059.
 */
import {
  type DashboardFormat,
  dashboardFormat,
  LANGUAGE_TAGS,
  type LangKey,
  REPORT_METHOD_KEYS,
  statusBadge,
  type TDashboard,
} from '@candor/shared';
import PptxGenJS from 'pptxgenjs';
import { numberPages, pdfDocument, write, writeLine } from '../../lib/pdf-document.ts';
import { type ExportLabel, exportLabels, exportTime } from '../reports/export-labels.ts';

const BRAND = '1c7ed6';

/** The user's language: its labels, and its way of writing figures and dates. */
interface Language {
  langKey: string;
  label: ExportLabel;
  format: DashboardFormat;
}

export const languageOf = (langKey: string): Language => ({
  langKey,
  label: exportLabels(langKey),
  format: dashboardFormat(LANGUAGE_TAGS[langKey as LangKey]?.bcp47 ?? 'en'),
});

/** A chart of the dashboard: its title and its labelled values, in the user's language. */
interface Series {
  title: string;
  labels: string[];
  values: number[];
}

export function seriesOf(d: TDashboard, { label, format }: Language): Series[] {
  return [
    {
      title: label('dashboard.byMonth'),
      labels: d.byMonth.map((m) => format.month(m.month)),
      values: d.byMonth.map((m) => m.count),
    },
    {
      title: label('dashboard.byStatus'),
      labels: d.byStatus.map((s) => label(`status.${statusBadge(s.statusId).label}`)),
      values: d.byStatus.map((s) => s.count),
    },
    {
      title: label('dashboard.byMethod'),
      labels: d.byMethod.map((m) => label(`details.method.${REPORT_METHOD_KEYS[m.typeId]}`)),
      values: d.byMethod.map((m) => m.count),
    },
    {
      title: label('dashboard.byCategory'),
      labels: d.byCategory.map((c) => c.name),
      values: d.byCategory.map((c) => c.count),
    },
  ];
}

/** Whose figures, and when: the lines under the title, so that a file passed on still says what it shows. */
export interface DashboardScope {
  organizations: readonly string[];
  printedAt: Date;
}

export function headingLines(d: TDashboard, scope: DashboardScope, { label, format }: Language): string[] {
  return [
    label('dashboard.period', { from: format.day(d.from) }),
    ...(scope.organizations.length > 0 ? [`${label('columns.organization')}: ${scope.organizations.join(', ')}`] : []),
    label('print.printedOn', { date: `${exportTime(scope.printedAt.toISOString())} (UTC)` }),
  ];
}

/** The key figures as label and value lines. */
export function keyFigures(d: TDashboard, { label, format }: Language): [string, string][] {
  const daysText = (n: number | null) => (n === null ? label('dashboard.none') : format.count(n));
  const deadline = (x: TDashboard['acknowledgement']) =>
    (['met', 'missed', 'pending'] as const)
      .map((part) => `${label(`dashboard.${part}`)} ${format.count(x[part])}`)
      .join(' · ');
  return [
    [label('dashboard.total'), format.count(d.total)],
    [label('dashboard.daysToFirstResponse'), daysText(d.daysToFirstResponse)],
    [label('dashboard.daysToClose'), daysText(d.daysToClose)],
    [label('dashboard.acknowledgement'), deadline(d.acknowledgement)],
    [label('dashboard.feedback'), deadline(d.feedback)],
    ...(d.unanswerable > 0
      ? [[label('dashboard.unanswerable'), format.count(d.unanswerable)] as [string, string]]
      : []),
  ];
}

async function pdf(d: TDashboard, scope: DashboardScope, language: Language): Promise<Buffer> {
  const { label, format } = language;
  const doc = pdfDocument({ size: 'A4', margin: 48 }, language.langKey);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 96;
  doc.info.Title = label('dashboard.title');
  numberPages(doc, (page) => label('common.page.number', { page: String(page) }));
  write(doc.fontSize(18), 'bold', label('dashboard.title'));
  doc.fontSize(10).fillColor('#555');
  for (const line of headingLines(d, scope, language)) write(doc, 'regular', line);
  doc.moveDown().fillColor('#000');
  for (const [name, value] of keyFigures(d, language)) {
    writeLine(doc, [
      ['bold', `${name}: `],
      ['regular', value],
    ]);
  }
  for (const s of seriesOf(d, language)) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    write(doc.moveDown().fontSize(12).fillColor('#000'), 'bold', s.title).moveDown(0.3);
    const max = Math.max(1, ...s.values);
    for (const [i, name] of s.labels.entries()) {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      write(
        doc.fontSize(9).fillColor('#000'),
        'regular',
        name,
        { width: 170, ellipsis: true, lineBreak: false },
        { x: 48, y },
      );
      doc.rect(225, y + 1, Math.max(1, ((width - 220) * s.values[i]) / max), 9).fill(`#${BRAND}`);
      write(
        doc.fillColor('#000'),
        'regular',
        format.count(s.values[i]),
        { width: 40, align: 'right' },
        { x: 48 + width - 40, y },
      );
      doc.y = y + 14;
      doc.x = 48;
    }
  }
  doc.end();
  return done;
}

async function pptx(d: TDashboard, scope: DashboardScope, language: Language): Promise<Buffer> {
  const { label } = language;
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_WIDE';
  deck.title = label('dashboard.title');
  const first = deck.addSlide();
  first.addText(label('dashboard.title'), { x: 0.5, y: 0.4, w: 12, h: 0.8, fontSize: 28, bold: true });
  first.addText(headingLines(d, scope, language).join('\n'), {
    x: 0.5,
    y: 1.1,
    w: 12,
    h: 1,
    fontSize: 14,
    color: '555555',
    valign: 'top',
  });
  first.addTable(
    keyFigures(d, language).map(([name, value]) => [{ text: name, options: { bold: true } }, { text: value }]),
    { x: 0.5, y: 2.3, w: 12, colW: [5, 7], fontSize: 14, border: { type: 'solid', pt: 0.5, color: 'cccccc' } },
  );
  for (const s of seriesOf(d, language)) {
    const slide = deck.addSlide();
    slide.addText(s.title, { x: 0.5, y: 0.3, w: 12, h: 0.6, fontSize: 22, bold: true });
    slide.addChart(deck.ChartType.bar, [{ name: label('dashboard.total'), labels: s.labels, values: s.values }], {
      x: 0.5,
      y: 1.1,
      w: 12.3,
      h: 6,
      barDir: s.labels.length > 8 ? 'bar' : 'col',
      chartColors: [BRAND],
      showValue: true,
      valAxisMinVal: 0,
    });
  }
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

export const DASHBOARD_FILES = {
  PDF: { fileName: 'reviewer-dashboard.pdf', contentType: 'application/pdf' },
  PPTX: {
    fileName: 'reviewer-dashboard.pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
} as const;

/** The file of `format` for these figures of `scope`, labelled in `langKey`. */
export function dashboardFile(
  d: TDashboard,
  scope: DashboardScope,
  format: 'PDF' | 'PPTX',
  langKey: string,
): Promise<Buffer> {
  const language = languageOf(langKey);
  return format === 'PDF' ? pdf(d, scope, language) : pptx(d, scope, language);
}
