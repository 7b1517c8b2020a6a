import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectReadable } from '../support/accessibility.ts';
import { holdRoute } from '../support/held-route.ts';
import { signIn } from '../support/staff.ts';

const headers = (page: Page) =>
  page
    .getByTestId('search-results')
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));

test('a reviewer searches with filters and a keyword, picks and moves columns, saves a view and exports CSV', async ({
  page,
}) => {
  // A long journey with five accessibility scans: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  // The first results are held back: until they come, the count line says so, not "0-0 of 0".
  const { release } = await holdRoute(page, '**/api/reviewer/report-search-results?*', { times: 1 });
  await page.getByRole('navigation', { name: 'Reviewer menu' }).getByRole('link', { name: 'Report search' }).click();
  await expect(page).toHaveURL('/reviewer/report-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Report search' })).toBeVisible();
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText('Loading…');
  release();
  await expect(count).toHaveText(/^1-20 of \d+$/);
  await expect(page.getByTestId('search-results').getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/report-search.png', fullPage: true });

  // A keyword from the encrypted report texts, and a status filter.
  const filters = page.getByRole('form', { name: 'Filters' });
  // The reviewer of Northwind Group reaches its subsidiaries: he may filter by organization (spec 001 §6).
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Organization' })).toBeVisible();
  // A single-checkbox flex field has no answers to choose from: no empty dropdown for it.
  await expect(filters.getByRole('combobox', { name: 'Reporter told of the outcome' })).toHaveCount(0);
  await filters.getByRole('searchbox', { name: 'Keyword' }).fill('supplier invoices');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(count).toHaveText(/^1-\d+ of \d+$/);
  const found = await page.getByTestId('search-results').locator('tbody tr').count();
  expect(found).toBeGreaterThan(0);
  await filters.getByRole('combobox', { name: 'Status' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Closed' }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(count).toHaveText(/^(0-0 of 0|1-\d+ of \d+)$/);
  await filters.getByRole('searchbox', { name: 'Keyword' }).fill('nosuchwordanywhere');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No results found. Please adjust your filters.')).toBeVisible();
  await expect(count).toHaveText('0-0 of 0');
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await filters.getByRole('searchbox', { name: 'Keyword' }).fill('invoices');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(count).toHaveText(/^1-\d+ of \d+$/);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();

  // Columns: add Delegates, then move Status after Report ID with the keyboard.
  await page.getByRole('button', { name: 'Columns' }).click();
  const picker = page.getByRole('group', { name: 'Columns' });
  await picker.getByRole('checkbox', { name: 'Delegates' }).check();
  // Several organizations: the Organization column is offered, and shown by default (spec 001 §3).
  await expect(picker.getByRole('checkbox', { name: 'Organization' })).toBeChecked();
  await expect(page.getByTestId('search-results').getByRole('columnheader', { name: /Delegates/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/report-search-columns.png' });
  await page.getByRole('button', { name: 'Columns' }).click();
  expect((await headers(page)).slice(0, 3)).toEqual(['priority', 'status', 'reportId']);
  // Move the Status header past the Report ID header with the keyboard: pick up, move right, drop.
  await expect(picker).toBeHidden();
  const handle = page.getByRole('button', { name: 'Move column Status' });
  // A screen reader hears how to move a column, then each move by the column's name and place.
  await expect(handle).toHaveAccessibleDescription(/^To move a column, press Space to pick it up/);
  await handle.focus();
  for (const key of ['Space', 'ArrowRight', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(['priority', 'reportId', 'status']);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    /^The column Status was dropped at position 3 of \d+\.$/,
  );
  expect(await headers(page)).toContain('delegates');
  expect(await headers(page)).toContain('organization');

  // Sort by Category: a new column keeps the current direction (descending).
  const category = page.getByTestId('search-results').getByRole('columnheader', { name: /Category/ });
  await category.getByRole('button', { name: 'Category', exact: true }).click();
  await expect(category).toHaveAttribute('aria-sort', 'descending');
  // The header is named by its column alone; its drag handle has a name of its own.
  await expect(
    page.getByTestId('search-results').getByRole('columnheader', { name: 'Category', exact: true }),
  ).toHaveCount(1);

  // Save the view, reset, and apply it again.
  await page.getByRole('button', { name: 'Save view' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await expect(save.getByRole('checkbox', { name: 'Make this my default view' })).toBeDisabled();
  await save.getByRole('textbox', { name: 'View name' }).fill('  Invoices by category  ');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/report-search-save-view.png' });
  // Enter in the name saves, as the Save button does.
  await save.getByRole('textbox', { name: 'View name' }).press('Enter');
  await expect(save).toBeHidden();
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(filters.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  expect(await headers(page)).not.toContain('delegates');
  await page.getByRole('combobox', { name: 'Saved view' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Invoices by category' }).click();
  await expect(filters.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('invoices');
  await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(['priority', 'reportId', 'status']);
  await expect(category).toHaveAttribute('aria-sort', 'descending');
  // Choosing the view shown again sets back a filter changed since.
  await filters.getByRole('searchbox', { name: 'Keyword' }).fill('nosuchwordanywhere');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No results found. Please adjust your filters.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saved view' })).toHaveValue('Invoices by category');
  await page.getByRole('combobox', { name: 'Saved view' }).click();
  await page.getByRole('option', { name: 'Invoices by category' }).click();
  await expect(filters.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('invoices');
  await expect(page.getByText('No results found. Please adjust your filters.')).toHaveCount(0);
  // Saving under the same name warns that the view will be updated.
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(save.getByText('A view with this name exists. Saving will update it.')).toBeVisible();
  // A name alike but for its commas would be deleted with it, and one alike but for a run of
  // spaces would read the same in the lists: both are refused at the field.
  const clash =
    'This name cannot be told apart from the view "Invoices by category" (commas count as spaces, and spaces in a row as one). Choose another name.';
  for (const alike of ['Invoices,by category', 'Invoices by   category']) {
    await save.getByRole('textbox', { name: 'View name' }).fill(alike);
    await expect(save.getByRole('textbox', { name: 'View name' })).toHaveAccessibleDescription(clash);
    await expect(save.getByRole('button', { name: 'Save' })).toBeDisabled();
  }
  await save.getByRole('button', { name: 'Cancel' }).click();

  // Export to CSV through the pending-export modal: the selected columns, one row per report found.
  const foundBefore = Number((await count.textContent())?.split(' of ')[1]);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-search_.*\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Priority,Report ID,Status,Last Updated,Category,Organization,Submission date,Report name,Delegates',
  );
  // Journeys running beside this one may file reports with the same word meanwhile: the export
  // holds at least every report found before it, the ones on screen among them, each once.
  expect(lines.length - 1).toBeGreaterThanOrEqual(foundBefore);
  const exportedIds = lines.slice(1).map((line) => line.split(',')[1]);
  expect(new Set(exportedIds).size).toBe(exportedIds.length);
  for (const id of await page.getByTestId('search-results').locator('tbody tr td:nth-child(2)').allTextContents()) {
    expect(exportedIds).toContain(id.trim());
  }

  // Asked for every column, the export holds them all, not only those shown.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloadingAll = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export every column to CSV' }).click();
  const all = await readFile((await (await downloadingAll).path()) as string, 'utf8');
  const allHeader = all
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]
    .split(',');
  expect(allHeader).toEqual(
    expect.arrayContaining(['Report ID', 'Organization', 'Report method', 'Involved individuals']),
  );
  expect(allHeader.length).toBeGreaterThan(lines[0].split(',').length);

  // Manage views: staged deletion, committed on Save.
  await page.getByRole('button', { name: 'Manage views' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage views' });
  const remove = manage.getByRole('button', { name: 'Delete Invoices by category' });
  await expectReadable(remove);
  await remove.click();
  await expect(manage.getByText('Will be deleted when you save.')).toBeVisible();
  await expectReadable(manage.getByRole('button', { name: 'Keep Invoices by category' }));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/report-search-manage-views.png' });
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage).toBeHidden();
  await expect(filters.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
});

test('a search that fails says so, neither loading for ever nor finding no results', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.route(
    '**/api/reviewer/report-search-results?*',
    (route) => route.fulfill({ status: 500, json: { message: 'error.internalServerError', status: 500 } }),
    { times: 1 },
  );
  await page.goto('/reviewer/report-search');
  await expect(page.getByText('Something went wrong on the server. Please try again later.')).toBeVisible();
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText('');
  await expect(page.getByText('No results found. Please adjust your filters.')).toHaveCount(0);
  // Searching again asks again.
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
  await expect(count).toHaveText(/^1-20 of \d+$/);
});

test('a flex question answered in words is offered as a column, not as a filter', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByRole('combobox', { name: 'Legal counsel involved?' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Corrective actions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'Corrective actions' }).check();
  await expect(
    page.getByTestId('search-results').getByRole('columnheader', { name: 'Corrective actions', exact: true }),
  ).toBeVisible();
});

test('a quick link of the overview opens the search with its filter once', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  await page.getByRole('button', { name: 'All closed reports' }).click();
  await expect(page).toHaveURL('/reviewer/report-search');
  const rows = page.getByTestId('search-results').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const badge of await rows.locator('td [data-status-colour]').all()) await expect(badge).toHaveText('Closed');
  await page.reload();
  // A whole new load of the reviewer's pages: on a busy machine it can take longer than an assertion's 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Report search' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('search-count')).toHaveText(/^1-20 of \d+$/);
});

test('a default view is applied on opening the search, until Manage views sets the default back to none', async ({
  page,
}) => {
  await signIn(page, 'delegate');
  await page.goto('/reviewer/report-search');
  const keyword = page.getByRole('form', { name: 'Filters' }).getByRole('searchbox', { name: 'Keyword' });
  await expect(page.getByTestId('search-count')).toHaveText(/ of \d+$/);
  await keyword.fill('retaliation');
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Save view' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await save.getByRole('textbox', { name: 'View name' }).fill('Retaliation cases');
  await save.getByRole('checkbox', { name: 'Make this my default view' }).check();
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();

  await page.reload();
  await expect(keyword).toHaveValue('retaliation');
  await page.getByRole('button', { name: 'Manage views' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage views' });
  await expect(manage.getByRole('radio', { name: 'Retaliation cases' })).toBeChecked();
  await manage.getByRole('radio', { name: 'No default view' }).check();
  await expectNoSeriousA11yViolations(page);
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('search-count')).toHaveText(/ of \d+$/);
  await expect(keyword).toHaveValue('');
  await page.getByRole('button', { name: 'Manage views' }).click();
  await expect(manage.getByRole('radio', { name: 'No default view' })).toBeChecked();
  await manage.getByRole('button', { name: 'Delete Retaliation cases' }).click();
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage).toBeHidden();
});

test('on a narrow screen the longest status reads whole in the results', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Status' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Additional information' }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Search' }).click();
  const statuses = page.getByTestId('search-results').locator('[data-status-colour] .mantine-Badge-label');
  await expect(statuses.first()).toHaveText('Additional information');
  const cut = await statuses.evaluateAll((labels) =>
    labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
  );
  expect(cut).toEqual([]);
});

test('printed, the results keep every column of the screen within the page', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const table = page.getByTestId('search-results');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // An A4 landscape page less its margins is about 1,050 CSS pixels wide.
  await page.setViewportSize({ width: 1050, height: 740 });
  const region = page.locator('.mantine-ScrollArea-root', { has: table });
  const right = async (l: typeof table) => ((await l.boundingBox())?.x ?? 0) + ((await l.boundingBox())?.width ?? 0);
  const last = table.locator('thead th').last();
  await expect(last).toBeVisible();
  expect(await right(last)).toBeLessThanOrEqual(await right(region));
  expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
});

test('the search is as the reviewer left it when he comes back from a report or from another screen', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const filters = page.getByRole('form', { name: 'Filters' });
  const keyword = filters.getByRole('searchbox', { name: 'Keyword' });
  const category = page.getByTestId('search-results').getByRole('columnheader', { name: /Category/ });
  await keyword.fill('invoices');
  await filters.getByRole('button', { name: 'Search' }).click();
  await category.getByRole('button', { name: 'Category', exact: true }).click();
  await expect(category).toHaveAttribute('aria-sort', 'descending');
  await page.getByTestId('search-results').locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reviewer\/report-details\//);

  await page.goBack();
  await expect(keyword).toHaveValue('invoices');
  await expect(category).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('search-count')).toHaveText(/^1-\d+ of \d+$/);

  const menu = page.getByRole('navigation', { name: 'Reviewer menu' });
  await menu.getByRole('link', { name: 'Overview' }).click();
  await menu.getByRole('link', { name: 'Report search' }).click();
  await expect(keyword).toHaveValue('invoices');
  await expect(category).toHaveAttribute('aria-sort', 'descending');
});

test('a date of the search is typed as YYYY-MM-DD or picked from the calendar', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const filters = page.getByRole('form', { name: 'Filters' });
  const submitted = filters.getByRole('group', { name: 'Submission date' });
  const to = submitted.getByRole('textbox', { name: 'To' });
  await to.fill('2000-01-01');
  await page.keyboard.press('Tab');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No results found. Please adjust your filters.')).toBeVisible();
  await expect(to).toHaveValue('2000-01-01');
  // The whole date shows in its field.
  expect(await to.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await submitted.getByRole('button', { name: 'Clear the date' }).click();
  await expect(to).toHaveValue('');
  // A day the calendar has not is not taken, nor rolled over into March.
  await to.fill('2026-02-30');
  await page.keyboard.press('Tab');
  await expect(to).toHaveValue('');
  await expect(to).toHaveAccessibleDescription('Type the date as YYYY-MM-DD, or pick it from the calendar.');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-count')).toHaveText(/^1-20 of \d+$/);
  // The calendar the Tab opened on the next field has closed.
  await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
  await submitted.getByRole('textbox', { name: 'From' }).click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  // A date refused after one was taken drops that one too; Clear filters takes the message away.
  const from = submitted.getByRole('textbox', { name: 'From' });
  await from.fill('2026-01-05');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await from.fill('05.01.2026');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(from).toHaveValue('');
  await expect(from).toHaveAccessibleDescription('Type the date as YYYY-MM-DD, or pick it from the calendar.');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(from).toHaveValue('');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
});

test('the delegates offered follow the organizations chosen, by the reports each may hold', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  await expect(page.getByTestId('search-count')).toHaveText(/^1-20 of \d+$/);
  const filters = page.getByRole('form', { name: 'Filters' });
  const choose = async (field: string, option: string) => {
    await filters.getByRole('combobox', { name: field }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: option }).click();
    await page.keyboard.press('Escape');
  };
  // Dan Delegate belongs to Northwind Europe: he may hold the reports of Northwind France below it.
  await choose('Organization', 'Northwind France');
  await choose('Delegates', 'Dan Delegate');
  // The chosen delegate shows as a pill in the field; the options open in a list of their own.
  const delegates = filters.getByText('Dan Delegate', { exact: true });
  await expect(delegates).toBeVisible();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-count')).toHaveText(/^(0-0 of 0|1-\d+ of \d+)$/);
  await expect(delegates).toBeVisible();
  // Northwind Canada instead: none of its reports can be his, so he leaves the filter and its list.
  await filters.getByRole('combobox', { name: 'Organization' }).focus();
  await page.keyboard.press('Backspace');
  await choose('Organization', 'Northwind Canada');
  await expect(delegates).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Delegates' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Dan Delegate' })).toHaveCount(0);
});

test('a range that ends before it starts is said at its To field, and nothing is searched', async ({ page }) => {
  // Four ranges, each checked with axe: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-search');
  const filters = page.getByRole('form', { name: 'Filters' });
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText(/^1-20 of \d+$/);
  const shown = await count.textContent();
  for (const range of ['Submission date', 'Closed on', 'Scheduled close date', 'Last delegation date']) {
    const group = filters.getByRole('group', { name: range });
    await group.getByRole('textbox', { name: 'From' }).fill('2026-12-01');
    await group.getByRole('textbox', { name: 'To' }).fill('2026-11-01');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(group.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
      'The end date is before the start date.',
    );
    // Nothing is asked of the server: no toast naming a field, the results are those of before.
    const asked = page.waitForRequest(/\/api\/reviewer\/report-search-results/, { timeout: 1500 });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(asked).rejects.toThrow();
    await expect(count).toHaveText(shown ?? '');
    await expect(page.getByText(/Error on field/)).toHaveCount(0);
    // A calendar still fading out would lie over the clear buttons: axe looks once it has gone.
    await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // axe passes a smaller button when nothing is near it: the clear buttons are 24 px targets themselves.
    await expect(group.getByRole('button', { name: 'Clear the date' })).toHaveCount(2);
    for (const clear of await group.getByRole('button', { name: 'Clear the date' }).all()) {
      const box = await clear.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    await group.getByRole('textbox', { name: 'To' }).fill('');
    await group.getByRole('textbox', { name: 'From' }).fill('');
    await page.keyboard.press('Escape');
    await expect(group.getByText('The end date is before the start date.')).toHaveCount(0);
  }
});

test.describe('a reviewer in Auckland', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('searches and exports with the days of his own time zone', async ({ page }) => {
    await signIn(page, 'reviewer');
    const searched = page.waitForRequest((r) => r.url().includes('/api/reviewer/report-search-results'));
    await page.goto('/reviewer/report-search');
    expect(new URL((await searched).url()).searchParams.get('timeZone')).toBe('Pacific/Auckland');
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = page.waitForRequest((r) => r.url().includes('/api/reviewer/report-search/export'));
    await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
    expect(new URL((await exported).url()).searchParams.get('timeZone')).toBe('Pacific/Auckland');
  });
});
