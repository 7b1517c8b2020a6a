import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('reads the UTF-8 name the server gives beside its ASCII fallback, whatever its letters', () => {
    expect(fileNameOf(`attachment; filename="Rechnung M_ller.pdf"; filename*=UTF-8''Rechnung%20M%C3%BCller.pdf`)).toBe(
      'Rechnung Müller.pdf',
    );
    expect(fileNameOf(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`)).toBe('报告.pdf');
    expect(fileNameOf(`attachment; filename="a;b 100%.txt"; filename*=UTF-8''a%3Bb%20100%25.txt`)).toBe('a;b 100%.txt');
  });

  it('takes a plain name as written, quoted or not, and a broken encoding as no encoding', () => {
    expect(fileNameOf('attachment; filename="reviewer-dashboard.pdf"')).toBe('reviewer-dashboard.pdf');
    expect(fileNameOf('attachment; filename=report-search_20261204_120000.csv')).toBe(
      'report-search_20261204_120000.csv',
    );
    expect(fileNameOf(`attachment; filename="100% paid.pdf"; filename*=UTF-8''100%ZZpaid.pdf`)).toBe('100% paid.pdf');
    expect(fileNameOf('attachment')).toBeNull();
  });
});
