import { expect, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { signIn } from '../support/staff.ts';

test('a failed AI summary is said, and the button stays to ask again (spec 001 §2)', async ({ page, browser }) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'The canteen invoices are doubled.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();

  await page.route(
    '**/api/reports/*/summary',
    (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"status":502,"message":"error.http.502"}',
      }),
    { times: 1 },
  );
  const summarize = page.getByRole('button', { name: 'AI summary' });
  await summarize.click();
  await expect(page.getByText('The AI summary could not be created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'AI summary' })).toHaveCount(0);
  await expect(summarize).toBeEnabled();

  await summarize.click();
  await expect(page.getByRole('heading', { level: 2, name: 'AI summary' }).locator('xpath=..')).toContainText(
    'The canteen invoices are doubled.',
  );
  await expect(summarize).toBeDisabled();
});
