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
  // Not opened through the constructor's `font`: pdfkit would then never keep `regular` opened,
  // and read the font file again at each `font('regular')`.
  const doc = new PDFDocument(options);
  doc.registerFont('regular', baseFontFile('regular'));
  doc.registerFont('bold', baseFontFile('bold'));
  scripts.set(doc, { langKey, registered: new Set() });
  return doc.font('regular');
}

/** A part of a line in one weight. */
export type Piece = readonly [Weight, string];

interface Placed {
  /** A registered font's name. */
  font: string;
  text: string;
}

/** The runs of the pieces, their fonts registered in `doc`. */
function runsOf(doc: PDFKit.PDFDocument, pieces: readonly Piece[]): Placed[] {
  const { langKey, registered } = scripts.get(doc) ?? { langKey: 'en', registered: new Set<string>() };
  return pieces.flatMap(([weight, text]) =>
    fontRuns(text, weight, langKey).map((run) => {
      if (run.face.name !== weight) registerFace(doc, registered, run.face);
      return { font: run.face.name, text: run.text };
    }),
  );
}

/** pdfkit's current font, size and line gap, which it has no public reader for. */
const fontState = (doc: PDFKit.PDFDocument) =>
  doc as unknown as {
    _font: { ascender: number; descender: number; lineGap: number };
    _fontSize: number;
    _lineGap: number;
  };

/**
 * How runs of several fonts share a line, at the current size: on the lowest of their baselines,
 * and the line as tall as the tallest font's (pdfkit places a text by its top, each font by its
 * own ascender, and moves down by the current font's line height). `gap` is the line gap that
 * gives `font` that height.
 */
function sharedLine(doc: PDFKit.PDFDocument, fonts: readonly string[]) {
  const state = fontState(doc);
  const metrics = new Map(
    fonts.map((font) => {
      doc.font(font);
      const { ascender, descender, lineGap } = state._font;
      return [font, { ascender, descender, lineGap, height: doc.currentLineHeight(true) }];
    }),
  );
  const all = [...metrics.values()];
  const top = Math.max(...all.map((m) => m.ascender));
  // The room below the baseline is the deepest descender's, wherever the tallest ascender comes from.
  const em = top - Math.min(...all.map((m) => m.descender)) + Math.max(...all.map((m) => m.lineGap));
  const height = (em / 1000) * state._fontSize;
  return {
    baseline: -(top / 1000) * state._fontSize,
    gap: (font: string) => height - (metrics.get(font)?.height ?? height),
  };
}

/** Text options but `continued`: a text of several runs ends its own line wrapper. */
type LineOptions = Omit<PDFKit.Mixins.TextOptions, 'continued'>;

/**
 * `doc.text(text, options)`, or at `at`, in DejaVu Sans of `weight` and each script the font
 * lacks in a font that draws it. The document's font is `weight` afterwards.
 */
export const write = (
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  options: LineOptions = {},
  at?: { x: number; y: number },
): PDFKit.PDFDocument => writeLine(doc, [[weight, text]], options, at);

/**
 * `write` for a text of several weights ("Reports: " in bold, then the figure): one `continued`
 * text per run of one font, the runs on one shared line. A text of several runs aligned to the
 * centre or the right is one line. The document's font is the last piece's weight afterwards.
 */
export function writeLine(
  doc: PDFKit.PDFDocument,
  pieces: readonly Piece[],
  options: LineOptions = {},
  at?: { x: number; y: number },
): PDFKit.PDFDocument {
  const runs = runsOf(doc, pieces);
  const fonts = [...new Set(runs.map((run) => run.font))];
  let start = at;
  let optionsFor = (_font: string): PDFKit.Mixins.TextOptions => options;
  if (fonts.length > 1) {
    const line = sharedLine(doc, fonts);
    let shared: PDFKit.Mixins.TextOptions = { ...options, baseline: line.baseline };
    if ((options.align === 'center' || options.align === 'right') && options.width !== undefined) {
      const width = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
      const left = at?.x ?? doc.x;
      const room = Math.max(0, options.width - width);
      start = { x: left + (options.align === 'center' ? room / 2 : room), y: at?.y ?? doc.y };
      shared = { ...shared, align: 'left', width: options.width - (start.x - left), lineBreak: false };
    }
    const lineGap = options.lineGap ?? fontState(doc)._lineGap ?? 0;
    optionsFor = (font) => ({ ...shared, lineGap: lineGap + line.gap(font) });
  }
  runs.forEach((run, i) => {
    const opts = i < runs.length - 1 ? { ...optionsFor(run.font), continued: true } : optionsFor(run.font);
    doc.font(run.font);
    if (i === 0 && start) doc.text(run.text, start.x, start.y, opts);
    else doc.text(run.text, opts);
  });
  return doc.font(pieces.at(-1)?.[0] ?? 'regular');
}

/**
 * The height `write` gives `text`: measured in each of its fonts at the line height they share
 * (each font measures only its own script's letters truly), the tallest.
 */
function heightOf(doc: PDFKit.PDFDocument, weight: Weight, text: string): number {
  const fonts = [...new Set(runsOf(doc, [[weight, text]]).map((run) => run.font))];
  const line = fonts.length > 1 ? sharedLine(doc, fonts) : null;
  const height = Math.max(
    ...fonts.map((font) => doc.font(font).heightOfString(text, { lineGap: line?.gap(font) ?? 0 })),
  );
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
