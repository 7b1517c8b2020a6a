import { expect, test } from '@playwright/test';
import { E2E_SUPPORT_PHONE } from '../support/constants.ts';
import { passwordInput, REPORT_PASSWORD, submitReport } from './reporter-flow.ts';

test.describe('reporter login', () => {
  test('counts down the attempts left and locks the report after five wrong passwords', async ({ page }) => {
    const referenceId = await submitReport(page);
    await page.goto(`/reporter/login?referenceId=${referenceId}`);
    const logIn = page.getByRole('button', { name: 'Log in' });
    for (const left of [4, 3, 2, 1]) {
      await passwordInput(page, 'Password').fill(`wrong password ${left}`);
      await logIn.click();
      await expect(page.getByText(`Attempts left: ${left}.`)).toBeVisible();
    }
    await passwordInput(page, 'Password').fill('wrong password 0');
    await logIn.click();
    await expect(page.getByText(/This report is locked/)).toBeVisible();
    await expect(page.getByTestId('call-for-help')).toHaveText(
      `If you need help, you can call us at ${E2E_SUPPORT_PHONE}.`,
    );

    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await logIn.click();
    await expect(page.getByText(/This report is locked/)).toBeVisible();
    await expect(page).toHaveURL(/\/reporter\/login/);
  });

  test('says so when no report has the ID, and sends an empty ID home', async ({ page }) => {
    await page.goto('/reporter/login?referenceId=ZZZZZZZZZZZZ');
    await expect(
      page.getByText('We could not find a report with this ID. Please check it and try again.'),
    ).toBeVisible();
    await expect(passwordInput(page, 'Password')).toHaveCount(0);

    await page.goto('/reporter/login');
    await expect(page).toHaveURL('/');
  });

  test('accepts a fresh encoded report link and refuses an expired one', async ({ page }) => {
    const referenceId = await submitReport(page);
    const encode = (time: number) => Buffer.from(`${referenceId}:${time}`).toString('base64');

    await page.goto(`/reporter/login?referenceId=${encodeURIComponent(encode(Date.now()))}`);
    await expect(page.getByTestId('login-report-id')).toHaveText(referenceId);

    await page.goto(`/reporter/login?referenceId=${encodeURIComponent(encode(Date.now() - 6 * 60_000))}`);
    await expect(page).toHaveURL('/');
  });
});
