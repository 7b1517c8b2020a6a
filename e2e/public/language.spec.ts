import { expect, test } from '@playwright/test';

test('an anonymous visitor switches to French, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un lieu sûr pour signaler une préoccupation' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un lieu sûr pour signaler une préoccupation' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});

test('the menu offers all 27 languages to anonymous visitors', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveCount(27);
});

test('the first language comes from the browser, with the spec mappings', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pb');
  await context.close();
});
