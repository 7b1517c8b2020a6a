import { expect, type Page, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { type DemoLogin, signIn } from '../support/staff.ts';

/**
 * On a tablet, a phone or a desktop zoomed to 200 %, the side navigation gives way to a menu
 * button above the page (WCAG 1.4.10 Reflow): every screen of the area stays reachable.
 */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

const cases: { login: DemoLogin; width: number; start?: string; area: string; link: string; lands: RegExp }[] = [
  {
    login: 'client-admin',
    width: 768,
    area: 'Reviewer menu',
    link: 'Category access',
    lands: /\/connects-admin\/organization\/\d+\/category-access$/,
  },
  {
    login: 'connects-admin',
    width: 640,
    area: 'Administration navigation',
    link: 'Admin users',
    lands: /\/connects-admin\/admin-users$/,
  },
  {
    login: 'admin',
    width: 500,
    start: '/admin/health',
    area: 'Platform management',
    link: 'Logs',
    lands: /\/admin\/logs$/,
  },
];

for (const c of cases) {
  test(`${c.login} at ${c.width} px reaches "${c.link}" through the menu button`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, c.login);
    if (c.start) await page.goto(c.start);
    // The side navigation is not shown at this width; nothing names it until the menu opens.
    await expect(page.getByRole('navigation', { name: c.area })).toHaveCount(0);
    const menu = await openMenu(page);
    const navigation = page.getByRole('navigation', { name: c.area });
    await expect(navigation).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await navigation.getByRole('link', { name: c.link }).click();
    await expect(page).toHaveURL(c.lands);
    // The menu closes once the page has changed.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toHaveCount(0);
  });
}

test('a reviewer on a wide screen keeps the side navigation and gets no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'reviewer');
  await expect(
    page.getByRole('navigation', { name: 'Reviewer menu' }).getByRole('link', { name: 'Report search' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
});

test('on a wide screen every view of the dialogue switch reads on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-details/3');
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  const views = page.getByRole('tabpanel').getByRole('radiogroup').filter({ hasText: 'Reviewer Log' });
  await expect(views).toBeVisible();
  // A wrapped label ("Reviewer / Log") is twice as tall as the others.
  const heights = await views.locator('label').evaluateAll((labels) => labels.map((l) => l.clientHeight));
  expect(heights).toHaveLength(3);
  expect(new Set(heights).size, heights.join(', ')).toBe(1);
});

test('a client admin at 390 px reads every user status whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'client-admin');
  await page.goto('/connects-admin/users');
  const statuses = page.getByTestId('users').getByTestId('user-status');
  await expect(statuses.first()).toHaveText('Active');
  const cut = await statuses
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut).toEqual([]);
});

test('on a 375 px phone the keyword box, the notification list and the columns picker fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  // The keyword box has a line of its own, its buttons below it, so its hint text reads whole.
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await expect(keyword).toBeVisible();
  expect((await keyword.boundingBox())!.width).toBeGreaterThan(300);
  const inside = async (name: string) => {
    const box = await page.getByRole('dialog', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  };
  await page.getByTestId('notification-bell').click();
  await inside('Notifications');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Columns' }).click();
  await inside('Columns');
  // Each column's name reads whole.
  const cut = await page
    .getByRole('dialog', { name: 'Columns' })
    .locator('.mantine-Checkbox-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('on a 375 px phone a report named with one long word fits the screen, in the summary and the log', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Fuel cards were used on weekends.'));
  const longWord = 'Überweisungsbetrugsverdachtsfallsbearbeitungsakte1';
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByRole('textbox').fill(longWord);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(longWord).first()).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await page.getByText('Reviewer Log', { exact: true }).click();
  await expect(page.getByTestId('log').filter({ hasText: longWord })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
});
