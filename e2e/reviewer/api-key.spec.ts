import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn, signOut } from '../support/staff.ts';

test('a program admin resets his API key from the account menu; the key, shown once, opens the API', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'program-admin');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Reset API key' }).click();
  await expect(page).toHaveURL('/reviewer/resetApiKey');
  await expect(page.getByRole('heading', { level: 1, name: 'API key' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Reset API key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset API key' });
  await expect(confirm).toContainText('Integrations that use the current key will stop working.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Reset API key' }).click();
  await expect(confirm).toHaveCount(0);
  const field = page.getByRole('textbox', { name: 'Your new API key' });
  await expect(field).toHaveValue(/^candor_[A-Za-z0-9_-]{43}$/);
  const key = await field.inputValue();
  await expect(page.getByText('Copy the key now: it is shown only this once.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-api-key.png', fullPage: true });

  // An integration: no cookie, only the key.
  const integration = await playwright.request.newContext({ baseURL });
  const list = await integration.get('/api/reviewer/reports/new-and-updated?page=0&size=5', {
    headers: { 'X-API-Key': key },
  });
  expect(list.status()).toBe(200);
  expect((await integration.get('/api/account', { headers: { 'X-API-Key': `${key}x` } })).status()).toBe(401);
  await integration.dispose();

  // Once left, the page never shows the key again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your new API key' })).toHaveCount(0);
});

test('a reviewer who is not a program admin has no API key entry, and its page sends him to the overview', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reset API key' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/reviewer/resetApiKey');
  await expect(page).toHaveURL('/reviewer/overview');
  await signOut(page);
});
