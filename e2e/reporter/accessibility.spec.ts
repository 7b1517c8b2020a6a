import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  acceptAgreement,
  chooseOrganization,
  fillNorthwindGroupReport,
  logIn,
  nextButton,
  passwordInput,
  submitReport,
} from './reporter-flow.ts';

test.describe('reporter pages have no serious or critical accessibility violation', () => {
  // Each test walks through several pages and runs axe on each.
  test.setTimeout(120_000);

  test('organization search and every step of the report form', async ({ page }) => {
    await page.goto('/reporter/submit-report');
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind');
    await expect(page.getByRole('button', { name: 'Northwind Group', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await chooseOrganization(page, 'Northwind Group');
    await expectNoSeriousA11yViolations(page);
    await acceptAgreement(page);
    await expectNoSeriousA11yViolations(page);
    await fillNorthwindGroupReport(page, 'Accessible report text.');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expectNoSeriousA11yViolations(page);
    await nextButton(page).click();
    await passwordInput(page, 'Password').fill('short');
    await passwordInput(page, 'Password').blur();
    await expectNoSeriousA11yViolations(page);
  });

  test('credentials, login, status, change password and email pages', async ({ page }) => {
    const referenceId = await submitReport(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/reporter/login?referenceId=${referenceId}`);
    await expect(passwordInput(page, 'Password')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await logIn(page, referenceId);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/reporter/change-password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/reporter/email');
    await expect(page.getByRole('heading', { name: 'Email notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/reporter/email/setup-email');
    await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the page title names the step of the report form, as the tab and a window list read it', async ({ page }) => {
  await page.goto('/reporter/submit-report');
  await expect(page).toHaveTitle('Submit report · Candor');
  await chooseOrganization(page, 'Northwind Group');
  await expect(page).toHaveTitle('Step 1 of 6: Agreement · Submit report · Candor');
  await acceptAgreement(page);
  await expect(page).toHaveTitle('Step 2 of 6: Category · Submit report · Candor');
  await fillNorthwindGroupReport(page, 'A report whose steps the title follows.');
  await expect(page).toHaveTitle('Step 4 of 6: Details · Submit report · Candor');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveTitle('Step 3 of 6: Report · Submit report · Candor');

  // Edit goes back to the organization search, and the title drops the step.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear and choose again' }).click();
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  await expect(page).toHaveTitle('Submit report · Candor');
});
