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
