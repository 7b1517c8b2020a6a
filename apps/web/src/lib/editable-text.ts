import { decodeHTML } from 'entities';

/** Sanitized text as its writer typed it, to edit again: character references read, tags kept as written. */
export const editableText = (sanitized: string): string => decodeHTML(sanitized);
