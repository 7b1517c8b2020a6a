/** The text a single checkbox answers: 'true' checked, 'false' unchecked (spec 001 §4, decision 039). */
export const SINGLE_CHECKBOX_VALUES = { checked: 'true', unchecked: 'false' } as const;

/** An answer as people read it: a single checkbox stores true or false, which read as Yes and No. */
export function readableAnswer(value: string, words: { yes: string; no: string }): string {
  if (value === SINGLE_CHECKBOX_VALUES.checked) return words.yes;
  if (value === SINGLE_CHECKBOX_VALUES.unchecked) return words.no;
  return value;
}

/**
 * A flex-field answer as people read it, the one rule of the additional-information tab, the
 * search table and its exports: a single checkbox reads Yes when checked and No otherwise; any
 * other answer (a choice's label, several labels joined by commas, a text, a day) as stored.
 */
export function readableFlexAnswer(layout: string, value: string, words: { yes: string; no: string }): string {
  if (layout !== 'singleCheckbox') return value;
  return value === SINGLE_CHECKBOX_VALUES.checked ? words.yes : words.no;
}

/**
 * A report's answers as people read them, one entry per question, blank answers left out. A
 * multiple-checkbox question is stored as one row per ticked choice, the rows of one question one
 * after the other: its choices are joined by commas. `read` words one row's value.
 */
export function answersByQuestion<R extends { description: string; value: string }>(
  rows: readonly R[],
  read: (row: R) => string,
): { question: string; answer: string }[] {
  const grouped: { question: string; answers: string[] }[] = [];
  for (const row of rows) {
    if (row.value.trim() === '') continue;
    const last = grouped.at(-1);
    if (last?.question === row.description) last.answers.push(read(row));
    else grouped.push({ question: row.description, answers: [read(row)] });
  }
  return grouped.map((g) => ({ question: g.question, answer: g.answers.join(', ') }));
}
