/**
 * A pdfkit document that prints the interface's texts and the reports' in every script the
 * product's languages use (`pdf-fonts.ts`): DejaVu Sans registered as `regular` and `bold`, other
 * scripts in Noto fonts as `write` meets them.
 */
import PDFDocument from 'pdfkit';
import { baseFontFile, fontRuns, registerFace, type Weight } from './pdf-fonts.ts';

interface Scripts {
  langKey: string;
  registered: Set<string>;
}
const scripts = new WeakMap<PDFKit.PDFDocument, Scripts>();

/** A document whose Chinese characters are drawn the way `langKey` (the export's language) draws them. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions, langKey = 'en'): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: baseFontFile('regular') });
  doc.registerFont('regular', baseFontFile('regular'));
  doc.registerFont('bold', baseFontFile('bold'));
  scripts.set(doc, { langKey, registered: new Set() });
  return doc;
}

/** The runs of `text`, their fonts registered in `doc`. */
function runsOf(doc: PDFKit.PDFDocument, weight: Weight, text: string) {
  const { langKey, registered } = scripts.get(doc) ?? { langKey: 'en', registered: new Set<string>() };
  const runs = fontRuns(text, weight, langKey);
  for (const run of runs) if (run.face.name !== weight) registerFace(doc, registered, run.face);
  return runs;
}

/** pdfkit's current font and size, which it has no public reader for. */
const fontState = (doc: PDFKit.PDFDocument) => doc as unknown as { _font: { ascender: number }; _fontSize: number };

/**
 * `doc.text(text, options)`, or at `at`, in DejaVu Sans of `weight` and each script the font
 * lacks in a font that draws it (one `continued` text per run). The runs share one baseline, the
 * lowest of their fonts'. A text of several runs aligned to the centre or the right is one line.
 * The document's font is `weight` afterwards.
 */
export function write(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
  at?: { x: number; y: number },
): PDFKit.PDFDocument {
  const runs = runsOf(doc, weight, text);
  let start = at;
  let lineOptions = options;
  if (runs.length > 1) {
    const state = fontState(doc);
    const ascenders = runs.map((run) => {
      doc.font(run.face.name);
      return state._font.ascender;
    });
    lineOptions = { ...options, baseline: -(Math.max(...ascenders) / 1000) * state._fontSize };
    if ((options.align === 'center' || options.align === 'right') && options.width !== undefined) {
      const width = runs.reduce((sum, run) => sum + doc.font(run.face.name).widthOfString(run.text), 0);
      const left = at?.x ?? doc.x;
      const room = Math.max(0, options.width - width);
      start = { x: left + (options.align === 'center' ? room / 2 : room), y: at?.y ?? doc.y };
      lineOptions = { ...lineOptions, align: 'left', width: options.width - (start.x - left), lineBreak: false };
    }
  }
  runs.forEach((run, i) => {
    const opts = i < runs.length - 1 ? { ...lineOptions, continued: true } : lineOptions;
    doc.font(run.face.name);
    if (i === 0 && start) doc.text(run.text, start.x, start.y, opts);
    else doc.text(run.text, opts);
  });
  return doc.font(weight);
}

/** The height `write` gives `text`, measured in the font of its first other script, if any. */
function heightOf(doc: PDFKit.PDFDocument, weight: Weight, text: string): number {
  const other = runsOf(doc, weight, text).find((run) => run.face.name !== weight);
  const height = doc.font(other?.face.name ?? weight).heightOfString(text);
  doc.font(weight);
  return height;
}

/**
 * A record: its title in bold, then its lines. A record that does not fit in what is left of
 * the page starts the next one, so that no line is parted from its title; one taller than a
 * page flows on.
 */
export function writeRecord(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]): void {
  const titleHeight = heightOf(doc.fontSize(11), 'bold', title);
  doc.fontSize(9);
  const height = lines.reduce((sum, line) => sum + heightOf(doc, 'regular', line), titleHeight);
  const room = doc.page.height - doc.page.margins.bottom - doc.y;
  if (height > room && doc.y > doc.page.margins.top) doc.addPage();
  write(doc.fontSize(11), 'bold', title);
  doc.fontSize(9);
  for (const line of lines) write(doc, 'regular', line);
  doc.moveDown(0.5);
}

/**
 * pdfkit's text state, which a footer written in the middle of a text would take over or leave
 * behind: the font, the line wrapper and options of a `continued` text, and the position. pdfkit
 * has no public reader for them.
 */
const TEXT_STATE = ['_font', '_fontSize', '_fontSource', '_fontFamily', '_wrapper', '_textOptions', 'x', 'y'] as const;

/**
 * Numbers every page at its foot as it is opened, so that the pages can still be streamed (a
 * total would need every page held until the end). Text flowing onto the new page, continued
 * text included, goes on as it was.
 */
export function numberPages(doc: PDFKit.PDFDocument, label: (page: number) => string): void {
  let page = 0;
  const state = doc as unknown as Record<(typeof TEXT_STATE)[number], unknown>;
  const stamp = () => {
    page += 1;
    const kept = TEXT_STATE.map((key) => state[key]);
    state._wrapper = null;
    state._textOptions = null;
    const { left, right, bottom } = doc.page.margins;
    doc.font('regular').fontSize(8);
    // One line in the bottom margin; a height keeps the stamp from ever opening a page.
    write(
      doc,
      'regular',
      label(page),
      { width: doc.page.width - left - right, height: doc.currentLineHeight(true), align: 'center', ellipsis: true },
      { x: left, y: doc.page.height - bottom / 2 - 4 },
    );
    TEXT_STATE.forEach((key, i) => {
      state[key] = kept[i];
    });
  };
  stamp();
  doc.on('pageAdded', stamp);
}
