/**
 * Whether a text says nothing: white space and invisible format characters (zero-width spaces
 * and joiners, direction marks) alone are blank.
 */
export const isBlank = (text: string): boolean => text.replace(/\p{Cf}/gu, '').trim() === '';
