import { describe, expect, it } from 'vitest';
import { everyPage } from './every-page.ts';

/** A paged call over `total` numbers, recording the pages asked for. */
function pagedCall(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, size: number) => {
    asked.push(page);
    const content = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) => page * size + i);
    return { content, totalPages: Math.ceil(total / size) };
  };
  return { asked, fetchPage };
}

describe('everyPage', () => {
  it('collects the items of every page, in order', async () => {
    const call = pagedCall(450);
    const items = await everyPage(call.fetchPage, 200, (n) => n);
    expect(items).toEqual(Array.from({ length: 450 }, (_, i) => i));
    expect(call.asked).toEqual([0, 1, 2]);
  });

  it('asks once when one page holds everything, or there is nothing', async () => {
    for (const total of [0, 7, 200]) {
      const call = pagedCall(total);
      expect(await everyPage(call.fetchPage, 200, (n) => n)).toHaveLength(total);
      expect(call.asked).toEqual([0]);
    }
  });

  it('keeps an item once when a page shifts between two calls', async () => {
    // An item added at the top after the first call pushes 199 onto the second page too.
    const fetchPage = async (page: number) =>
      page === 0
        ? { content: Array.from({ length: 200 }, (_, i) => i), totalPages: 2 }
        : { content: [199, 200], totalPages: 2 };
    expect(await everyPage(fetchPage, 200, (n) => n)).toEqual(Array.from({ length: 201 }, (_, i) => i));
  });
});
