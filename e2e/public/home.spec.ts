import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';

test.describe('public home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
  });

  test('offers Submit a report, leading to the report form', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Submit a report' });
    await section.getByRole('link', { name: 'Submit a report' }).click();
    await expect(page).toHaveURL('/reporter/submit-report');
  });

  test('keeps CHECK STATUS disabled until the trimmed report ID is not blank', async ({ page }) => {
    const reportId = page.getByRole('textbox', { name: 'Report ID' });
    const check = page.getByRole('button', { name: 'Check status' });
    await expect(check).toBeDisabled();
    await reportId.fill('   ');
    await expect(check).toBeDisabled();
    await reportId.fill(' 7KQ4MZ2HX9PB ');
    await expect(check).toBeEnabled();
    await reportId.fill('');
    await expect(check).toBeDisabled();
  });

  test('Enter sends the trimmed ID of a report to the reporter sign-in, outside the address', async ({ page }) => {
    // A report of the demo data (README "Demo sign-ins").
    await page.getByRole('textbox', { name: 'Report ID' }).fill('  HXCa3DEMqRWN  ');
    await page.getByRole('textbox', { name: 'Report ID' }).press('Enter');
    // The browser's history and its address bar's suggestions keep addresses: not the report ID.
    await expect(page).toHaveURL('/reporter/login');
    await expect(page.getByTestId('login-report-id')).toHaveText('HXCa3DEMqRWN');
    await expect(page.getByLabel(/^Password/)).toBeVisible();
  });

  test('an ID no report has is looked up and said on the home page (spec 000 §4)', async ({ page }) => {
    const reportId = page.getByRole('textbox', { name: 'Report ID' });
    await reportId.fill('7KQ4MZ2HX9PB');
    await page.getByRole('button', { name: 'Check status' }).click();
    // Said to a screen reader as it appears, and the keyboard's focus stays on the button pressed.
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find a report with this ID. Please check it and try again.',
    );
    await expect(page.getByRole('button', { name: 'Check status' })).toBeFocused();
    await expect(page).toHaveURL('/');
    await expect(reportId).toHaveAttribute('aria-invalid', 'true');
  });

  test('Enter on a blank report ID stays on the home page', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Report ID' }).fill('  ');
    await page.getByRole('textbox', { name: 'Report ID' }).press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('shows the welcome description and four questions that expand and collapse', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    const first = faq.getByRole('button', { name: 'What can I report here?' });
    const answer = page.getByText(/Any concern about conduct that breaks the law/);
    await expect(answer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('has skip links to the main content, Submit a report and Check report status', async ({ page }) => {
    const skip = page.getByRole('navigation', { name: 'Skip links' });
    await expect(skip.getByRole('link')).toHaveText([
      'Skip to main content',
      'Skip to Submit a report',
      'Skip to Check report status',
    ]);
    await page.keyboard.press('Tab');
    await expect(skip.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Check report status' })).toBeFocused();
  });

  test('has a footer with the privacy policy, the version and the build tag outside production', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Version 2025.08');
    await expect(footer).toContainText('Build 20251029-12985-d4f6d65');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText(/We do not record your IP address, your browser's user agent/)).toBeVisible();
  });

  test('Client login goes to the single-sign-on path, which leads to the sign-in page', async ({ page }) => {
    await page.getByRole('link', { name: 'Client login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await expectNoSeriousA11yViolations(page);
  });
});
