import { expect, type Locator, type Page, test } from '@playwright/test';
import { nextButton, passwordInput, REPORT_PASSWORD } from './reporter-flow.ts';

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a report can be written and submitted with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The home's Submit a report link (the skip link of the same name only moves the focus).
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Submit a report' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/reporter/submit-report');

  const search = page.getByRole('textbox', { name: 'Organization name' });
  await tabTo(page, search);
  await page.keyboard.type('Northwind Group');
  const group = page.getByRole('button', { name: 'Northwind Group', exact: true });
  await expect(group).toBeVisible();
  await tabTo(page, group);
  await page.keyboard.press('Enter');
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('checkbox', { name: 'I have read and understood the information above.' }));
  await page.keyboard.press('Space');
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
  const fraud = page.getByRole('radio', { name: 'Fraud' });
  // A radio group is one Tab stop, on its chosen radio; the arrow keys choose another.
  await tabTo(page, page.getByRole('radiogroup', { name: 'Category' }).getByRole('radio', { checked: true }));
  for (let i = 0; i < 10 && !(await fraud.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(fraud).toBeChecked();
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('textbox', { name: 'Your report' }));
  await page.keyboard.type('Petty cash was taken from the front desk every Friday.');
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'Employee', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Employee', exact: true })).toBeChecked();
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Protect your report' })).toBeVisible();
  await tabTo(page, passwordInput(page, 'Password'));
  await page.keyboard.type(REPORT_PASSWORD);
  await tabTo(page, passwordInput(page, 'Confirm password'));
  await page.keyboard.type(REPORT_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Submit report' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your report has been submitted' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('report-id')).toHaveText(/^[A-Za-z0-9]{12}$/);
});
