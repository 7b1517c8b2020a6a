import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { DEMO_HOMES, type DemoLogin, passwordField, signIn, signOut, submitSignIn } from '../support/staff.ts';

const ACCOUNT_MENUS: Record<DemoLogin, string[]> = {
  admin: ['Sign out'],
  'connects-admin': ['Sign out'],
  'client-admin': ['Profile', 'Sign out'],
  reviewer: ['Profile', 'Sign out'],
  delegate: ['Profile', 'Sign out'],
  'program-admin': ['Profile', 'Reset API key', 'Sign out'],
  hotline: ['Sign out'],
  transcriber: ['Profile', 'Sign out'],
  importer: ['Sign out'],
  statistics: ['Sign out'],
};

for (const login of Object.keys(DEMO_HOMES) as DemoLogin[]) {
  test(`${login} signs in and lands on ${DEMO_HOMES[login]} with the role's account menu`, async ({ page }) => {
    await signIn(page, login);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(ACCOUNT_MENUS[login]);
    await page.keyboard.press('Escape');
    await page.goto('/');
    await expect(page).toHaveURL(DEMO_HOMES[login]);
    await signOut(page);
    await expect(page).toHaveURL('/');
  });
}

test('the import and statistics landing says what the account may do', async ({ page }) => {
  await signIn(page, 'statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Data tools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User import' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
});

test('a wrong password shows the attempts left, and the right one still signs in', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'statistics', 'not-the-password');
  const error = page.getByRole('alert');
  await expect(error).toContainText('The username or password is incorrect.');
  // A retry may follow an attempt that failed before its right password reset the count: one
  // wrong password of that attempt may still count, no more.
  await expect(error).toContainText(
    test.info().retry
      ? /Attempts left before the account is locked: [34]\./
      : 'Attempts left before the account is locked: 4.',
  );
  await expect(passwordField(page)).toHaveValue('');
  await submitSignIn(page, 'statistics');
  await expect(page).toHaveURL('/data-tools');
});

test('a failed single sign-on sent back to /login?error=sso says so', async ({ page }) => {
  await page.goto('/login?error=sso');
  await expect(page.getByRole('alert')).toHaveText(
    'Single sign-on did not work for this account. Ask your administrator to check that your account is active in Candor.',
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('the sign-in button waits for both fields', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeDisabled();
  await page.getByLabel(/^Username/).fill('reviewer');
  await expect(button).toBeDisabled();
  await passwordField(page).fill('x');
  await expect(button).toBeEnabled();
});

test('a hotline agent opening /admin sees the 403 view', async ({ page }) => {
  await signIn(page, 'hotline');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
  await page.goto('/data-tools');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
});

test('an anonymous visitor opening a private page signs in and comes back to it', async ({ page }) => {
  await page.goto('/reviewer/report-search');
  // Single sign-on, the built-in sign-in page here, carries the page asked for (decision 141).
  await expect(page).toHaveURL('/login?page=%2Freviewer%2Freport-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await submitSignIn(page, 'reviewer');
  await expect(page).toHaveURL('/reviewer/report-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Report search' })).toBeVisible();
  // Home is still the role's home.
  await page.goto('/');
  await expect(page).toHaveURL(DEMO_HOMES.reviewer);
});

test('the sign-in page and a staff home have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitSignIn(page, 'reviewer');
  await expect(page).toHaveURL('/reviewer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
