import { ALLOWED_HTML_TAGS } from '@candor/shared';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from './http-error.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_HTML_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

/**
 * The one place text is sanitized (DESIGN.md §7): report text and comments keep only
 * b, i, em, strong, br and hr, without attributes; scripts and styles go with their content.
 * Applied on write and again on render.
 */
export function sanitizeText(text: string): string {
  // Without <, > or & there is no markup and nothing to escape: the parser would give the text back as it is.
  return MARKUP.test(text) ? sanitizeHtml(text, OPTIONS) : text;
}

const MARKUP = /[<>&]/;

/** Whether sanitized text says anything: tags and whitespace alone do not count. */
export function isBlankText(sanitized: string): boolean {
  return sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} }).replaceAll('&nbsp;', ' ').trim() === '';
}

/** `text` sanitized, refused when nothing is left to read (400, NotBlank on `field`). */
export function sanitizeRequired(text: string, field: string): string {
  const sanitized = sanitizeText(text);
  if (isBlankText(sanitized)) throw badRequest('error.validation', { fieldErrors: [{ field, message: 'NotBlank' }] });
  return sanitized;
}
