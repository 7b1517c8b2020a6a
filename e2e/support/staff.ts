import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, SHORT_TIMEOUT_USER } from './constants.ts';

/**
 * Every demo staff user and the home the spec's role order gives them: reviewers land on
 * the overview; the transcriber, who reaches no report, on the reviewer area's landing page.
 */
export const DEMO_HOMES = {
  admin: '/admin',
  'connects-admin': '/connects-admin/organizations',
  'client-admin': '/reviewer/overview',
  reviewer: '/reviewer/overview',
  delegate: '/reviewer/overview',
  'program-admin': '/reviewer/overview',
  hotline: '/hotline',
  transcriber: '/reviewer',
  importer: '/data-tools',
  statistics: '/data-tools',
} as const;
export type DemoLogin = keyof typeof DEMO_HOMES;

export const usernameField = (page: Page) => page.getByLabel(/^Username/);
export const passwordField = (page: Page) => page.getByLabel(/^Password/);

/** Fills the built-in sign-in page and sends it. */
export async function submitSignIn(page: Page, login: string, password = E2E_PASSWORD) {
  await usernameField(page).fill(login);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the sign-in page and waits for the user's home. */
export async function signIn(page: Page, login: DemoLogin | typeof SHORT_TIMEOUT_USER) {
  await page.goto('/login');
  await submitSignIn(page, login);
  // The short-session user (a Contoso reviewer no other journey uses) lands on his overview.
  await expect(page).toHaveURL(login === SHORT_TIMEOUT_USER ? '/reviewer/overview' : DEMO_HOMES[login]);
}

/**
 * Saves English as the signed-in user's language, through the call the Language menu makes: a
 * journey that changed it leaves the demo user as the demo data made it, even when it failed
 * half-way. Nothing happens when nobody is signed in.
 */
export async function restoreEnglish(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name.endsWith('XSRF-TOKEN'))?.value;
  if (!xsrf) return;
  const res = await page.request.put('/api/account/langPref', {
    data: 'en',
    headers: { 'content-type': 'text/plain', 'X-XSRF-TOKEN': xsrf },
  });
  // 401: the cookie outlived the session (signed out, or never signed in).
  expect([204, 401]).toContain(res.status());
}

/** Signs out through the account menu and waits for the public home. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
}
