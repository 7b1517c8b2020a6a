/** A page of a paged call, as far as collecting every item needs it. */
interface Page<T> {
  content: T[];
  totalPages: number;
}

/**
 * Every item of a paged call, fetched page after page of `size`, each once by `idOf`: an item
 * added between two calls shifts the pages, and one already collected can come again.
 */
export async function everyPage<T>(
  fetchPage: (page: number, size: number) => Promise<Page<T>>,
  size: number,
  idOf: (item: T) => unknown,
): Promise<T[]> {
  const items = new Map<unknown, T>();
  for (let page = 0; ; page++) {
    const found = await fetchPage(page, size);
    for (const item of found.content) if (!items.has(idOf(item))) items.set(idOf(item), item);
    if (page + 1 >= found.totalPages || found.content.length === 0) return [...items.values()];
  }
}
