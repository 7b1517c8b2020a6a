/**
 * A pdfkit document that can print the interface's Latin, Greek and Cyrillic texts: DejaVu Sans
 * registered as `regular` and `bold` (pdfkit's built-in fonts cover Western European only).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export function pdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: path.join(FONTS, 'DejaVuSans.ttf') });
  doc.registerFont('regular', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  return doc;
}

/**
 * A record: its title in bold, then its lines. A record that does not fit in what is left of
 * the page starts the next one, so that no line is parted from its title; one taller than a
 * page flows on.
 */
export function writeRecord(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]): void {
  const titleHeight = doc.font('bold').fontSize(11).heightOfString(title);
  doc.font('regular').fontSize(9);
  const height = lines.reduce((sum, line) => sum + doc.heightOfString(line), titleHeight);
  const room = doc.page.height - doc.page.margins.bottom - doc.y;
  if (height > room && doc.y > doc.page.margins.top) doc.addPage();
  doc.font('bold').fontSize(11).text(title);
  doc.font('regular').fontSize(9);
  for (const line of lines) doc.text(line);
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
    doc.text(label(page), left, doc.page.height - bottom / 2 - 4, {
      width: doc.page.width - left - right,
      height: doc.currentLineHeight(true),
      align: 'center',
      ellipsis: true,
    });
    TEXT_STATE.forEach((key, i) => {
      state[key] = kept[i];
    });
  };
  stamp();
  doc.on('pageAdded', stamp);
}
