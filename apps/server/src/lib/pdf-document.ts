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
