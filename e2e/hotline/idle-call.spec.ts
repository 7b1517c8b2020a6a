import { expect, test } from '@playwright/test';
import { signIn } from '../support/staff.ts';

/**
 * Every hotline call ends with a disposition (spec 000 §1): an agent the idle timeout signs out
 * mid-call cannot be asked, so the call is saved as ended, on the page it was at (decision 066).
 * The page's clock jumps past the idle timeout; the server's session is as fresh as real time.
 */
test('an agent signed out for inactivity mid-call still ends the call with a disposition', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'hotline');
  await page.goto('/hotline/submit-report');
  await expect(page.getByText('Ask: “Which organization is your report about?”')).toBeVisible();
  const call = async () => page.evaluate(() => sessionStorage.getItem('candor.hotline.call'));
  const started = JSON.parse((await call()) ?? '{}') as { startTime: string; pageId: string };
  expect(started.pageId).toBe('B');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/hotline/call-disposition') && r.request().method() === 'POST',
  );
  await page.clock.fastForward('01:00:00');
  const response = await saved;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({
    terminationReason: 'OTHER',
    pageId: 'B',
    startTime: started.startTime,
    specialCircumstances: [],
    comments: 'Recorded automatically: the agent was signed out after a period of inactivity.',
  });
  // Ended when the agent was last active, not an hour later when the timer fired.
  const lasted = Date.parse(body.stopTime) - Date.parse(started.startTime);
  expect(lasted).toBeGreaterThanOrEqual(0);
  expect(lasted).toBeLessThan(5 * 60_000);

  const modal = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(modal).toContainText('Please log back in');
  expect(await call()).toBeNull();
  expect((await page.request.get('/api/account')).status()).toBe(401);
});

test('an agent signed out for inactivity between calls records no disposition', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'hotline');
  await expect(page.getByRole('button', { name: 'Start a new report' })).toBeVisible();
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/hotline/call-disposition')) posted = true;
  });
  await page.clock.fastForward('01:00:00');
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toContainText('Please log back in');
  expect(posted).toBe(false);
});
