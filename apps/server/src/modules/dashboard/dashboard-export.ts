/**
 * The dashboard as a file (spec 001 §7 `powerbi-report-export`): the same figures as the screen,
 * as a PDF (pdfkit, DejaVu Sans for Latin, Greek and Cyrillic texts) or a PowerPoint deck with
 * native charts (pptxgenjs). Decision 059.
 */
import { REPORT_METHOD_KEYS, statusBadge, type TDashboard } from '@candor/shared';
import PptxGenJS from 'pptxgenjs';
import { pdfDocument } from '../../lib/pdf-document.ts';
import { type ExportLabel, exportLabels } from '../reports/export-labels.ts';

const BRAND = '1c7ed6';

/** A chart of the dashboard: its title and its labelled values, in the user's language. */
interface Series {
  title: string;
  labels: string[];
  values: number[];
}

function seriesOf(d: TDashboard, label: ExportLabel): Series[] {
  return [
    { title: label('dashboard.byMonth'), labels: d.byMonth.map((m) => m.month), values: d.byMonth.map((m) => m.count) },
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

/** The key figures as label and value lines. */
function keyFigures(d: TDashboard, label: ExportLabel): [string, string][] {
  const daysText = (n: number | null) => (n === null ? label('dashboard.none') : String(n));
  const deadline = (x: TDashboard['acknowledgement']) =>
    `${label('dashboard.met')} ${x.met} · ${label('dashboard.missed')} ${x.missed} · ${label('dashboard.pending')} ${x.pending}`;
  return [
    [label('dashboard.total'), String(d.total)],
    [label('dashboard.daysToFirstResponse'), daysText(d.daysToFirstResponse)],
    [label('dashboard.daysToClose'), daysText(d.daysToClose)],
    [label('dashboard.acknowledgement'), deadline(d.acknowledgement)],
    [label('dashboard.feedback'), deadline(d.feedback)],
  ];
}

async function pdf(d: TDashboard, label: ExportLabel): Promise<Buffer> {
  const doc = pdfDocument({ size: 'A4', margin: 48 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 96;
  doc.font('bold').fontSize(18).text(label('dashboard.title'));
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text(label('dashboard.period', { from: d.from }))
    .moveDown();
  for (const [name, value] of keyFigures(d, label)) {
    doc.fillColor('#000').font('bold').fontSize(10).text(`${name}: `, { continued: true }).font('regular').text(value);
  }
  for (const s of seriesOf(d, label)) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown().font('bold').fontSize(12).fillColor('#000').text(s.title).moveDown(0.3);
    const max = Math.max(1, ...s.values);
    for (const [i, name] of s.labels.entries()) {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#000')
        .text(name, 48, y, { width: 170, ellipsis: true, lineBreak: false });
      doc.rect(225, y + 1, Math.max(1, ((width - 220) * s.values[i]) / max), 9).fill(`#${BRAND}`);
      doc.fillColor('#000').text(String(s.values[i]), 48 + width - 40, y, { width: 40, align: 'right' });
      doc.y = y + 14;
      doc.x = 48;
    }
  }
  doc.end();
  return done;
}

async function pptx(d: TDashboard, label: ExportLabel): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_WIDE';
  deck.title = label('dashboard.title');
  const first = deck.addSlide();
  first.addText(label('dashboard.title'), { x: 0.5, y: 0.4, w: 12, h: 0.8, fontSize: 28, bold: true });
  first.addText(label('dashboard.period', { from: d.from }), {
    x: 0.5,
    y: 1.1,
    w: 12,
    h: 0.4,
    fontSize: 14,
    color: '555555',
  });
  first.addTable(
    keyFigures(d, label).map(([name, value]) => [{ text: name, options: { bold: true } }, { text: value }]),
    { x: 0.5, y: 1.8, w: 12, colW: [5, 7], fontSize: 14, border: { type: 'solid', pt: 0.5, color: 'cccccc' } },
  );
  for (const s of seriesOf(d, label)) {
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

/** The file of `format` for these figures, labelled in `langKey`. */
export function dashboardFile(d: TDashboard, format: 'PDF' | 'PPTX', langKey: string): Promise<Buffer> {
  const label = exportLabels(langKey);
  return format === 'PDF' ? pdf(d, label) : pptx(d, label);
}
