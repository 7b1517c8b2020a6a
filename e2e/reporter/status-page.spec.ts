import { expect, test } from '@playwright/test';
import { E2E_POSTAL_ADDRESS } from '../support/constants.ts';
import { logIn, submitReport } from './reporter-flow.ts';

test('the status page fetches the report once after the login', async ({ page }) => {
  const referenceId = await submitReport(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/reporterapi/report/${referenceId}`) fetched.push(r.url());
  });
  await logIn(page, referenceId);
  await expect(page.getByRole('region', { name: 'Your original report' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(1);
});

test('the status page shows the report ID the reporter signs in with, and the case number beside it', async ({
  page,
}) => {
  const referenceId = await submitReport(page);
  await logIn(page, referenceId);
  await expect(page.getByTestId('summary-report-id')).toHaveText(`Report ID: ${referenceId}`);
  await expect(page.getByTestId('summary-case-number')).toHaveText(/^Case number: \d+$/);
  await expect(page.getByTestId('post-documents')).toHaveText(
    `You can also send supporting documents by post to ${E2E_POSTAL_ADDRESS}, quoting your report ID ${referenceId}.`,
  );
});

test('report HTML keeps only the allowed tags and runs nothing, even if the server sent more', async ({ page }) => {
  const referenceId = await submitReport(page);
  // Defence in depth: the server already sanitizes on write; here its answer is tampered with on the way.
  await page.route(`**/reporterapi/report/${referenceId}?*`, async (route) => {
    const response = await route.fetch();
    const report = await response.json();
    report.reportInput =
      'Plain <b>bold</b> <em>em</em><br>next<img src="/x.png" onerror="window.__candorHacked=1">' +
      '<script>window.__candorHacked=2</script><a href="javascript:alert(1)" onclick="x()">link text</a>' +
      '<i style="color:red" onmouseover="x()">styled</i>';
    await route.fulfill({ response, json: report });
  });
  await logIn(page, referenceId);
  const text = page.getByRole('region', { name: 'Your original report' }).getByText(/^Plain/);
  await expect(text.locator('b')).toHaveText('bold');
  await expect(text.locator('em')).toHaveText('em');
  await expect(text.locator('br')).toHaveCount(1);
  await expect(text).toContainText('link text');
  await expect(text.locator('img, script, a')).toHaveCount(0);
  await expect(text.locator('i')).toHaveText('styled');
  expect(await text.locator('i').evaluate((el) => el.getAttributeNames())).toEqual([]);
  expect(await page.evaluate(() => (window as { __candorHacked?: number }).__candorHacked)).toBeUndefined();
});
