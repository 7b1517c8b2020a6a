import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { isBlankText, plainText, sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  it('keeps b, i, em, strong, br and hr without attributes', () => {
    expect(sanitizeText('<b class="x">a</b><i>b</i><em>c</em><strong>d</strong><br/><hr>')).toBe(
      '<b>a</b><i>b</i><em>c</em><strong>d</strong><br /><hr />',
    );
  });

  it('drops scripts and styles with their content, event handlers and every other tag', () => {
    expect(sanitizeText('x<script>alert(1)</script><style>p{}</style><b onclick="steal()">y</b>')).toBe('x<b>y</b>');
    expect(
      sanitizeText('<a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe>'),
    ).toBe('link');
    expect(sanitizeText('<p>para</p><div><u>under</u></div>')).toBe('paraunder');
  });

  it('escapes what would otherwise be markup, and is stable when applied again', () => {
    const once = sanitizeText('a < b & c > d <b>e</b>');
    expect(once).toBe('a &lt; b &amp; c &gt; d <b>e</b>');
    expect(sanitizeText(once)).toBe(once);
  });
});

describe('sanitizeText on plain text', () => {
  it('gives back what the full parser would for any text without <, > or &', () => {
    const options = { allowedTags: ['b', 'i', 'em', 'strong', 'br', 'hr'], allowedAttributes: {}, allowedSchemes: [] };
    const plain = fc.string({ unit: 'binary', maxLength: 80 }).filter((s) => !/[<>&]/.test(s));
    fc.assert(
      fc.property(plain, (s) => sanitizeText(s) === sanitizeHtml(s, options) && sanitizeText(s) === s),
      { numRuns: 5000 },
    );
  });
});

describe('isBlankText', () => {
  it('sees tags and spaces alone as blank', () => {
    expect(isBlankText(sanitizeText('<br><hr> <b> </b>&nbsp;'))).toBe(true);
    expect(isBlankText(sanitizeText('<script>x</script>'))).toBe(true);
    expect(isBlankText(sanitizeText('<b>0</b>'))).toBe(false);
    expect(isBlankText(sanitizeText('\u200b <br> \u200d'))).toBe(true);
  });
});

describe('plainText', () => {
  it('reads sanitized text as it was typed: entities decoded, line breaks kept, markup out', () => {
    expect(plainText(sanitizeText('Tom & Jerry: 5 > 3 and "quoted" <3'))).toBe('Tom & Jerry: 5 > 3 and "quoted" <3');
    expect(plainText(sanitizeText('<b>one</b><br>two&nbsp;three<script>x</script>'))).toBe('one\ntwo\u00a0three');
  });

  it('keeps an ampersand typed as text, and reads only complete character references', () => {
    for (const typed of ['Q&A&notes', 'Legal&regulatory', 'R&D', 'AT&T', 'fish &chips', '&#0', '&#65', '&copy 2026']) {
      expect(plainText(sanitizeText(typed))).toBe(typed);
    }
    expect(plainText(sanitizeText('&#65;&#0;&copy; &amp;'))).toBe('A\ufffd© &');
    const once = sanitizeText('Q&A&notes');
    expect(sanitizeText(once)).toBe(once);
  });

  it('keeps words typed in angle brackets that name no HTML element, and still reads elements as markup', () => {
    for (const typed of ['Ask <Name> about it', 'From: Jane Doe <jane.doe@example.com>', '<Bob> said </Bob>', 'a<3b']) {
      expect(plainText(sanitizeText(typed))).toBe(typed);
    }
    expect(sanitizeText('<Name> <B>bold</B><script>alert(1)</script><u>under</u>')).toBe(
      '&lt;Name&gt; <b>bold</b>under',
    );
    const once = sanitizeText('Ask <Name> & <jane@example.com>');
    expect(sanitizeText(once)).toBe(once);
    expect(plainText(sanitizeText(`<${'x'.repeat(80)}> and <ab<cd>`))).toBe(`<${'x'.repeat(80)}> and <ab<cd>`);
  });

  it('gives any typed text without tags or complete character references back exactly, once sanitized', () => {
    const reference = /&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);/i;
    const tag = /<[a-z!/?]/i;
    const anyText = fc.string({ maxLength: 80 });
    const ampersands = fc.string({
      unit: fc.constantFrom('&', '#', ';', 'x', 'a', 'm', 'p', 'n', 'o', 't', 'r', 'e', 'g', '0', '6', ' ', '<', '>'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.oneof(anyText, ampersands).filter((s) => !tag.test(s) && !reference.test(s) && !s.includes('\u0000')),
        (s) => plainText(sanitizeText(s)) === s,
      ),
      { numRuns: 4000 },
    );
  });
});
