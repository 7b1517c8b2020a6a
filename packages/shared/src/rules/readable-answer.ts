/** An answer as people read it: a single checkbox stores true or false, which read as Yes and No. */
export function readableAnswer(value: string, words: { yes: string; no: string }): string {
  if (value === 'true') return words.yes;
  if (value === 'false') return words.no;
  return value;
}
