import { expect, type Page, test } from '@playwright/test';
import { logIn, submitReport } from './reporter-flow.ts';

// Chromium keeps pages for Back and Forward as any browser does (Playwright turns that off by default).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

const TEXT = 'The night shift supervisor sells pallets of stock for cash.';

/** Goes Back through every page of the tab, checking at each that neither the report nor its password shows. */
async function backThroughHistory(page: Page) {
  const entries = await page.evaluate(() => history.length);
  for (let step = 1; step < entries; step++) {
    // A page brought back from the cache fires no load event: the next checks wait for what shows.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByText(TEXT)).toBeHidden();
    await expect(page.getByTestId('report-password')).toBeHidden();
  }
}

test('Back after signing out brings back neither the report nor the password it was given', async ({ page }) => {
  await page.goto('/');
  const referenceId = await submitReport(page, TEXT);
  await expect(page.getByTestId('report-password')).toBeVisible();
  // Pages of their own: each left page is one the browser may keep for Back.
  await page.goto('/privacy-policy');
  await logIn(page, referenceId);
  await expect(page.getByText(TEXT)).toBeVisible();
  await page.goto('/privacy-policy');
  await page.goto('/reporter/report-summary');
  await expect(page.getByText(TEXT)).toBeVisible();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await backThroughHistory(page);
});

test('a tab that did not sign in does not open the report, and ends the session another tab left', async ({
  page,
  context,
}) => {
  const referenceId = await submitReport(page, TEXT);
  await logIn(page, referenceId);
  await expect(page.getByText(TEXT)).toBeVisible();
  // The next person at the computer opens the site in a tab of his own.
  const next = await context.newPage();
  await next.goto('/');
  await expect(next.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
  await next.goto('/reporter/report-summary');
  await expect(next).toHaveURL('/');
  await expect(next.getByText(TEXT)).toBeHidden();
  // The tab that signed in finds its session ended, and is asked for the password again.
  await page.reload();
  await expect(page).toHaveURL('/reporter/login');
  await expect(page.getByTestId('login-report-id')).toHaveText(referenceId);
  await expect(page.getByText(TEXT)).toBeHidden();
});

test('a message typed when the session has ended is kept on the page, said unsent, until he signs in again', async ({
  page,
  context,
}) => {
  const referenceId = await submitReport(page, TEXT);
  await logIn(page, referenceId);
  const message = 'The pallets leave by the back gate on Fridays.';
  await page.getByRole('textbox', { name: 'Your message' }).fill(message);
  // Another tab's visit signs the session out.
  const other = await context.newPage();
  await other.goto('/reporter/report-summary');
  await expect(other).toHaveURL('/');
  await other.close();

  await page.getByRole('button', { name: 'Send' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Session Expired' });
  await expect(alert).toContainText(
    'Your message has not been sent. Copy it if you want to keep it, then log in again.',
  );
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(message);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await alert.screenshot({ path: 'test-results/reporter-message-unsent.png' });
  await alert.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/reporter/login');
  await expect(page.getByTestId('login-report-id')).toHaveText(referenceId);
});
