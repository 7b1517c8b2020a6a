import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';

test('Ctrl+H shows and hides the development tools, Ctrl+Q moves them round the window', async ({ page }) => {
  await page.goto('/reporter/submit-report');
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Development tools' });
  await expect(panel).toBeHidden();

  await page.keyboard.press('Control+h');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Docked on the right')).toBeVisible();
  const facts = panel.getByRole('definition');
  await expect(facts.nth(0)).toHaveText('/reporter/submit-report');
  await expect(facts.nth(1)).toHaveText('English');
  await expect(facts.nth(2)).toHaveText('No');
  await expect(panel.getByRole('row', { name: /^session › account Loaded / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The panel follows the page: a search adds its data, a step changes the address.
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Fr');
  await expect(panel.getByRole('row', { name: /^reporterapi › org-search Loaded / })).toBeVisible();

  const box = async () => (await panel.boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(Math.round((await box()).x + (await box()).width)).toBe(viewport.width);
  await page.keyboard.press('Control+q');
  await expect(panel.getByText('Docked at the bottom')).toBeVisible();
  expect(Math.round((await box()).y + (await box()).height)).toBe(viewport.height);
  await page.keyboard.press('Control+q');
  await expect(panel.getByText('Docked on the left')).toBeVisible();
  expect((await box()).x).toBe(0);
  await page.keyboard.press('Control+q');
  await expect(panel.getByText('Docked at the top')).toBeVisible();
  expect((await box()).y).toBe(0);

  await page.keyboard.press('Control+h');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Control+h');
  await expect(panel.getByText('Docked at the top')).toBeVisible();
  await panel.getByRole('button', { name: 'Hide the development tools' }).click();
  await expect(panel).toBeHidden();
});
