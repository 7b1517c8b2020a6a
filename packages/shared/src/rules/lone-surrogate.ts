const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Half of a UTF-16 pair alone: what text holds where its bytes were not text. No person types one. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);
