import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';
import { attemptName, createMasterReviewer, organizationId } from './admin-flow.ts';

const assigned = (page: Page) => page.getByRole('region', { name: 'Assigned categories' });
const available = (page: Page) => page.getByRole('region', { name: 'Available categories' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const userButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** Saves once the staged moves are said and Save is allowed (it is refused while the screen reads the user again). */
async function saveWhenAllowed(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await expect(saveButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await saveButton(page).click();
}

/** A refused Save stays focusable and says why in its tooltip; clicking it sends nothing. */
async function expectSaveRefused(page: Page, reason: string) {
  const save = saveButton(page);
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await save.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
  await page.mouse.move(0, 0);
}

const OWN = 'Your own categories can be changed only by another administrator.';

async function expectIn(list: Locator, category: string) {
  await expect(list.getByText(category, { exact: true })).toBeVisible();
}

test('a connects admin moves categories between the lists, cancels, and saves', async ({ page }) => {
  await signIn(page, 'connects-admin');
  const contoso = await organizationId(page, 'Contoso Ltd');
  await page.goto(`/connects-admin/organization/${contoso}/category-access`);
  await expect(page.getByRole('heading', { level: 1, name: 'Category access' })).toBeVisible();
  await expect(page.getByTestId('category-access-organization')).toHaveText('Contoso Ltd');
  // No user is chosen at first, and Save says so.
  await expect(page.getByText('Select a user to see and change the categories they review.')).toBeVisible();
  await expectSaveRefused(page, 'Select a user first.');

  await userButton(page, 'Carlos Contoso').click();
  await expect(userButton(page, 'Carlos Contoso')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Categories of Carlos Contoso' })).toBeVisible();
  // Cancel reloads the user's categories (spec 002 §2), moved or not.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expectIn(assigned(page), 'Fraud');
  const assignBribery = page.getByRole('button', { name: 'Assign Bribery and corruption' });
  if (test.info().retry && (await assignBribery.count())) {
    // A retry gives back what a failed attempt took away, then starts from a fresh screen.
    await assignBribery.click();
    await saveWhenAllowed(page);
    await expect(page.getByText('Category access saved.').first()).toBeVisible();
    await page.reload();
    await userButton(page, 'Carlos Contoso').click();
    await expectIn(assigned(page), 'Bribery and corruption');
  }
  await expect(available(page).getByText('No more categories to assign.')).toBeVisible();
  await page.screenshot({ path: 'test-results/category-access-connects-admin.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Carlos is the only reviewer of Contoso: the default category cannot lose him.
  await page.getByRole('button', { name: 'Remove General concern' }).click();
  await expectIn(available(page), 'General concern');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  // A screen reader hears where the category went, not only that something changed.
  const moveStatus = page.getByTestId('category-move-status');
  await expect(moveStatus).toHaveAttribute('role', 'status');
  await expect(moveStatus).toHaveText('General concern moved to available categories.');
  await expectSaveRefused(page, 'The default category must keep at least one active user.');
  await expect(page.getByText('The default category must keep at least one active user.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/category-access-default-category.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectIn(assigned(page), 'General concern');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(moveStatus).toHaveText('');

  // Moves by keyboard: focus a category's button and press Enter.
  const removeBribery = page.getByRole('button', { name: 'Remove Bribery and corruption' });
  await removeBribery.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Remove Health and safety' }).click();
  await expect(moveStatus).toHaveText('Health and safety moved to available categories.');
  await page.getByRole('button', { name: 'Assign Health and safety' }).click();
  await expect(moveStatus).toHaveText('Health and safety moved to assigned categories.');
  await expectIn(available(page), 'Bribery and corruption');
  await saveButton(page).click();
  await expect(page.getByText('Category access saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // Once saved, the moves are no longer news: Health and safety is back where it was, unsaid.
  await expect(moveStatus).toHaveText('');

  await page.reload();
  await userButton(page, 'Carlos Contoso').click();
  await expectIn(available(page), 'Bribery and corruption');
  await expectIn(assigned(page), 'Health and safety');
  // Given back, so the rest of the run finds Contoso as the demo made it.
  await page.getByRole('button', { name: 'Assign Bribery and corruption' }).click();
  await saveButton(page).click();
  await expect(page.getByText('Category access saved.').first()).toBeVisible();

  // The audit log tells each change, its categories as badges under Added or Removed (spec 002 §2).
  // Other journeys may change category access meanwhile: Carlos's change is found by his login.
  await page.goto('/connects-admin/audit');
  const audit = page.getByTestId('audit');
  const changes = audit.getByRole('row').filter({ hasText: 'Category access changed' });
  await expect(changes.first()).toBeVisible();
  const carlos = audit.getByRole('row').filter({ hasText: 'contoso-reviewer' });
  for (let i = 0; (await carlos.count()) === 0 && i < 4; i++) {
    await changes.nth(i).getByRole('button', { name: 'Show details' }).click();
  }
  const given = carlos
    .first()
    .locator('.mantine-Group-root', { has: page.getByText('Added categories:', { exact: true }) });
  await expect(given.locator('.mantine-Badge-root')).toHaveText(['Bribery and corruption']);
  await expect(carlos.first()).not.toContainText('Removed categories');
});

test('a deactivated user may lose categories but not gain them', async ({ page }) => {
  await signIn(page, 'connects-admin');
  const contoso = await organizationId(page, 'Contoso Ltd');
  await page.goto(`/connects-admin/organization/${contoso}/category-access`);
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('nobody-of-that-name');
  await expect(page.getByText('No users found.')).toBeVisible();
  // Nothing found is said once: no range of nothing under it.
  await expect(page.getByText(/^\d+-\d+ of \d+$/)).toHaveCount(0);
  await search.fill('former');
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByText(/^\d+-\d+ of \d+$/)).toHaveText('1-1 of 1');
  await userButton(page, 'Olga Former').click();
  await expect(page.getByRole('heading', { name: 'Categories of Olga Former' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories of Olga Former' }).getByText('Inactive')).toBeVisible();

  await page.getByRole('button', { name: 'Assign Bribery and corruption' }).click();
  await expectSaveRefused(page, 'This user is deactivated: categories can be removed but not assigned.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/category-access-deactivated.png', fullPage: true });
  await page.getByRole('button', { name: 'Remove Bribery and corruption' }).click();
  const removeFraud = page.getByRole('button', { name: 'Remove Fraud' });
  // A retry may find Fraud taken by the attempt before: a deactivated user cannot be given it back,
  // so that retry checks only that Fraud stays available.
  if (!test.info().retry || (await removeFraud.count())) {
    await removeFraud.click();
    await saveButton(page).click();
    await expect(page.getByText('Category access saved.')).toBeVisible();
  }
  await expectIn(available(page), 'Fraud');
  await expectIn(assigned(page), 'Harassment or discrimination');
});

test('a client admin reaches his organization, sees its warnings, and saves', async ({ page }) => {
  await signIn(page, 'client-admin');
  await page.goto('/connects-admin/category-access');
  const northwind = await organizationId(page, 'Northwind Group');
  await expect(page).toHaveURL(`/connects-admin/organization/${northwind}/category-access`);
  // Only Rita reviews sensitive matters: one reviewer is fewer than the two a category needs.
  const warning = page.locator('[data-warning="MISSING_REVIEWERS"]');
  await expect(warning).toHaveText(/^Missing reviewers/);
  await warning.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Sensitive matter — active reviewers: 1' })).toBeVisible();

  // Her own categories are another administrator's to change: they show, without a way to move them.
  await userButton(page, 'Clara Client').click();
  await expectIn(assigned(page), 'General concern');
  await expect(page.getByText(OWN)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Assign|Remove) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const cora = attemptName('Cora Categories');
  await createMasterReviewer(page, northwind, cora);
  await page.goto(`/connects-admin/organization/${northwind}/category-access`);
  await userButton(page, cora).click();
  await expect(page.getByText(OWN)).toHaveCount(0);
  await page.getByRole('button', { name: 'Assign Health and safety' }).click();
  await expectIn(assigned(page), 'Health and safety');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/category-access-client-admin.png', fullPage: true });
  await saveButton(page).click();
  await expect(page.getByText('Category access saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Health and safety' }).click();
  await saveButton(page).click();
  await expect(page.getByText('Category access saved.').first()).toBeVisible();

  // Another client's organization is refused by the server, whatever the address says.
  const contoso = await organizationId(page, 'Contoso Ltd');
  // It says so in the server's words (spec 002 §8), and shows nothing of the page around it.
  await page.goto(`/connects-admin/organization/${contoso}/category-access`);
  await expect(page.getByRole('alert')).toHaveText('You may not manage this user or organization.');
  await expect(saveButton(page)).toHaveCount(0);
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/category-access-refused.png' });
  await page.goto(`/connects-admin/organization/${contoso}/users`);
  await expect(page.getByRole('alert')).toHaveText('You may not manage this user or organization.');
  await expectNoSeriousA11yViolations(page);
});

test("a user of the organization above is shown on a lower organization's page without moves", async ({ page }) => {
  await signIn(page, 'connects-admin');
  const france = await organizationId(page, 'Northwind France');
  await page.goto(`/connects-admin/organization/${france}/category-access`);
  await userButton(page, 'Rita Reviewer').click();
  await expect(page.getByRole('heading', { name: 'Categories of Rita Reviewer' })).toBeVisible();
  await expect(
    page.getByText(
      "Rita Reviewer belongs to Northwind Group. Their categories can be changed only on that organization's page.",
    ),
  ).toBeVisible();
  await expectIn(assigned(page), 'Fraud');
  await expect(page.getByRole('button', { name: /^(Assign|Remove) / })).toHaveCount(0);
});

test('choosing another user with moves unsaved asks before they are discarded', async ({ page }) => {
  await signIn(page, 'connects-admin');
  const northwind = await organizationId(page, 'Northwind Group');
  await page.goto(`/connects-admin/organization/${northwind}/category-access`);
  // Paula, whom no other journey changes here: nothing is saved, and the end checks just that.
  await userButton(page, 'Paula Program').click();
  await page.getByRole('button', { name: 'Remove Health and safety' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const clara = userButton(page, 'Clara Client');
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await clara.click();
  await expect(dialog).toContainText(
    'The category moves for Paula Program have not been saved. Choosing another user discards them.',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(clara).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Categories of Paula Program' })).toBeVisible();
  await expectIn(available(page), 'Health and safety');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await clara.click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'Categories of Clara Client' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // Nothing was saved, and with nothing staged the next choice is not asked about.
  await userButton(page, 'Paula Program').click();
  await expect(dialog).toHaveCount(0);
  await expectIn(assigned(page), 'Health and safety');
});

test('leaving through the sidebar with moves unsaved asks before they are discarded', async ({ page }) => {
  await signIn(page, 'connects-admin');
  const northwind = await organizationId(page, 'Northwind Group');
  const screen = `/connects-admin/organization/${northwind}/category-access`;
  await page.goto(screen);
  // Paula, whom no other journey changes here: nothing is saved, and the end checks just that.
  await userButton(page, 'Paula Program').click();
  await page.getByRole('button', { name: 'Remove Health and safety' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const users = page
    .getByRole('navigation', { name: 'Administration navigation' })
    .getByRole('link', { name: 'Users', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await users.click();
  await expect(dialog).toContainText(
    'The category moves for Paula Program have not been saved. Leaving this page discards them.',
  );
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(screen);
  await expectIn(available(page), 'Health and safety');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Sign out, a link of the account menu, asks too; the menu closes as it always does.
  await page.getByRole('button', { name: 'Connie' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await users.click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/connects-admin/organization/${northwind}/users$`));
  // The address changes at once; the page follows once it is loaded.
  await expect(page.getByRole('heading', { name: 'Users of Northwind Group' })).toBeVisible();
  // Nothing was saved; and with nothing staged, the sidebar leaves without asking.
  await page
    .getByRole('navigation', { name: 'Administration navigation' })
    .getByRole('link', { name: 'Category access' })
    .click();
  await userButton(page, 'Paula Program').click();
  await expectIn(assigned(page), 'Health and safety');
  await users.click();
  await expect(page).toHaveURL(new RegExp(`/connects-admin/organization/${northwind}/users$`));
  await expect(dialog).toHaveCount(0);
});

test('a user deactivated in another tab is refused on Save, and the screen shows him inactive', async ({ page }) => {
  await signIn(page, 'client-admin');
  const northwind = await organizationId(page, 'Northwind Group');
  const tess = attemptName('Tess Tabs');
  const userPage = await createMasterReviewer(page, northwind, tess);

  await page.goto(`/connects-admin/organization/${northwind}/category-access`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('tess');
  await userButton(page, tess).click();
  const region = page.getByRole('region', { name: `Categories of ${tess}` });
  await expect(region.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Assign Health and safety' }).click();

  const other = await page.context().newPage();
  await other.goto(userPage);
  await other.getByRole('button', { name: 'Deactivate' }).click();
  await expect(other.getByTestId('user-status')).toHaveText('Inactive');
  await other.close();

  await saveButton(page).click();
  await expect(page.getByText('This user is deactivated, so categories cannot be assigned to them.')).toBeVisible();
  await expect(region.getByText('Inactive', { exact: true })).toBeVisible();
  await expectSaveRefused(page, 'This user is deactivated: categories can be removed but not assigned.');
});

test("a save from a screen loaded before another administrator's save keeps that save (decision 101)", async ({
  page,
}) => {
  await signIn(page, 'client-admin');
  const northwind = await organizationId(page, 'Northwind Group');
  const stella = attemptName('Stella Stale');
  await createMasterReviewer(page, northwind, stella);
  const screen = `/connects-admin/organization/${northwind}/category-access`;
  const open = async (p: Page) => {
    await p.goto(screen);
    await p.getByRole('searchbox', { name: 'Search users' }).fill('stella');
    await userButton(p, stella).click();
    await expect(available(p).getByText('Fraud', { exact: true })).toBeVisible();
  };
  await open(page);
  const other = await page.context().newPage();
  await open(other);

  await other.getByRole('button', { name: 'Assign Fraud' }).click();
  await saveWhenAllowed(other);
  await expect(other.getByText('Category access saved.')).toBeVisible();
  await other.close();

  // This screen still shows Fraud available; its Save adds only what it moved.
  await page.getByRole('button', { name: 'Assign Health and safety' }).click();
  await saveWhenAllowed(page);
  await expect(page.getByText('Category access saved.')).toBeVisible();
  await expectIn(assigned(page), 'Health and safety');
  await expectIn(assigned(page), 'Fraud');
});
