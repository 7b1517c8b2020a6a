/** The short forms of typed text that lists and logs show (spec 001 §5), cut by characters. */
import { leadingCharacters } from '@candor/shared';
import { plainText } from './sanitize.ts';

const MESSAGE_MAX = 200;
const LOG_TEXT_MAX = 500;

/** The first 200 characters of a report's text, without markup, on one line. */
export const messageStart = (html: string) =>
  leadingCharacters(plainText(html).replace(/\s+/g, ' ').trim(), MESSAGE_MAX);

/** Log text is cut at 500 characters with an ellipsis. */
export function cutLogText(text: string | null): string | null {
  if (text === null) return null;
  const kept = leadingCharacters(text, LOG_TEXT_MAX);
  return kept === text ? text : `${kept}…`;
}
