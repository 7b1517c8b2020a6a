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
