/** The only HTML tags kept in report text and comments (spec 001 §5, DESIGN §7). */
export const ALLOWED_HTML_TAGS = ['b', 'i', 'em', 'strong', 'br', 'hr'] as const;
