import { expect, test } from '@playwright/test';
import { tabTo } from '../support/keyboard.ts';
import {
  acceptAgreement,
  chooseOrganization,
  fillNorthwindGroupReport,
  logIn,
  nextButton,
  passwordInput,
  REPORT_PASSWORD,
  submitReport,
} from './reporter-flow.ts';

test('a report can be written and submitted with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The home's Submit a report link (the skip link of the same name only moves the focus).
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Submit a report' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/reporter/submit-report');

  // The focus starts at the top of the new page: one Tab reaches its first field, not the header's links.
  const search = page.getByRole('textbox', { name: 'Organization name' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('Northwind Group');
  const group = page.getByRole('button', { name: 'Northwind Group', exact: true });
  await expect(group).toBeVisible();
  await tabTo(page, group);
  await page.keyboard.press('Enter');
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  // Next before agreeing: the box the message is about takes the focus.
  const agree = page.getByRole('checkbox', { name: 'I have read and understood the information above.' });
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');
  await expect(agree).toBeFocused();
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

  // Next with nothing written: the field the message is about takes the focus.
  const report = page.getByRole('textbox', { name: 'Your report' });
  await expect(report).toBeVisible();
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');
  await expect(report).toHaveAttribute('aria-invalid', 'true');
  await expect(report).toBeFocused();
  await page.keyboard.type('Petty cash was taken from the front desk every Friday.');
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  // The mandatory question left open: its choices are marked, and the first takes the focus.
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');
  await expect(page.locator('input[type="radio"]:focus')).toHaveAttribute('aria-invalid', 'true');
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

test('a message sent with the keyboard leaves the focus in the message box', async ({ page }) => {
  const referenceId = await submitReport(page, 'The fire exit on the second floor is kept locked.');
  await logIn(page, referenceId);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await tabTo(page, box);
  // A field with focus shows a ring, not only another border colour.
  expect(await box.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.type('It was locked again this morning.');
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dialogue-comment').first()).toContainText('It was locked again this morning.');
  // Send is disabled while the message goes: the focus comes back to the box, not to the top of the page.
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
});

test('a refused password is read out, and Submit, disabled but reachable, leads back to it', async ({ page }) => {
  await chooseOrganization(page, 'Northwind Group');
  await acceptAgreement(page);
  await fillNorthwindGroupReport(page, 'Receipts were altered before the audit.');
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Protect your report' })).toBeVisible();
  const password = passwordInput(page, 'Password');
  await password.fill('password123');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert')).toHaveText('This password is too easy to guess. Please choose another one.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const submit = page.getByRole('button', { name: 'Submit report' });
  await tabTo(page, submit);
  await expect(submit).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Protect your report' })).toBeVisible();
});
