/** Whether an answer's value is one its question's layout takes; the reporter's and the reviewer's answers alike. */

import { isCalendarDay } from './calendar-day.ts';
import { SINGLE_CHECKBOX_VALUES } from './readable-answer.ts';

/** Why an answer does not fit its question's layout. */
export type LayoutMisfit = 'responseRequired' | 'notACalendarDay' | 'notTrueOrFalse';

/** Layouts answered by picking one of the question's responses. */
const SINGLE_CHOICE: ReadonlySet<string> = new Set(['select', 'radio', 'rangeSelect']);

const CHECKBOX_VALUES: ReadonlySet<string> = new Set(Object.values(SINGLE_CHECKBOX_VALUES));

/**
 * Why an answer does not fit its question's layout, or undefined when it does. The value is read
 * trimmed, and a blank value fits every layout (it answers nothing). A date is a day of the calendar;
 * a select, radio or range question is answered by one of its responses; a single checkbox by one of
 * its responses or by 'true' or 'false'; free text and multiple checkboxes take any value. Whether the
 * response named is one of the question's is the caller's to check.
 */
export function layoutMisfit(
  layout: string,
  answer: { responseId: number | null; value: string },
): LayoutMisfit | undefined {
  const value = answer.value.trim();
  if (value === '') return undefined;
  if (layout === 'date') return isCalendarDay(value) ? undefined : 'notACalendarDay';
  if (answer.responseId !== null) return undefined;
  if (SINGLE_CHOICE.has(layout)) return 'responseRequired';
  if (layout === 'singleCheckbox' && !CHECKBOX_VALUES.has(value)) return 'notTrueOrFalse';
  return undefined;
}
