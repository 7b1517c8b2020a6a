/**
 * The query that names the page a sign-in comes back to (`page=…`, decision 141). Apart from the
 * page's check (page-after-sign-in.ts): every reporter page's entry script builds it.
 */
export const pageQuery = (page: string) => `page=${encodeURIComponent(page)}`;
