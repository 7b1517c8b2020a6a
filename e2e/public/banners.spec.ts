import { expect, test } from '@playwright/test';
import { signIn } from '../support/staff.ts';

// The e2e server starts with DEMO_BANNERS=true (apps/server/src/db/demo-test-settings.ts).
const TOP = /Scheduled maintenance/;
const BOTTOM = /Reports can also be made by phone/;

test('an anonymous visitor sees both banners; a closed one stays closed for the visit, not beyond', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Announcement' });
  await expect(top).toContainText(TOP);
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText(BOTTOM);
  await top.getByRole('button', { name: 'Close announcement' }).click();
  await expect(top).toBeHidden();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText(TOP)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText(BOTTOM);
  await expect(page.getByText(TOP)).toBeHidden();
  const nextVisit = await context.newPage();
  await nextVisit.goto('/');
  await expect(nextVisit.getByRole('region', { name: 'Announcement' })).toContainText(TOP);
});

test('banners follow the interface language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByText(/Maintenance planifiée/)).toBeVisible();
  await expect(page.getByText(/Maintenance planifiée/)).not.toHaveAttribute('lang', /./);
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Deutsch' });
  // No German text: the English one, marked as English for a screen reader (WCAG 3.1.2).
  await expect(page.getByText(TOP)).toBeVisible();
  await expect(page.getByText(TOP)).toHaveAttribute('lang', 'en');
});

test('banners are hidden on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText(TOP)).toBeHidden();
  await expect(page.getByText(BOTTOM)).toBeHidden();
});

test('a hotline agent closes the top banner and it is not shown again after a reload', async ({ page }) => {
  await signIn(page, 'hotline');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotline' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Announcement' });
  await expect(top).toContainText(TOP);
  await top.getByRole('button', { name: 'Close announcement' }).click();
  await expect(top).toBeHidden();
  const closedAt = await page.evaluate(() => Number(localStorage.getItem('lastTopBannerClosedTime')));
  expect(closedAt).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText(BOTTOM);
  await expect(page.getByText(TOP)).toBeHidden();
});

test('a closed top banner comes back once 30 days have passed', async ({ page }) => {
  await signIn(page, 'hotline');
  const thirtyDaysAgo = Date.now() - 30 * 24 * 3600 * 1000 - 1000;
  const yesterdayNoon = Date.now() - 12 * 3600 * 1000;
  await page.evaluate(
    ([top, bottom]) => {
      localStorage.setItem('lastTopBannerClosedTime', String(top));
      localStorage.setItem('lastBottomBannerClosedTime', String(bottom));
    },
    [thirtyDaysAgo, yesterdayNoon],
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText(TOP);
  await expect(page.getByText(BOTTOM)).toBeHidden();
});
