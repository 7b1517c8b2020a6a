import { expect, test } from '@playwright/test';
import { restoreEnglish, signIn, submitSignIn } from '../support/staff.ts';

// Other journeys find the demo users in English, as the demo data made them, whatever happened here.
test.afterEach(async ({ page }) => restoreEnglish(page));

test('a staff user saves the language preference; it holds after a reload and a new sign-in', async ({ page }) => {
  await signIn(page, 'program-admin');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/account/langPref') && r.method() === 'PUT');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  expect((await saved).postData()).toBe('fr');
  await expect(page.getByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeVisible();

  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Connexion client' })).toBeVisible();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await submitSignIn(page, 'program-admin');
  await expect(page.getByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeVisible();

  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a hotline agent may choose among English, French and Spanish only', async ({ page }) => {
  await signIn(page, 'hotline');
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText([
    'English',
    'Français',
    'Español',
  ]);
});

test('connects admin users get English only, with the menu disabled', async ({ page }) => {
  await signIn(page, 'connects-admin');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
});

test('at 390 px in German the report details keep to the screen, the dialogue views wrapping', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'program-admin');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.goto('/reviewer/report-details/3');
  const views = page.getByRole('radiogroup').filter({ hasText: 'Protokoll der meldenden Person' });
  await expect(views).toBeVisible();
  const box = await views.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await views.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/report-details-de-390.png' });
});
