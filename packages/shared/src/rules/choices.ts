/** How a multiple-checkbox answer of several choices is stored: their texts joined, "A, B". */
export const CHOICE_SEPARATOR = ', ';

/** The stored value of several chosen texts. */
export const joinChoices = (texts: readonly string[]): string => texts.join(CHOICE_SEPARATOR);

/**
 * The choices a stored multiple-checkbox value names, read against the texts its question offers:
 * a response whose own text holds ", " is one choice, not two (the longest text that ends where a
 * choice ends wins). A part that names no offered text is kept as it stands.
 */
export function splitChoices(value: string, offered: readonly string[]): string[] {
  const longestFirst = [...new Set(offered)].filter(Boolean).sort((a, b) => b.length - a.length);
  const endsAChoice = (end: number) => end === value.length || value.startsWith(CHOICE_SEPARATOR, end);
  const choices: string[] = [];
  for (let at = 0; ; at += CHOICE_SEPARATOR.length) {
    const known = longestFirst.find((text) => value.startsWith(text, at) && endsAChoice(at + text.length));
    const next = value.indexOf(CHOICE_SEPARATOR, at);
    const end = known !== undefined ? at + known.length : next === -1 ? value.length : next;
    choices.push(value.slice(at, end));
    if (end === value.length) return choices;
    at = end;
  }
}
