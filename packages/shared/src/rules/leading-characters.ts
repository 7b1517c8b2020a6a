/**
 * The first `max` characters of `text`, counted as the forms count them (code points), without
 * cutting a character people see as one: an emoji sequence or a letter with its accent is kept
 * whole or left out, never split into a broken half.
 */
export function leadingCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    count += [...segment].length;
    if (count > max) break;
    kept += segment;
  }
  return kept;
}
