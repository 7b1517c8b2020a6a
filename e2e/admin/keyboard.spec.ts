import { expect, type Locator, test } from '@playwright/test';
import { tabTo } from '../support/keyboard.ts';
import { signIn } from '../support/staff.ts';
import { attemptName, createMasterReviewer, organizationId } from './admin-flow.ts';

/** The names of a list's move buttons, in the order Tab reaches them. */
const buttonNames = (list: Locator) =>
  list.getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

test('the administration keeps the keyboard focus where the user is after each action', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A user of his own, created by the client admin of Northwind Group, so that no other journey's users change.
  const clientAdmin = await browser.newPage();
  await signIn(clientAdmin, 'client-admin');
  const northwind = await organizationId(clientAdmin, 'Northwind Group');
  const kimKeys = attemptName('Kim Keys');
  const userPage = await createMasterReviewer(clientAdmin, northwind, kimKeys);
  await clientAdmin.close();

  await signIn(page, 'connects-admin');

  // Category access: a moved category's button leaves its list; the next one of that list takes the focus.
  await page.goto(`/connects-admin/organization/${northwind}/category-access`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('kim');
  const kim = page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(`^${kimKeys}`) });
  await tabTo(page, kim);
  await page.keyboard.press('Enter');
  const assigned = page.getByRole('region', { name: 'Assigned categories' });
  const available = page.getByRole('region', { name: 'Available categories' });
  await expect(available.getByRole('button').first()).toBeVisible();
  const initial = await buttonNames(assigned);
  // Two categories side by side, neither the sensitive one, whose single reviewer category-access.spec.ts counts.
  const offered = await buttonNames(available);
  const at = offered.findIndex(
    (name, i) => ![name, offered[i + 1] ?? 'Sensitive'].some((n) => n.includes('Sensitive')),
  );
  expect(at).toBeGreaterThanOrEqual(0);
  const [first, second] = [offered[at]!, offered[at + 1]!];
  await tabTo(page, available.getByRole('button', { name: first }));
  await page.keyboard.press('Enter');
  await expect(assigned.getByRole('button', { name: first.replace(/^Assign/, 'Remove') })).toBeVisible();
  await expect(available.getByRole('button', { name: second })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(assigned.getByRole('button', { name: second.replace(/^Assign/, 'Remove') })).toBeVisible();
  const held = await buttonNames(assigned);
  // The last of the list gives the focus to the one before it.
  const last = held.at(-1)!;
  await tabTo(page, assigned.getByRole('button', { name: last }), 120);
  await page.keyboard.press('Enter');
  await expect(available.getByRole('button', { name: last.replace(/^Remove/, 'Assign') })).toBeVisible();
  await expect(assigned.getByRole('button', { name: held.at(-2)! })).toBeFocused();

  // Save stays focused while it saves, and after.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category access saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(save).toBeFocused();
  // Given back, so that Northwind Group's warnings stay as the demo made them.
  for (const name of await buttonNames(assigned))
    if (!initial.includes(name)) await assigned.getByRole('button', { name }).click();
  for (const name of initial)
    if ((await assigned.getByRole('button', { name }).count()) === 0)
      await available.getByRole('button', { name: name.replace(/^Remove/, 'Assign') }).click();
  await save.click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  expect(await buttonNames(assigned)).toEqual(initial);

  // The user page: Edit gives the focus to the first field, Cancel and Save give it back to Edit.
  await page.goto(userPage);
  await expect(page.getByRole('heading', { level: 1, name: kimKeys })).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit' });
  const login = page.getByRole('textbox', { name: 'Login' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(login).toBeFocused();
  await expect(login).not.toHaveAttribute('readonly');
  await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(login).toBeFocused();
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await tabTo(page, lastName);
  await page.keyboard.press('End');
  await page.keyboard.type('-Lee');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${kimKeys}-Lee` })).toBeVisible();
  await expect(edit).toBeFocused();

  // A status action brings other buttons: the status, which names the new one, takes the focus.
  const status = page.getByTestId('user-status');
  await tabTo(page, page.getByRole('button', { name: 'Deactivate' }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Inactive');
  await expect(status).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Activate', exact: true }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Active');
  await expect(status).toBeFocused();
  // Reset password leaves the status as it is, and its button where it is: the focus stays on it.
  const reset = page.getByRole('button', { name: 'Reset password' });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  await expect(page.getByText('A link to set a new password has been emailed to the user.')).toBeVisible();
  await expect(reset).toBeFocused();
});

test('a log level changed with the keyboard keeps the focus on its control', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/logs');
  // Not candor.jobs, which platform-management.spec.ts changes; its child keeps its own level.
  const level = page.getByRole('combobox', { name: 'Level of candor', exact: true });
  const before = await level.inputValue();
  const other = before === 'ERROR' ? 'FATAL' : 'ERROR';
  for (const value of [other, before]) {
    await tabTo(page, level);
    // The arrows open the list and walk it; Enter chooses.
    const listbox = page.getByRole('listbox');
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(listbox).toBeVisible();
      if ((await listbox.locator('[data-combobox-selected]').textContent()) === value) break;
    }
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('level-changed')).toHaveText(`The level of candor is now ${value}.`);
    await expect(level).toHaveValue(value);
    await expect(level).toBeFocused();
  }
});
