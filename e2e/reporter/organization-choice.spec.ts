import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { acceptAgreement, answerForAsia, chooseOrganization, nextButton } from './reporter-flow.ts';

/** This deployment's id of the organization so named. */
async function orgIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/reporterapi/organization', {
    params: { name, langKey: 'en', exactMatch: 'true' },
  });
  const [org] = (await response.json()) as { orgId: number }[];
  return org.orgId;
}

test.describe('choosing the organization', () => {
  test('needs three characters and keeps Next disabled until an organization is chosen', async ({ page }) => {
    await page.goto('/reporter/submit-report');
    const search = page.getByRole('textbox', { name: 'Organization name' });
    await search.fill('No');
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Organizations found' })).toHaveCount(0);
    await search.fill('Northwind');
    await expect(page.getByRole('button', { name: 'Northwind France', exact: true })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Northwind France', exact: true }).click();
    await expect(nextButton(page)).toBeEnabled();
  });

  test('works with the keyboard alone: type, Tab to a result, Enter, then Next', async ({ page }) => {
    await page.goto('/reporter/submit-report');
    await page.getByRole('textbox', { name: 'Organization name' }).focus();
    await page.keyboard.type('Northwind Group');
    const group = page.getByRole('button', { name: 'Northwind Group', exact: true });
    await expect(group).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(group).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-pressed', 'true');
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeFocused();
  });

  test('a phantom organization opens the Invalid Org Selected dialog and cannot be chosen', async ({ page }) => {
    await page.goto('/reporter/submit-report');
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Hold');
    const holdings = page.getByRole('button', { name: 'Northwind Holdings', exact: true });
    await holdings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invalid Org Selected' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(holdings).toBeFocused();
    await holdings.click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(nextButton(page)).toBeDisabled();
  });

  test('a remote organization sends the reporter to its own domain', async ({ page }) => {
    await answerForAsia(page);
    await page.goto('/reporter/submit-report');
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Asia');
    await page.getByRole('button', { name: 'Northwind Asia Pacific', exact: true }).click();
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=false&ishotline=false',
    );
  });

  test('a link naming the organization opens its form', async ({ page }) => {
    await page.goto('/reporter/submit-report?org=northwind%20france');
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organization' })).toContainText('Northwind France');
    await expect(page).toHaveURL('/reporter/submit-report');
    // A second link in the same tab names another organization: the link wins over the report under way.
    await page.goto('/reporter/submit-report?org=Northwind%20Canada');
    await expect(page.getByRole('region', { name: 'Organization' })).toContainText('Northwind Canada');
    await expect(page).toHaveURL('/reporter/submit-report');
  });

  test('a link naming no organization says so and offers the empty search', async ({ page }) => {
    await page.goto('/reporter/submit-report?org=Northwind%20Fran');
    await expect(page.getByText('We could not find this organization.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue('');
  });

  test('a link whose orgId is no id says the organization is unknown and offers the empty search', async ({ page }) => {
    await page.goto('/reporter/submit-report?orgId=abc');
    await expect(page.getByText('We could not find this organization.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue('');
    await expect(page).toHaveURL('/reporter/submit-report');
  });

  test('a link naming a phantom organization shows Invalid Org Selected, then the search', async ({ page }) => {
    await page.goto('/reporter/submit-report?org=Northwind%20Holdings');
    const dialog = page.getByRole('dialog', { name: 'Invalid Org Selected' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  });

  test('a link naming a remote organization sends the reporter to its domain', async ({ page }) => {
    await answerForAsia(page);
    await page.goto('/reporter/submit-report?org=Northwind%20Asia%20Pacific&lang=en');
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=false&ishotline=false',
    );
  });

  test('a vanity link naming a remote organization keeps vanity on the way to its domain', async ({ page }) => {
    await answerForAsia(page);
    await page.goto('/reporter/submit-report?org=Northwind%20Asia%20Pacific&lang=en&vanity=true');
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=true&ishotline=false',
    );
  });

  test('a link giving a phantom organization by id shows Invalid Org Selected, then the search', async ({ page }) => {
    await page.goto(`/reporter/submit-report?orgId=${await orgIdOf(page, 'Northwind Holdings')}`);
    const dialog = page.getByRole('dialog', { name: 'Invalid Org Selected' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('We could not find this organization.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
    await expect(page).toHaveURL('/reporter/submit-report');
  });

  // The id is this deployment's: the remote one is sent the organization's name.
  test('a link giving a remote organization by id sends the reporter to its domain', async ({ page }) => {
    await answerForAsia(page);
    await page.goto(`/reporter/submit-report?orgId=${await orgIdOf(page, 'Northwind Asia Pacific')}&lang=en`);
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=false&ishotline=false',
    );
  });

  test('a vanity link giving a remote organization by number keeps vanity on the way', async ({ page }) => {
    await answerForAsia(page);
    await page.goto(`/reporter/submit-report?org=${await orgIdOf(page, 'Northwind Asia Pacific')}&vanity=true`);
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=true&ishotline=false',
    );
  });

  test('Edit asks for confirmation before clearing the report and choosing again', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Group');
    // The page's one heading of the first level, through every step of the form.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^You are reporting to\s*Northwind Group$/i);
    await expect(heading).toHaveAccessibleName('You are reporting to Northwind Group');
    await acceptAgreement(page);
    await expect(heading).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeFocused();
    const edit = page.getByRole('button', { name: 'Edit' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose another organization?' });
    // Escape closes the dialogue and gives the keyboard back to Edit.
    await expect(dialog.getByRole('button', { name: 'Keep my report' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await edit.click();
    await dialog.getByRole('button', { name: 'Keep my report' }).click();
    await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
    await expect(edit).toBeFocused();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByRole('button', { name: 'Clear and choose again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Clear and choose again' }).click();
    await expect(page.getByRole('heading', { name: 'Which organization is your report about?' })).toBeVisible();
  });

  test('the vanity link loads its template directly, without Edit', async ({ page }) => {
    const response = await page.request.get('/reporterapi/organization', {
      params: { name: 'Northwind France', langKey: 'en' },
    });
    const [france] = (await response.json()) as { orgId: number; name: string }[];
    expect(france.name).toBe('Northwind France');
    await page.goto(`/reporter/submit-report?orgId=${france.orgId}&vanity=true`);
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organization' })).toContainText('Northwind France');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test("/reporter opens the report form and keeps the link's parameters", async ({ page }) => {
    await page.goto('/reporter');
    await expect(page).toHaveURL('/reporter/submit-report');
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
    const response = await page.request.get('/reporterapi/organization', {
      params: { name: 'Northwind France', langKey: 'en' },
    });
    const [france] = (await response.json()) as { orgId: number }[];
    await page.goto(`/reporter?orgId=${france.orgId}&vanity=true`);
    await expect(page).toHaveURL(`/reporter/submit-report?orgId=${france.orgId}&vanity=true`);
    await expect(page.getByRole('region', { name: 'Organization' })).toContainText('Northwind France');
  });

  test("the language menu offers the organization's languages on its form, and all of them elsewhere", async ({
    page,
  }) => {
    const languageMenu = page.getByRole('combobox', { name: 'Language' });
    await page.goto('/reporter/submit-report');
    await expect(languageMenu.locator('option')).toHaveCount(27);
    await chooseOrganization(page, 'Northwind Group');
    await expect(languageMenu.locator('option')).toHaveText(['English', 'Français', 'Español']);
    // Beside the form, the policy opens in a new tab, where every language is offered.
    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy (opens in a new tab)' }).click(),
    ]);
    await expect(policy.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(policy.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveCount(27);
    // The report in progress is still there in its own tab.
    await expect(page.getByRole('region', { name: 'Organization' })).toContainText('Northwind Group');
    await policy.close();
  });

  test('an organization with a single category skips the category step', async ({ page }) => {
    await chooseOrganization(page, 'Northwind Toronto Office');
    await expect(page.getByRole('navigation', { name: 'Report steps' })).not.toContainText('Category');
    await acceptAgreement(page);
    await expect(page.getByRole('heading', { name: 'Describe what happened' })).toBeVisible();
    // With no category to choose, the report can still be marked sensitive, on the next step.
    await page.getByRole('textbox', { name: 'Your report' }).fill('The night shift was paid in cash off the books.');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'This is a sensitive report' })).not.toBeChecked();
  });
});
