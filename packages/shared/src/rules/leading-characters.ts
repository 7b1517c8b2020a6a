let graphemes: Intl.Segmenter | undefined;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Where `text`'s characters around `end` (a code-unit index) allow a cut: ASCII always does but inside CR LF. */
const asciiCut = (text: string, end: number) =>
  text.charCodeAt(end - 1) < 0x80 && text.charCodeAt(end) < 0x80 && text.slice(end - 1, end + 1) !== '\r\n';

/**
 * The first `max` characters of `text`, counted as the forms count them (code points), without
 * cutting a character people see as one: an emoji sequence or a letter with its accent is kept
 * whole or left out, never split into a broken half. Only the few characters around the cut are
 * segmented, so a preview costs little whatever the text's length.
 */
export function leadingCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  if (SURROGATE.test(text.slice(0, max))) {
    end = 0;
    for (let n = 0; n < max && end < text.length; n++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  if (end >= text.length || end === 0 || asciiCut(text, end)) return text.slice(0, end);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  // No grapheme people write is longer than this window's half.
  const from = Math.max(0, end - 40);
  const around = graphemes.segment(text.slice(from, end + 40)).containing(end - from);
  return text.slice(0, around && from + around.index < end ? from + around.index : end);
}
