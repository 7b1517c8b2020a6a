import { expect, test } from '@playwright/test';
import { signIn } from '../support/staff.ts';

/**
 * The bell asks for the notifications every 180 000 ms and stops once a poll fails (spec 001 §4).
 * The page's clock jumps ahead; the server's session is as fresh as real time.
 */
test('the notification bell asks again every three minutes and stops after a failed poll', async ({ page }) => {
  await page.clock.install();
  let polls = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/notification') polls++;
  });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect.poll(() => polls).toBeGreaterThan(0);
  const first = polls;

  await page.clock.fastForward('02:50');
  await page.clock.runFor(100);
  expect(polls).toBe(first);
  await page.clock.fastForward('00:15');
  await expect.poll(() => polls).toBe(first + 1);

  await page.route('**/api/notification?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"error.http.503"}' }),
  );
  await page.clock.fastForward('03:05');
  await expect.poll(() => polls).toBe(first + 2);
  await page.clock.fastForward('09:00');
  await page.clock.runFor(1000);
  // No further poll once one failed: what asks the server is the bell's timer, and it stopped.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).focus();
  expect(polls).toBe(first + 2);
});
