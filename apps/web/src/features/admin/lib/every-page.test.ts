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
    const items = await everyPage(call.fetchPage, 200);
    expect(items).toEqual(Array.from({ length: 450 }, (_, i) => i));
    expect(call.asked).toEqual([0, 1, 2]);
  });

  it('asks once when one page holds everything, or there is nothing', async () => {
    for (const total of [0, 7, 200]) {
      const call = pagedCall(total);
      expect(await everyPage(call.fetchPage, 200)).toHaveLength(total);
      expect(call.asked).toEqual([0]);
    }
  });
});
