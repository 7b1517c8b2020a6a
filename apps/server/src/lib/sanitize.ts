import { ALLOWED_HTML_TAGS, isBlank } from '@candor/shared';
import { decodeHTML } from 'entities';
import htmlTags from 'html-tags';
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
  if (!MARKUP.test(text)) return text;
  return sanitizeHtml(text.replace(LONE_AMPERSAND, '&amp;').replace(TAG_START, escapeUnknownTag), OPTIONS);
}

const MARKUP = /[<>&]/;

/**
 * An ampersand that does not begin a complete character reference. The HTML parser would read
 * "Q&A&notes" as "Q&A¬es" and "Legal&regulatory" as "Legal®ulatory" (references without their
 * semicolon): typed as text, such an ampersand is kept as text.
 */
const LONE_AMPERSAND = /&(?!(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);)/gi;

/**
 * A `<` the parser would read as the start of a tag, with the tag's name. A name that is no HTML
 * element ("<Name>", "<jane@example.com>") was typed as text: the parser would drop it as an
 * unknown tag, so its `<` is kept as text. Elements keep their markup reading, and what is not
 * allowed still goes. The name is read up to 64 characters, no element's is longer: a text of
 * "<a<a<a…" costs one short look per `<`, not a scan to its end.
 */
const TAG_START = /<(?=\/?([a-z][^\s/<>]{0,63}))/gi;
const HTML_ELEMENTS: ReadonlySet<string> = new Set(htmlTags);
const escapeUnknownTag = (start: string, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? start : '&lt;');

/** Whether sanitized text says anything: tags and whitespace alone do not count. */
export function isBlankText(sanitized: string): boolean {
  return isBlank(sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} }).replaceAll('&nbsp;', ' '));
}

/**
 * Sanitized text as people read it outside a page (previews, exports): line breaks kept, markup
 * out, entities decoded. Sanitized text holds only the allowed tags, without attributes, so
 * dropping every tag is exact; text without markup (most report texts) is given back as it is.
 */
export function plainText(sanitized: string): string {
  if (!MARKUP.test(sanitized)) return sanitized;
  return decodeHTML(sanitized.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
}

/** `text` sanitized, refused when nothing is left to read (400, NotBlank on `field`). */
export function sanitizeRequired(text: string, field: string): string {
  const sanitized = sanitizeText(text);
  if (isBlankText(sanitized)) throw badRequest('error.validation', { fieldErrors: [{ field, message: 'NotBlank' }] });
  return sanitized;
}
