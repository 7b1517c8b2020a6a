import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The shade along the region's left and right edges shows exactly where columns lie beyond it. */
async function expectShades(region: Locator, expected: { left: boolean; right: boolean }) {
  const shades = () =>
    region.evaluate((r) => {
      const root = r.closest('.mantine-ScrollArea-root');
      if (!root) throw new Error('The region is not in a scroll area');
      const shown = (edge: '::before' | '::after') => getComputedStyle(root, edge).opacity === '1';
      return { left: shown('::before'), right: shown('::after') };
    });
  await expect.poll(shades).toEqual(expected);
}

/**
 * A wide table's region, on a narrow screen, not scrolled yet: it takes the focus, and an arrow key
 * scrolls it sideways. A shade marks each edge with columns beyond it, from the first rows.
 */
export async function expectScrollsUnderKeys(page: Page, region: Locator) {
  expect(await region.evaluate((r) => r.scrollLeft)).toBe(0);
  await expectShades(region, { left: false, right: true });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
  await expectShades(region, { left: true, right: true });
  await region.evaluate((r) => {
    r.scrollLeft = r.scrollWidth;
  });
  await expectShades(region, { left: true, right: false });
}
