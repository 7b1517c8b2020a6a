import type { Locator, Page } from '@playwright/test';

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
