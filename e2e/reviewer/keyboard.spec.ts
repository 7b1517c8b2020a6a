import { expect, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { tabTo } from '../support/keyboard.ts';
import { signIn } from '../support/staff.ts';

test('the priority flag and a message to the reporter keep the focus where the keyboard left it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Overtime was paid to staff who were away.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);

  await tabTo(page, page.getByRole('button', { name: 'Normal priority' }));
  await page.keyboard.press('Enter');
  const high = page.getByRole('button', { name: 'High priority' });
  await expect(high).toHaveAttribute('aria-pressed', 'true');
  await expect(high).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Normal priority' })).toBeFocused();

  const box = page.getByRole('textbox', { name: 'Message to the reporter' });
  await tabTo(page, box);
  await page.keyboard.type('Which weeks were paid?');
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Message to the reporter' });
  await tabTo(page, confirm.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('comment').filter({ hasText: 'Which weeks were paid?' })).toBeVisible();
  // The box and Send are disabled while the message goes: the focus comes back to the box.
  await expect(box).toBeFocused();
});

test('the dashboard charts take no keyboard focus: their figures are read from the tables', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/dashboard');
  // Recharts draws once a ResizeObserver has measured its box, which a loaded machine can delay.
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Export' }).focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    const inChart = await page.evaluate(() => document.activeElement?.closest('svg, [inert]') !== null);
    expect(inChart, `Tab ${i + 1}`).toBe(false);
  }
});

test('a page opened by a link starts at its top, and a field given focus is not under the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/dashboard');
  // The page's length is its charts' boxes, laid out before recharts draws in them.
  const monthChart = page.getByRole('heading', { level: 2, name: 'Reports by month of submission' });
  await expect(monthChart).toBeVisible();
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await privacy.click();
  await expect(page).toHaveURL('/privacy-policy');
  await page.goBack();
  await expect(monthChart).toBeVisible();
  // Opened from the foot of a long page, the policy (taller than the window) starts at its top.
  await privacy.click();
  // The dashboard's own heading is visible until the policy replaces it.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/reviewer/report-search');
  const header = await page.getByRole('banner').boundingBox();
  const field = page.getByRole('textbox').first();
  await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
  await field.evaluate((el) => (el as HTMLElement).focus());
  expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('a page opened from the navigation or from a list starts with the focus at its top', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  const pageContent = page.locator('#page-content');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Reviewer menu' }).getByRole('link', { name: 'Report search' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/reviewer/report-search');
  await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible();
  await expect(pageContent).toBeFocused();
  // The next Tab is on the page, past the area's navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#page-content') !== null)).toBe(true);

  await page.goto('/reviewer/overview');
  const find = page.getByRole('search', { name: 'Find a report' }).getByRole('textbox', { name: 'Find a report' });
  await tabTo(page, find);
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Report 1 \(/ })).toBeVisible();
  await expect(pageContent).toBeFocused();
});

test('a dialogue closed from the keyboard gives the focus back to what opened it', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-details/1');
  // An action's dialogue opens from a menu item, which leaves with its menu: the menu's button has the focus back.
  const actions = page.getByRole('button', { name: 'Actions' });
  for (const action of ['Rename', 'Move']) {
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: action }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(actions, action).toBeFocused();
  }

  const add = page.getByRole('region', { name: 'Involved individuals' }).getByRole('button', {
    name: 'Add involved individual',
  });
  await tabTo(page, add, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add involved individual' });
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await page.goto('/reviewer/report-search');
  for (const opener of ['Save view', 'Manage views']) {
    const button = page.getByRole('button', { name: opener });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button, opener).toBeFocused();
  }
});

test('Skip to main content passes the navigation, and the Administration group opens and closes from the keyboard', async ({
  page,
}) => {
  await signIn(page, 'client-admin');
  await page.goto('/reviewer/report-search');
  await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first stop after the skip is on the page itself, not in the area's navigation or the header's tools.
  const focusedIn = await page.evaluate(() => ({
    navigation: document.activeElement?.closest('nav') !== null,
    page: document.activeElement?.closest('#page-content') !== null,
  }));
  expect(focusedIn).toEqual({ navigation: false, page: true });

  // From the top of the page, the keyboard reaches the group's button in the navigation.
  await page.reload();
  const navigation = page.getByRole('navigation', { name: 'Reviewer menu' });
  const administration = navigation.getByRole('button', { name: 'Administration' });
  await tabTo(page, administration);
  await expect(administration).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation.getByRole('link', { name: 'Category access' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(administration).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Category access' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(navigation.getByRole('link', { name: 'Category access' })).toBeVisible();
  // Space, as on any button: one press, one change.
  await page.keyboard.press('Space');
  await expect(administration).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Category access' })).toBeHidden();
});

test('the AI summary, the close warning and the additional information keep the keyboard where the work goes on', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Fuel cards were used by <Name> & co.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);

  // The summary arrives in a card whose heading takes the focus from the button, now disabled; what the
  // reporter typed reads as typed there, markup-like words included.
  const summarize = page.getByRole('button', { name: 'AI summary' });
  await tabTo(page, summarize);
  await page.keyboard.press('Enter');
  const summaryHeading = page.getByRole('heading', { level: 2, name: 'AI summary' });
  await expect(summaryHeading).toBeFocused();
  await expect(summaryHeading.locator('xpath=..')).toContainText('Fuel cards were used by <Name> & co.');
  await expect(summarize).toBeDisabled();

  // The close asks for the mandatory answers first; its button leads to them, not back to Actions.
  await page.getByRole('button', { name: 'Actions' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Close report' }).press('Enter');
  const warning = page.getByRole('dialog', { name: 'Additional information required' });
  await tabTo(page, warning.getByRole('button', { name: 'Open additional information' }));
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  const tab = page.getByRole('tab', { name: 'Additional information' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeFocused();

  // Save and Edit swap their buttons: the focus goes to what replaces them.
  const outcome = page.getByRole('combobox', { name: /^Investigation outcome/ });
  await tabTo(page, outcome);
  await outcome.selectOption({ label: 'Substantiated' });
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('button', { name: 'Edit answers' });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const firstAnswer = page.getByRole('tabpanel', { name: 'Additional information' }).locator('input, select, textarea');
  await expect(firstAnswer.first()).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();
});

test('the notification list takes the focus when it opens and gives it back to the bell', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const bell = page.getByTestId('notification-bell');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  // Tab stays in the list.
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();
});
