/** A page of a paged call, as far as collecting every item needs it. */
interface Page<T> {
  content: T[];
  totalPages: number;
}

/** Every item of a paged call, fetched page after page of `size`: for a list that must hold them all. */
export async function everyPage<T>(fetchPage: (page: number, size: number) => Promise<Page<T>>, size: number) {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const found = await fetchPage(page, size);
    items.push(...found.content);
    if (page + 1 >= found.totalPages || found.content.length === 0) return items;
  }
}
