/**
 * The words of report texts as blind-index tokens (decision 055): each distinct word, folded
 * (lower case, no accents, no markup), as the first 8 bytes of its keyed hash under a key of
 * its own derived from the master key. The database sees which reports share a word, never
 * the word.
 */
import type { Codec } from './crypto.ts';
import { sanitizeText } from './sanitize.ts';

const PURPOSE = 'report search keyword';
const WORD_MIN = 2;
const WORD_MAX = 64;

/**
 * Markup and entities out, accents folded, lower case; words are runs of letters and digits.
 * Not `plainText`: every stored token was made by this reading, and a tag that ends a word
 * must keep ending it, or reports indexed before would no longer be found.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const words = new Set<string>();
  for (const word of folded.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length >= WORD_MIN && word.length <= WORD_MAX) words.add(word);
  }
  return [...words];
}

/** A word's token: a signed 64-bit number, as PostgreSQL's bigint reads it. */
export const wordToken = (codec: Codec, word: string): bigint =>
  Buffer.from(codec.keyedHash(PURPOSE, word), 'base64url').readBigInt64BE(0);

/**
 * The texts of a report as the index reads them: `html`, sanitized report texts and comments;
 * `typed`, what is kept as typed (the report name, answers, a keyword), sanitized here first so
 * that a typed "<" or "<Name>" is read as text, not dropped as markup.
 */
export interface SearchTexts {
  html?: readonly string[];
  typed?: readonly string[];
}

/** The words of a typed text (a keyword), read as the index reads it. */
export const typedSearchWords = (typed: string): string[] => searchWords(sanitizeText(typed));

/** The distinct tokens of these texts. */
export function searchTokens(codec: Codec, { html = [], typed = [] }: SearchTexts): bigint[] {
  const words = new Set<string>();
  for (const text of html) for (const w of searchWords(text)) words.add(w);
  for (const text of typed) for (const w of typedSearchWords(text)) words.add(w);
  return [...words].map((w) => wordToken(codec, w));
}
