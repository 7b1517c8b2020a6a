import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Whether the shade along the region's left and right edges shows (columns lie beyond it). */
const shades = (region: Locator) =>
  region.evaluate((r) => {
    const root = r.closest('.mantine-ScrollArea-root') ?? r;
    const shown = (edge: '::before' | '::after') => getComputedStyle(root, edge).opacity === '1';
    return { left: shown('::before'), right: shown('::after') };
  });

/**
 * A wide table's region, on a narrow screen: it takes the focus, and an arrow key scrolls it
 * sideways. A shade marks each edge with columns beyond it, from the first rows.
 */
export async function expectScrollsUnderKeys(page: Page, region: Locator) {
  await expect.poll(() => shades(region)).toEqual({ left: false, right: true });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
  await expect.poll(() => shades(region)).toEqual({ left: true, right: true });
  await region.evaluate((r) => {
    r.scrollLeft = r.scrollWidth;
  });
  await expect.poll(() => shades(region)).toEqual({ left: true, right: false });
}
