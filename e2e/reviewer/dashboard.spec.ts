import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

test('a reviewer opens the dashboard from the menu, reads its figures and exports it', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  const menu = page.getByRole('navigation', { name: 'Reviewer menu' });
  await expect(menu.getByRole('link', { name: /Dashboard/ })).toContainText('New');
  await menu.getByRole('link', { name: /Dashboard/ }).click();
  await expect(page).toHaveURL(/\/reviewer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const total = page.getByText('Reports', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText(/^\d+$/);
  expect(Number(await total.textContent())).toBeGreaterThan(0);
  const byStatus = page.getByRole('region', { name: 'Reports by status' });
  await expect(byStatus.getByRole('rowheader', { name: 'New' })).toBeAttached();
  const acknowledgement = page.getByRole('region', { name: 'Acknowledged within 7 days' });
  await expect(acknowledgement.getByTestId('deadline-met')).toContainText(/Met: \d+/);
  // The demo's letters and voicemails have nobody to write back to: counted apart, every report once.
  const unanswerable = page.getByTestId('deadline-unanswerable');
  await expect(unanswerable).toHaveText(/^Transcribed reports not counted \(no reporter to write back to\): \d+$/);
  const figure = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, ''));
  const held = await Promise.all(
    ['met', 'missed', 'pending'].map((part) => figure(acknowledgement.getByTestId(`deadline-${part}`).textContent())),
  );
  expect(held.reduce((a, b) => a + b) + (await figure(unanswerable.textContent()))).toBe(
    await figure(total.textContent()),
  );
  await expect(page.getByRole('region', { name: 'Reports by month of submission' }).getByRole('row')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-dashboard.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 3 months' }).click();
  await expect(page.getByRole('region', { name: 'Reports by month of submission' }).getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Export' }).click();
  const pdf = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const file = await pdf;
  expect(file.suggestedFilename()).toBe('reviewer-dashboard.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Export' }).click();
  const deck = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PowerPoint' }).click();
  expect((await deck).suggestedFilename()).toBe('reviewer-dashboard.pptx');
});

test('a reviewer without the dashboard has no menu entry and is sent to the overview', async ({ page }) => {
  await signIn(page, 'program-admin');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reviewer/dashboard')) asked.push(r.url());
  });
  await page.goto('/reviewer/dashboard');
  await expect(page).toHaveURL(/\/reviewer\/overview$/);
  // The figures he may not see are not even asked for.
  expect(asked).toEqual([]);
  await expect(
    page.getByRole('navigation', { name: 'Reviewer menu' }).getByRole('link', { name: /Dashboard/ }),
  ).toHaveCount(0);
});
