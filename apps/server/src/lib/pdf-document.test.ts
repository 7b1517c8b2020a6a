import { describe, expect, it } from 'vitest';
import { pdfPageLines } from '../../test/pdf-text.ts';
import { pdfDocument, writeRecord } from './pdf-document.ts';

async function written(write: (doc: PDFKit.PDFDocument) => void): Promise<string[][]> {
  const doc = pdfDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  write(doc);
  doc.end();
  await ended;
  return pdfPageLines(Buffer.concat(chunks));
}

const lines = (record: number, count: number) => Array.from({ length: count }, (_, i) => `Field ${i}: value ${record}`);

describe('writeRecord', () => {
  it('starts a record that does not fit on a new page, whole, and lets records that fit follow on', async () => {
    const pages = await written((doc) => {
      for (let record = 1; record <= 6; record++) writeRecord(doc, `Report ${record}`, lines(record, 12));
    });
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page[0]).toMatch(/^Report \d$/);
      // Each page holds whole records: a title and its twelve lines.
      expect(page.length % 13).toBe(0);
    }
    expect(pages.flat().filter((l) => l.startsWith('Report '))).toHaveLength(6);
  });

  it('lets a record taller than a page flow on rather than leave a page empty', async () => {
    const pages = await written((doc) => writeRecord(doc, 'Report 1', lines(1, 80)));
    expect(pages.length).toBe(2);
    expect(pages[0][0]).toBe('Report 1');
    expect(pages.flat()).toHaveLength(81);
  });
});
