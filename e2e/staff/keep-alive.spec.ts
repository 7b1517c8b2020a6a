import { expect, test } from '@playwright/test';
import { SHORT_TIMEOUT_USER } from '../support/constants.ts';
import { signIn } from '../support/staff.ts';

/**
 * A user who keeps typing without making requests stays signed in on the server too
 * (decision 067). The e2e server gives this user a 15-second session timeout; the user is
 * active for longer than that, and the browser sends nothing but its keep-alive.
 */
test('a user active for longer than the session timeout is still signed in', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, SHORT_TIMEOUT_USER);
  const keptAlive: string[] = [];
  page.on('request', (r) => keptAlive.push(`${r.method()} ${new URL(r.url()).pathname}`));
  for (let second = 0; second < 20; second++) {
    await page.mouse.move(10 + second, 10 + second);
    await page.waitForTimeout(1000);
  }
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeHidden();
  expect((await page.request.get('/api/account')).status()).toBe(200);
  expect(keptAlive).toContain('GET /api/account');
});

test('a session the server no longer knows is shown as expired when the user is next active', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'reviewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.context().clearCookies();
  // Past the keep-alive interval (a minute), well before the idle timeout: the next keep-alive
  // (the one owed to the sign-in's own activity, or the one the next move sends) meets no
  // session. Short of the 120 s after which a chunk still on its way counts as failed: the jump
  // must not time out a part of the page that is still loading.
  const keepAlive = page.waitForResponse((r) => r.url().endsWith('/api/account'));
  await page.clock.fastForward('01:30');
  await page.mouse.move(40, 40);
  await page.clock.runFor(500);
  expect((await keepAlive).status()).toBe(401);
  const modal = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(modal).toContainText('Please log back in');
});
