import { SINGLE_CHECKBOX_VALUES } from './branching.ts';

/** An answer as people read it: a single checkbox stores true or false, which read as Yes and No. */
export function readableAnswer(value: string, words: { yes: string; no: string }): string {
  if (value === SINGLE_CHECKBOX_VALUES.checked) return words.yes;
  if (value === SINGLE_CHECKBOX_VALUES.unchecked) return words.no;
  return value;
}
