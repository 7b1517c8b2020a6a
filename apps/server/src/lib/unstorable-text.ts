/** A NUL character or a lone surrogate: text PostgreSQL cannot store and no person typed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);
