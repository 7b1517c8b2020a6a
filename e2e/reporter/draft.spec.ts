import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
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

  test('is forgotten when the reporter leaves the report', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, TEXT);
    await page.getByRole('button', { name: 'Check report status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave the report' }).click();
    await expect(page).toHaveURL('/');
    // The form goes once the home page has replaced it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('candor.reporter.draft'))).toBeNull();
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await page.getByRole('radio', { name: 'Fraud' }).check();
    await nextButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Your report' })).toHaveValue('');
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

  test('an idle reporter is warned and can stay with the draft; at the timeout the draft is dropped', async ({
    page,
  }) => {
    await page.clock.install();
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, TEXT);

    // The idle time is 3590 s (the default 3600 s less 10 s); the warning comes a minute before.
    // The last click re-arms the idle timer after a 250 ms debounce: let that pass first.
    await page.waitForTimeout(1000);
    await page.clock.fastForward('58:55');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/this page will be cleared in \d+ seconds/);
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(warning).toBeHidden();
    await page.waitForTimeout(1000);
    await page.clock.fastForward('58:00');
    await expect(page.getByRole('radio', { name: 'Employee', exact: true })).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('candor.reporter.draft'))).toContain(TEXT);

    await page.clock.fastForward('02:00');
    const expired = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(expired).toContainText('Please start again');
    await expired.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/');
    // The form goes once the home page has replaced it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('candor.reporter.draft'))).toBeNull();
  });
});
