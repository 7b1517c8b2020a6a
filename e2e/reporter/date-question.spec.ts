import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  acceptAgreement,
  chooseOrganization,
  fillNorthwindGroupReport,
  logIn,
  nextButton,
  setPasswordAndSubmit,
} from './reporter-flow.ts';

const DATE_QUESTION = 'When did the events begin (approximately)?';

test.describe('a date question', () => {
  test('takes a typed date as YYYY-MM-DD and shows it so on the status page', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, 'Overtime was never paid.');
    const date = page.getByRole('textbox', { name: DATE_QUESTION });
    await date.fill('2026-03-15');
    await date.press('Enter');
    await page.getByRole('heading', { name: 'Additional information' }).click();
    await expect(date).toHaveValue('2026-03-15');
    await expectNoSeriousA11yViolations(page);
    await nextButton(page).click();
    const referenceId = await setPasswordAndSubmit(page);
    await logIn(page, referenceId);
    const original = page.getByRole('region', { name: 'Your original report' });
    await expect(original.getByText('2026-03-15', { exact: true })).toBeVisible();
  });

  test('says how to write a date typed another way, rather than dropping it in silence', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, 'Overtime was never paid.');
    const date = page.getByRole('textbox', { name: DATE_QUESTION });
    await expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await date.fill('31.12.2025');
    await date.press('Tab');
    await page.keyboard.press('Escape');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/Type the date as YYYY-MM-DD, or pick it from the calendar\./);
    // Scanned with the step's top in view, as the reporter reads it, not under the sticky header.
    await page.getByRole('heading', { name: 'Additional information' }).click();
    await expectNoSeriousA11yViolations(page);
    await date.fill('2025-12-31');
    await date.press('Tab');
    await page.keyboard.press('Escape');
    await expect(date).toHaveValue('2025-12-31');
    await expect(page.getByText('Type the date as YYYY-MM-DD, or pick it from the calendar.')).toHaveCount(0);
  });

  test('offers a calendar in the interface language', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, 'Overtime was never paid.');
    await page.getByRole('textbox', { name: DATE_QUESTION }).click();
    const month = page.getByRole('button', {
      name: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    });
    await expect(month).toBeVisible();
    // The arrows are named for a screen reader, and the open calendar passes axe.
    const shown = await month.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(shown ?? '');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).toHaveText(shown ?? '');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    // The form reloads its texts in French on the same step, what was entered kept.
    const date = page.getByRole('textbox', { name: 'Quand les faits ont-ils commencé (approximativement) ?' });
    await expect(date).toBeVisible();
    await date.click();
    await expect(
      page.getByRole('button', {
        name: /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  });
});
