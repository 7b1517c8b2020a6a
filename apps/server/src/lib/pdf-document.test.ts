import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfPageLines } from '../../test/pdf-text.ts';
import { numberPages, pdfDocument, write, writeLine, writeRecord } from './pdf-document.ts';

async function written(write: (doc: PDFKit.PDFDocument) => void): Promise<string[][]> {
  return pdfPageLines(await pdfBytes(write));
}

async function pdfBytes(
  write: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = { size: 'A4', layout: 'landscape', margin: 36 },
  langKey = 'en',
): Promise<Buffer> {
  const doc = pdfDocument(options, langKey);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  write(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Each page's texts with their font size, their baseline's height above the page's foot, and
 * where they start and how wide they are, in points.
 */
async function placedTexts(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: { text: string; size: number; fromFoot: number; x: number; width: number }[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(
      items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                size: item.transform[3],
                fromFoot: item.transform[5],
                x: item.transform[4],
                width: item.width,
              },
            ]
          : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
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

describe('numberPages', () => {
  it('numbers each page in its bottom margin, and text flowing onto a new page keeps its font and size', async () => {
    const pages = await placedTexts(
      await pdfBytes((doc) => {
        numberPages(doc, (page) => `Page ${page}`);
        doc.fontSize(16).text('Report search');
        writeRecord(doc, 'Report 1', lines(1, 80));
        writeRecord(doc, 'Report 2', lines(2, 70));
      }),
    );
    // The title alone, then each record on two pages: it did not fit below the title.
    expect(pages.length).toBe(5);
    pages.forEach((page, i) => {
      const numbers = page.filter((t) => /^Page \d+$/.test(t.text));
      expect(numbers.map((t) => t.text)).toEqual([`Page ${i + 1}`]);
      // Below the 36-point margin, where no record line goes.
      expect(numbers[0].fromFoot).toBeLessThan(36);
      expect(numbers[0].size).toBe(8);
      const fields = page.filter((t) => t.text.startsWith('Field '));
      for (const field of fields) {
        expect(field.size).toBe(9);
        expect(field.fromFoot).toBeGreaterThan(36);
      }
    });
    expect(pages[0].find((t) => t.text === 'Report search')?.size).toBe(16);
    expect(pages[3].find((t) => t.text === 'Report 2')?.size).toBe(11);
    // Pages 3 and 5 hold nothing but the rest of a record that flowed on: it is still in its own size.
    expect(pages[2].filter((t) => t.text.startsWith('Field ')).length).toBeGreaterThan(10);
    expect(pages[4].filter((t) => t.text.startsWith('Field ')).length).toBeGreaterThan(10);
  });

  it('stamps a page that opens in the middle of continued text without taking over that text', async () => {
    const pages = await placedTexts(
      await pdfBytes((doc) => {
        numberPages(doc, (page) => `Page ${page}`);
        writeRecord(doc, 'Report 1', lines(1, 44));
        for (let n = 1; n <= 6; n++) {
          doc
            .font('bold')
            .fontSize(10)
            .text(`Figure ${n}: `, { continued: true })
            .font('regular')
            .text(`${n * 11}`);
        }
      }),
    );
    expect(pages.length).toBe(2);
    pages.forEach((page, i) => {
      expect(page.filter((t) => /^Page \d+$/.test(t.text)).map((t) => t.text)).toEqual([`Page ${i + 1}`]);
      for (const t of page.filter((t) => !/^Page \d+$/.test(t.text))) {
        expect(t.fromFoot, t.text).toBeGreaterThan(36);
        expect(t.fromFoot, t.text).toBeLessThan(595.28 - 36);
      }
    });
    // Each label and its value on one line, in order, whichever page the line fell on.
    const rows = new Map<string, string>();
    pages.forEach((page, i) => {
      for (const t of page) {
        const row = `${i}:${Math.round(t.fromFoot)}`;
        rows.set(row, `${rows.get(row) ?? ''} ${t.text}`.replace(/\s+/g, ' ').trim());
      }
    });
    const figures = [...rows.values()].filter((text) => text.startsWith('Figure '));
    expect(figures).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Figure ${n}: ${n * 11}`));
  });

  it('never opens a page of its own, whatever the margin or the length of its label', async () => {
    const pages = await pdfPageLines(
      await pdfBytes(
        (doc) => {
          numberPages(doc, (page) => `Page ${page} `.repeat(60));
          doc.text('One page.');
        },
        { size: 'A4', margin: 4 },
      ),
    );
    expect(pages.length).toBe(1);
    expect(pages[0].at(-1)).toBe('One page.');
  });
});

describe('write', () => {
  it('prints every script of the languages in a font that draws it, and the text reads back as written', async () => {
    const texts = [
      '受付番号 12: 倉庫で二重請求 (Northwind Japan)',
      'ลบกฎ 2 หรือไม่',
      'नियम तुरंत हटा दिया जाएगा।',
      'ਨਿਯਮ ਹਟਾਓ',
      'விதி அகற்றப்பட்டது',
      'නීතිය ඉවත් කරන ලදී',
      'စည်းမျဉ်း',
      '규칙 및 알림',
      'Café, Ελλάδα, Москва',
    ];
    const pdf = await pdfBytes(
      (doc) => {
        numberPages(doc, (page) => `ページ ${page}`);
        write(doc.fontSize(14), 'bold', '検索結果');
        writeRecord(doc, '報告 7', texts);
      },
      undefined,
      'jp',
    );
    const [lines] = await pdfPageLines(pdf);
    expect(lines.slice(0, 5)).toEqual(['ページ 1', '検索結果', '報告 7', texts[0], texts[1]]);
    expect(lines.slice(-3)).toEqual(texts.slice(-3));
    // Shaped scripts read back in the order their glyphs are drawn (a vowel sign before its
    // consonant): the same characters, not always in the same order.
    const letters = (all: string[]) => [...all.join('').replace(/\s/g, '')].sort();
    expect(letters(lines)).toEqual(letters(['ページ 1', '検索結果', '報告 7', ...texts]));
    // Embedded (as subsets) by name: the text is drawn, not printed as empty boxes.
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(
      new Set([
        'DejaVuSans',
        'NotoSansCJKjp-Regular',
        'NotoSansCJKjp-Bold',
        'NotoSansThai-Regular',
        'NotoSansDevanagari-Regular',
        'NotoSansGurmukhi-Regular',
        'NotoSansTamil-Regular',
        'NotoSansSinhala-Regular',
        'NotoSansMyanmar-Regular',
      ]),
    );
  });

  it('puts the runs of one line, of one or several weights, on one baseline, the line as tall as its tallest font', async () => {
    const pdf = await pdfBytes(
      (doc) => {
        doc.fontSize(10);
        writeLine(doc, [
          ['bold', '신고: '],
          ['regular', '12'],
        ]);
        writeLine(doc, [
          ['bold', 'Reports: '],
          ['regular', 'စည်းမျဉ်း 12'],
        ]);
        write(doc, 'regular', 'Next line');
      },
      undefined,
      'ko',
    );
    const [texts] = await placedTexts(pdf);
    const at = (text: string) => texts.find((t) => t.text.includes(text))?.fromFoot;
    expect(at('12')).toBeDefined();
    expect(at('신고')).toBeCloseTo(at('12') ?? 0, 1);
    const myanmar = texts.filter((t) => t.fromFoot === at('Reports'));
    expect(myanmar.map((t) => t.text).join('')).toBe('Reports:စည်းမျဉ်း12');
    // Noto Sans Myanmar's line (ascender 1.32, descender 0.86 of the size) sets the distance to the next.
    expect((at('Reports') ?? 0) - (at('Next line') ?? 0)).toBeGreaterThanOrEqual(10 * (0.86 + 0.75));
  });

  it('centres a label of several scripts as one line', async () => {
    const pdf = await pdfBytes((doc) => numberPages(doc, (page) => `${page} ページ`), undefined, 'jp');
    const [texts] = await placedTexts(pdf);
    const label = texts.filter((t) => /ページ|^1/.test(t.text));
    const left = Math.min(...label.map((t) => t.x));
    const right = Math.max(...label.map((t) => t.x + t.width));
    // A4 landscape, margins of 36: the label's middle is the page's.
    expect((left + right) / 2).toBeCloseTo(842 / 2, 0);
  });

  it('keeps each font it opens by its name, so that no text reads a font file again', () => {
    const doc = pdfDocument({ size: 'A4' }, 'th');
    write(doc, 'bold', 'ลบกฎ 2');
    write(doc, 'regular', 'ลบกฎ 2');
    // pdfkit's table of opened fonts: a name missing from it is opened from its file at each use.
    const opened = Object.keys((doc as unknown as { _fontFamilies: object })._fontFamilies);
    expect(opened).toEqual(expect.arrayContaining(['regular', 'bold', 'NotoSansThai-Regular', 'NotoSansThai-Bold']));
    doc.end();
  });
});
