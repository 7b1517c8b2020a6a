/** How a multiple-checkbox answer of several choices is stored: their texts joined, "A, B". */
export const CHOICE_SEPARATOR = ', ';

/** The stored value of several chosen texts. */
export const joinChoices = (texts: readonly string[]): string => texts.join(CHOICE_SEPARATOR);

/**
 * The choices a stored multiple-checkbox value names, read against the texts its question offers:
 * a response whose own text holds ", " is one choice, not two. The value is read as offered texts
 * alone where it can be (longer texts tried first, so that of two readings the one with the longer
 * first choice wins); otherwise each part that names no offered text is kept as it stands.
 */
export function splitChoices(value: string, offered: readonly string[]): string[] {
  const longestFirst = [...new Set(offered)].filter(Boolean).sort((a, b) => b.length - a.length);
  const endsAChoice = (end: number) => end === value.length || value.startsWith(CHOICE_SEPARATOR, end);
  const known = (at: number) =>
    longestFirst.filter((text) => value.startsWith(text, at) && endsAChoice(at + text.length));
  // The reading of value from `at` on as offered texts alone, if there is one (memoized by position).
  const readings = new Map<number, string[] | null>();
  const offeredOnly = (at: number): string[] | null => {
    if (!readings.has(at)) {
      readings.set(at, null);
      for (const text of known(at)) {
        const end = at + text.length;
        const rest = end === value.length ? [] : offeredOnly(end + CHOICE_SEPARATOR.length);
        if (rest) {
          readings.set(at, [text, ...rest]);
          break;
        }
      }
    }
    return readings.get(at) ?? null;
  };
  const whole = offeredOnly(0);
  if (whole) return whole;
  const choices: string[] = [];
  for (let at = 0; ; at += CHOICE_SEPARATOR.length) {
    const text = known(at)[0];
    const next = value.indexOf(CHOICE_SEPARATOR, at);
    const end = text !== undefined ? at + text.length : next === -1 ? value.length : next;
    choices.push(value.slice(at, end));
    if (end === value.length) return choices;
    at = end;
  }
}
