import { expect, test } from '@playwright/test';
import { acceptAgreement, chooseOrganization, nextButton, submitReport } from './reporter-flow.ts';

// Spec 000 §4: the form reloads its texts in another language; what the reporter entered, and
// the report ID shown only once, stay on screen.
test('the report ID stays on screen when the reporter changes the language', async ({ page }) => {
  await page.goto('/');
  const referenceId = await submitReport(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Votre signalement a été envoyé' })).toBeVisible();
  await expect(page.getByTestId('report-id')).toHaveText(referenceId);
});

test('a report half written keeps its step and text in another language', async ({ page }) => {
  await chooseOrganization(page, 'Northwind Group');
  await acceptAgreement(page);
  await page.getByRole('radio', { name: 'Fraud' }).check();
  await nextButton(page).click();
  await page.getByRole('textbox', { name: 'Your report' }).fill('The stock count was changed after the audit.');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('textarea').first()).toHaveValue('The stock count was changed after the audit.');
});
