import { describe, expect, it } from 'vitest';
import { fontRuns } from './pdf-fonts.ts';

const runs = (text: string, weight: 'regular' | 'bold' = 'regular', langKey = 'en') =>
  fontRuns(text, weight, langKey).map((run) => [run.face.name, run.text]);

describe('fontRuns', () => {
  it('keeps a text DejaVu Sans draws in one run of the base font', () => {
    expect(runs('Report 12: Café, Ελλάδα, Москва')).toEqual([['regular', 'Report 12: Café, Ελλάδα, Москва']]);
    expect(runs('Page 3', 'bold')).toEqual([['bold', 'Page 3']]);
  });

  it('draws each script DejaVu Sans lacks in the Noto font that has it, spaces and marks staying in the run', () => {
    expect(runs('Report 12: レポート検索 and more')).toEqual([
      ['regular', 'Report 12: '],
      ['NotoSansCJKsc-Regular', 'レポート検索 '],
      ['regular', 'and more'],
    ]);
    // Noto Sans Thai has no digits: the digit goes back to DejaVu Sans.
    expect(runs('ลบกฎ 2 หรือไม่')).toEqual([
      ['NotoSansThai-Regular', 'ลบกฎ '],
      ['regular', '2 '],
      ['NotoSansThai-Regular', 'หรือไม่'],
    ]);
    expect(runs('नियम हटाएँ', 'bold')).toEqual([['NotoSansDevanagari-Bold', 'नियम हटाएँ']]);
    for (const [text, font] of [
      ['ਨਿਯਮ', 'NotoSansGurmukhi-Regular'],
      ['விதி', 'NotoSansTamil-Regular'],
      ['නීතිය', 'NotoSansSinhala-Regular'],
      ['စည်းမျဉ်း', 'NotoSansMyanmar-Regular'],
      ['사용자', 'NotoSansCJKsc-Regular'],
    ])
      expect(runs(text)).toEqual([[font, text]]);
  });

  it("draws Han characters the way the export's language does", () => {
    expect(runs('報告', 'regular', 'jp')).toEqual([['NotoSansCJKjp-Regular', '報告']]);
    expect(runs('報告', 'regular', 'ch')).toEqual([['NotoSansCJKtc-Regular', '報告']]);
    expect(runs('보고서', 'bold', 'ko')).toEqual([['NotoSansCJKkr-Bold', '보고서']]);
    expect(runs('报告', 'regular', 'zh')).toEqual([['NotoSansCJKsc-Regular', '报告']]);
  });

  it('keeps control characters and lone surrogates in the run they are in', () => {
    expect(runs('報告\u0000\u200b')).toEqual([['NotoSansCJKsc-Regular', '報告\u0000\u200b']]);
    expect(runs('ลบ\u0000กฎ\ud800')).toEqual([['NotoSansThai-Regular', 'ลบ\u0000กฎ\ud800']]);
  });

  it('leaves a character no font draws in the base font', () => {
    expect(runs('ok 🙂')).toEqual([['regular', 'ok 🙂']]);
  });
});
