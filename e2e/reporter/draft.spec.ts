import { expect, test } from '@playwright/test';
import {
  acceptAgreement,
  chooseOrganization,
  fillNorthwindGroupReport,
  nextButton,
  passwordInput,
  setPasswordAndSubmit,
} from './reporter-flow.ts';

const TEXT = 'Invoices from a supplier were paid twice.';

test.describe('the report draft', () => {
  test('survives a reload in the tab, keeps no password, and is gone once the report is submitted', async ({
    page,
  }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, TEXT);
    await nextButton(page).click();
    await passwordInput(page, 'Password').fill('Not kept anywhere 42!');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'I have read and understood the information above.' }),
    ).toBeChecked();
    const stored = await page.evaluate(() => sessionStorage.getItem('candor.reporter.draft') ?? '');
    expect(stored).toContain(TEXT);
    expect(stored).not.toContain('Not kept anywhere');
    await nextButton(page).click();
    await expect(page.getByRole('radio', { name: 'Fraud' })).toBeChecked();
    await nextButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Your report' })).toHaveValue(TEXT);
    await nextButton(page).click();
    await expect(page.getByRole('radio', { name: 'Employee', exact: true })).toBeChecked();
    await nextButton(page).click();
    await expect(passwordInput(page, 'Password')).toHaveValue('');
    await setPasswordAndSubmit(page);

    expect(await page.evaluate(() => sessionStorage.getItem('candor.reporter.draft'))).toBeNull();
    await page.goto('/reporter/submit-report');
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  });

  test('is not shared with another tab', async ({ page, context }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, TEXT);
    const other = await context.newPage();
    await other.goto('/reporter/submit-report');
    await expect(other.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
    expect(await other.evaluate(() => sessionStorage.getItem('candor.reporter.draft'))).toBeNull();
  });
});
