import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A wide table's region, on a narrow screen: it takes the focus, and an arrow key scrolls it sideways. */
export async function expectScrollsUnderKeys(page: Page, region: Locator) {
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
}
