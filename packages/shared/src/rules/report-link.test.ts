import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReportLink, encodeReportLink } from './report-link.ts';

declare function btoa(data: string): string;

const now = 1_761_700_000_000;

describe('decodeReportLink', () => {
  it('decodes base64 of referenceId:timestamp within 5 minutes', () => {
    expect(btoa(`AbC23xyz9KLm:${now}`)).toBe(encodeReportLink('AbC23xyz9KLm', now));
    expect(decodeReportLink(encodeReportLink('AbC23xyz9KLm', now), now)).toBe('AbC23xyz9KLm');
    expect(decodeReportLink(encodeReportLink('AbC23xyz9KLm', now - 300_000), now)).toBe('AbC23xyz9KLm');
    expect(decodeReportLink(` ${btoa(` R1 :${now}`)} `, now + 1)).toBe('R1');
  });

  it('yields empty once the link is older than 5 minutes', () => {
    expect(decodeReportLink(encodeReportLink('R1', now - 300_001), now)).toBe('');
    expect(decodeReportLink(encodeReportLink('R1', now + 300_001), now)).toBe('');
  });

  it('returns a plain ID without colon trimmed', () => {
    expect(decodeReportLink('  R2D2abcdEFGH ', now)).toBe('R2D2abcdEFGH');
    expect(decodeReportLink('R1:123', now)).toBe('');
    expect(decodeReportLink('', now)).toBe('');
  });

  it('treats a decoded text without a 13-digit timestamp as a plain ID', () => {
    expect(decodeReportLink(btoa('R1:123456789012'), now)).toBe(btoa('R1:123456789012'));
  });

  it('round-trips any ID from the report alphabet, and expires it after 300000 ms', () => {
    const id = fc.string({
      unit: fc.constantFrom(...'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(
        id,
        fc.integer({ min: 1e12, max: 4e12 }),
        fc.integer({ min: -600_000, max: 600_000 }),
        (ref, at, age) => {
          const decoded = decodeReportLink(encodeReportLink(ref, at), at + age);
          expect(decoded).toBe(Math.abs(age) <= 300_000 ? ref : '');
        },
      ),
    );
  });

  it('leaves plain report IDs alone even when they happen to be valid base64', () => {
    const id = fc.string({
      unit: fc.constantFrom(...'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(id, (ref) => {
        expect(decodeReportLink(ref, now)).toBe(ref);
      }),
    );
  });
});
