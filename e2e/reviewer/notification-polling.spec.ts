import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/staff.ts';

/**
 * The bell's notifications, each answered poll counted: the server's answer, or once `failing`,
 * a 503. The page's timer starts again when an answer is taken in, so each jump of the clock waits
 * for the answer before it and for the page to read it.
 */
async function countPolls(page: Page) {
  const polls = { answered: 0, failing: false };
  await page.route('**/api/notification?**', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    if (polls.failing)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":503,"message":"error.http.503"}',
      });
    else await route.fulfill({ response: await route.fetch() });
    polls.answered++;
  });
  return polls;
}

/** Waits until `count` polls are answered, then a moment for the page to take the last one in. */
async function answered(page: Page, polls: { answered: number }, count: number) {
  await expect.poll(() => polls.answered).toBe(count);
  await page.waitForTimeout(500);
}

/**
 * The bell asks for the notifications every 180 000 ms and stops once a poll fails (spec 001 §4).
 * The page's clock jumps ahead; the server's session is as fresh as real time.
 */
test('the notification bell asks again every three minutes and stops after a failed poll', async ({ page }) => {
  await page.clock.install();
  const polls = await countPolls(page);
  await signIn(page, 'reviewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await answered(page, polls, 1);

  await page.clock.fastForward('02:50');
  await page.waitForTimeout(500);
  expect(polls.answered).toBe(1);
  await page.clock.fastForward('00:15');
  await answered(page, polls, 2);

  polls.failing = true;
  await page.clock.fastForward('03:05');
  await answered(page, polls, 3);
  // Had the failed poll not stopped the timer, it would have started again and fallen due here.
  await page.clock.fastForward('09:00');
  await page.waitForTimeout(1000);
  expect(polls.answered).toBe(3);
});
