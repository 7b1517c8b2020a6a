import { expect, test } from '@playwright/test';
import { SHORT_TIMEOUT_USER } from '../support/constants.ts';
import { signIn } from '../support/staff.ts';

// The e2e server gives this user a 15-second session timeout: the idle timer fires after 5 s.
test('an idle signed-in user is signed out and told to log back in', async ({ page }) => {
  await signIn(page, SHORT_TIMEOUT_USER);
  const modal = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Please log back in');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
  const account = await page.request.get('/api/account');
  expect(account.status()).toBe(401);
});

test('a timed-out visitor who was not signed in is told to start again', async ({ page }) => {
  await page.goto('/logout?timeout=true');
  const modal = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(modal).toContainText('Please start again');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
});

test('signing out without a timeout shows no Session Expired modal', async ({ page }) => {
  await signIn(page, 'transcriber');
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeHidden();
});
