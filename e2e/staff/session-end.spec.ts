import { expect, type Page, test } from '@playwright/test';
import { DEMO_HOMES, signIn, signOut, submitSignIn } from '../support/staff.ts';

/**
 * A tab whose session ended elsewhere (signed out in another tab of the same browser) goes to
 * the sign-in page at its next call, told once to sign in: no storm of failure toasts, no screen
 * left showing the user signed in. Signing in and out touches no session but the tab's own.
 */
const ACTIONS: Record<string, { act: (page: Page) => Promise<void>; on: string }> = {
  'a case action': {
    act: (page) => page.getByRole('button', { name: /^(Normal|High) priority$/ }).click(),
    on: '/reviewer/report-details/1',
  },
  'a sidebar link': {
    act: (page) =>
      page.getByRole('navigation', { name: 'Reviewer menu' }).getByRole('link', { name: 'Report search' }).click(),
    on: '/reviewer/report-search',
  },
};

for (const [name, { act, on }] of Object.entries(ACTIONS)) {
  test(`${name} in a tab signed out in another goes to the sign-in page, told once`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, 'program-admin');
    const other = await context.newPage();
    await other.goto('/reviewer/report-details/1');
    await expect(other.getByRole('heading', { level: 1, name: /^Report 1 \(/ })).toBeVisible({ timeout: 30_000 });

    await signOut(page);
    const unauthorized: string[] = [];
    other.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(new URL(r.url()).pathname);
    });
    await act(other);

    await expect(other).toHaveURL(`/login?page=${encodeURIComponent(on)}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(other.getByTestId('sign-in-error')).toHaveText('Please sign in to continue.');
    await expect(other.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await expect(other.locator('.mantine-Notification-root')).toHaveCount(0);
    expect(unauthorized.length).toBeGreaterThan(0);

    // Signing in again in that tab works, comes back to the page it was on (decision 141), and its
    // calls are heard again.
    await submitSignIn(other, 'program-admin');
    await expect(other).toHaveURL(on);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(/^(Report 1 \(|Report search)/);
    await other.goto('/');
    await expect(other).toHaveURL(DEMO_HOMES['program-admin']);
    await expect(other.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
}

test('a tab left idle past its timeout while the machine slept leads the next sign-in home', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The page's clock: moving it on without firing its timers is what a sleeping machine does.
  await page.clock.install();
  await signIn(page, 'program-admin');
  await page.goto('/reviewer/report-details/1');
  await expect(page.getByRole('heading', { level: 1, name: /^Report 1 \(/ })).toBeVisible({ timeout: 30_000 });

  // The server ends the session meanwhile (here from another tab); the idle timer has not fired.
  const other = await context.newPage();
  await other.goto('/reviewer');
  await signOut(other);
  await page.clock.setSystemTime(Date.now() + 24 * 3600_000);
  await ACTIONS['a case action'].act(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, 'program-admin');
  await expect(page).toHaveURL(DEMO_HOMES['program-admin']);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
