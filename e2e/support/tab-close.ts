import { expect, type Page } from '@playwright/test';

/** Closing the tab asks the browser's question; the person stays. */
export async function closeAndStay(page: Page) {
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
}

/**
 * Closes the tab once nothing asks first. A question still asked is dismissed (Playwright would
 * accept it), which keeps the tab open, and the close is tried again.
 */
export async function closeWithoutQuestion(page: Page) {
  page.on('dialog', (question) => void question.dismiss());
  await expect(async () => {
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed(), { timeout: 1_000 }).toBe(true);
  }).toPass();
}
