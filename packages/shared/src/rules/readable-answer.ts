/** The text a single checkbox answers: 'true' checked, 'false' unchecked (spec 001 §4, decision 039). */
export const SINGLE_CHECKBOX_VALUES = { checked: 'true', unchecked: 'false' } as const;

/** An answer as people read it: a single checkbox stores true or false, which read as Yes and No. */
export function readableAnswer(value: string, words: { yes: string; no: string }): string {
  if (value === SINGLE_CHECKBOX_VALUES.checked) return words.yes;
  if (value === SINGLE_CHECKBOX_VALUES.unchecked) return words.no;
  return value;
}
