/** How many page buttons a reviewer list shows at a time (spec 001 §9). */
export const PAGE_BUTTONS = 4;

/**
 * The zero-based pages whose buttons show: at most four, the current page among them, second
 * from the left where the list allows, so that the next page is always one click away.
 */
export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(PAGE_BUTTONS, totalPages);
  const start = Math.min(Math.max(0, page - 1), totalPages - size);
  return Array.from({ length: size }, (_, i) => start + i);
}
