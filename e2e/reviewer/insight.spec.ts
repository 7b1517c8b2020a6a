import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expectScrollsUnderKeys } from '../support/keyboard.ts';
import { restoreEnglish, signIn } from '../support/staff.ts';

// A journey here switches a demo user to French: other journeys find him in English whatever happened.
test.afterEach(async ({ page }) => restoreEnglish(page));

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Reviewer menu' });

// A zone whose day is not UTC's at this hour (west of UTC before 10:00 UTC, east after; only a run
// across midnight UTC meets the same day): file names say the reader's day.
const ZONE = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const dayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

test.describe("in a zone whose day is not UTC's", () => {
  test.use({ timezoneId: ZONE });

  test('a reviewer reads the summary reports and downloads the category summary as CSV', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'reviewer');
    await sidebar(page).getByRole('link', { name: 'Summary reports' }).click();
    await expect(page).toHaveURL('/reviewer/report-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Summary reports' })).toBeVisible();
    const organizations = page.getByRole('table', { name: 'Organization summary' });
    await expect(organizations.getByRole('rowheader', { name: 'Northwind Group (all)' })).toBeVisible();
    const categories = page.getByRole('table', { name: 'Category summary' });
    await expect(categories.getByRole('columnheader')).toHaveText([
      'Category',
      'Review',
      'Reviewed',
      'Responded',
      'Additional',
      'Updated',
      'Closed',
      'Total',
    ]);
    // Alphabetical, then the sensitive and default categories, then the total.
    const names = await categories.getByRole('rowheader').allTextContents();
    expect(names.slice(-3)).toEqual(['Sensitive matter', 'General concern', 'Total']);
    const rest = names.slice(0, -3);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/reviewer-summary-reports.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('category-summary').getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`category-summary-${dayIn(ZONE)}.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Category,Review,Reviewed,Responded,Additional,Updated,Closed,Total');
    expect(lines.at(-1)).toMatch(/^Total(,\d+){7}$/);

    // One organization's tree.
    await page
      .getByTestId('category-summary')
      .getByLabel('Organization')
      .selectOption({ label: '\u00a0\u00a0Northwind Europe' });
    await expect(categories.getByRole('rowheader').last()).toHaveText('Total');
  });
});

test('a delegate reviewer has no summary reports', async ({ page }) => {
  await signIn(page, 'delegate');
  await expect(sidebar(page).getByRole('link', { name: 'Rules and alerts' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Summary reports' })).toHaveCount(0);
  await page.goto('/reviewer/report-summary');
  await expect(page).toHaveURL('/reviewer/overview');
});

test('a reviewer opens the printable reviewer access report', async ({ page }) => {
  await signIn(page, 'reviewer');
  await sidebar(page).getByRole('link', { name: 'Reviewer access' }).click();
  await expect(page).toHaveURL('/reviewer/reviewer-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviewer access report' })).toBeVisible();
  const reviewers = page.getByRole('table', { name: 'Reviewers by organization' });
  await expect(reviewers.getByRole('row', { name: /Rita Reviewer/ })).toBeVisible();
  await expect(reviewers.getByRole('row', { name: /Dan Delegate/ })).toContainText('Yes');
  const access = page.getByRole('table', { name: 'Access by category' });
  await expect(access.getByRole('row', { name: /^Fraud/ })).toContainText('Rita Reviewer');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-access-report.png', fullPage: true });
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  // Printed, the page is the report alone: no app header, sidebar or Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Reviewer menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(reviewers).toBeVisible();
});

test("the category summary's organization picker stays while another organization's rows load or fail", async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/report-summary');
  const table = page.getByRole('table', { name: 'Category summary' });
  const picker = page.getByTestId('category-summary').getByLabel('Organization');
  await expect(table.getByRole('rowheader').last()).toHaveText('Total');
  // One organization's rows do not come: the network fails on the way.
  const oneOrganization = /category-summary\?.*orgId=/;
  await page.route(oneOrganization, (route) => route.abort());
  await picker.focus();
  await picker.selectOption({ label: '\u00a0\u00a0Northwind Europe' });
  const failure = page.getByTestId('category-summary').getByRole('alert');
  await expect(failure).toHaveText('The summary reports could not be loaded.');
  await expect(table).toHaveCount(0);
  await expect(page.getByTestId('category-summary').getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  await expect(picker).toBeFocused();
  await page.unroute(oneOrganization);
  await picker.selectOption({ label: 'All organizations' });
  await expect(table.getByRole('rowheader').last()).toHaveText('Total');
  await expect(failure).toHaveCount(0);
  await expect(picker).toBeFocused();
});

test('on a phone the wide tables of the insight pages scroll under the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/reviewer-access');
  // Seven columns of names, user names and addresses: wider than a phone in any font.
  const region = page.getByRole('region', { name: 'Reviewers by organization' });
  await expect(region.getByRole('table', { name: 'Reviewers by organization' })).toBeVisible();
  await expectScrollsUnderKeys(page, region);
  // The focus shows, drawn inside the region.
  expect(await region.evaluate((r) => getComputedStyle(r).outlineStyle)).toBe('solid');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/reviewer/report-summary');
  await expect(page.getByRole('region', { name: 'Category summary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Wide enough for the table, the region scrolls no more and is no stop for the keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: 'Category summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Category summary' })).toHaveCount(0);
});

test('a reviewer edits his profile: Save only once something changed', async ({ page }) => {
  await signIn(page, 'reviewer');
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/reviewer/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rita Reviewer');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-profile.png', fullPage: true });

  const department = `Compliance ${Date.now() % 10000}`;
  await page.getByLabel('Department').fill(department);
  await expect(save).toBeEnabled();
  await page.getByLabel('Primary phone').fill('call me');
  await expect(page.getByText('Use digits, spaces and + ( ) . / - only.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Primary phone').fill('+1 416 555 0100');
  await save.click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Department')).toHaveValue(department);
  await expect(page.getByLabel('Primary phone')).toHaveValue('+1 416 555 0100');
});

test('a reviewer without the dashboard has no landing page choice; a new language reloads the texts', async ({
  page,
}) => {
  await signIn(page, 'program-admin');
  await page.goto('/reviewer/profile');
  await expect(page.getByLabel('Department')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Règles et alertes' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Langue préférée').selectOption('en');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a reviewer creates an alert rule', async ({ page }) => {
  await signIn(page, 'reviewer');
  await sidebar(page).getByRole('link', { name: 'Rules and alerts' }).click();
  await expect(page).toHaveURL('/reviewer/notifications-and-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules and alerts' })).toBeVisible();
  // Earlier runs on the same database: start from none.
  while ((await page.getByRole('button', { name: /^Remove rule/ }).count()) > 0) {
    const before = await page.getByTestId('rule').count();
    await page
      .getByRole('button', { name: /^Remove rule/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Remove rule/ })
      .click();
    await expect(page.getByTestId('rule')).toHaveCount(before - 1);
  }
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('group', { name: 'Rule 1' });
  // Defaults: not viewed, submitted, any report (the sensitive choice: category 109 member).
  await expect(rule.getByLabel('Alert when a report is')).toHaveValue('1');
  await expect(rule.getByLabel('Reports')).toHaveValue('4');
  await expect(rule.getByLabel('Sensitivity')).toHaveValue('1');
  await expect(save).toBeDisabled();
  // Whole days from 1 to 365, kept as typed: a fraction or too many days is refused, not rewritten.
  const days = rule.getByLabel('Within (days)');
  for (const typed of ['1.5', '1,5', '-3', '1000', '0']) {
    await days.fill(typed);
    await days.press('Tab');
    await expect(days).toHaveValue(typed);
    await expect(rule.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
    await expect(save).toBeDisabled();
  }
  // The refusal under the days leaves the fields of the rule in one line.
  const top = async (field: Locator) => (await field.boundingBox())?.y;
  for (const field of [rule.getByLabel('Alert when a report is'), rule.getByLabel('Sensitivity')])
    expect(await top(field)).toBe(await top(days));
  await days.fill('3');
  await expect(rule.getByText('Enter a whole number of days from 1 to 365.')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('group', { name: 'Rule 2' }).getByLabel('Within (days)').fill('3');
  await expect(page.getByText('Two rules are identical. Change or remove one to save.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page
    .getByRole('group', { name: 'Rule 2' })
    .getByLabel('Alert when a report is')
    .selectOption('not responded to');
  await expect(page.getByRole('group', { name: 'Rule 2' })).toContainText('submitted or updated');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-rules-and-alerts.png', fullPage: true });
  await save.click();
  await expect(page.getByText('Your rules were saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('rule')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Rule 1' }).getByLabel('Within (days)')).toHaveValue('3');
  // Deleting a saved rule asks first, and keeps a rule added and not yet saved. The page is fresh:
  // this is the first question it asks.
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('group', { name: 'Rule 3' }).getByLabel('Within (days)').fill('5');
  await page.getByRole('button', { name: 'Remove rule 2' }).click();
  const question = (n: number) => page.getByRole('dialog', { name: `Remove rule ${n}?` });
  await expect(question(2)).toContainText('The rule is deleted at once, and you will get no more alerts from it.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-rule-remove-question.png' });
  await question(2).getByRole('button', { name: 'Remove rule 2' }).click();
  await expect(page.getByText('The rule was removed.')).toBeVisible();
  await expect(page.getByTestId('rule')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Rule 2' }).getByLabel('Within (days)')).toHaveValue('5');
  // Keep rule removes nothing, and gives the focus back to the trash button.
  await page.getByRole('button', { name: 'Remove rule 1' }).click();
  await question(1).getByRole('button', { name: 'Keep rule' }).click();
  await expect(question(1)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove rule 1' })).toBeFocused();
  await expect(page.getByTestId('rule')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('rule')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Rule 1' }).getByLabel('Within (days)')).toHaveValue('3');
  // A rule not yet saved goes without a question.
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('button', { name: 'Remove rule 2' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('rule')).toHaveCount(1);
});

test('a reviewer keeps at most 50 rules: once there are 50, Add rule says so and adds none', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'reviewer');
  await sidebar(page).getByRole('link', { name: 'Rules and alerts' }).click();
  const add = page.getByRole('button', { name: 'Add rule' });
  const rules = page.getByTestId('rule');
  const limit = page.getByRole('status').filter({ hasText: 'You can keep up to 50 rules. Remove one to add another.' });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  // From the keyboard, as fast as a person pressing Enter on the button.
  await add.focus();
  for (let n = 0; n < 60 && !(await limit.isVisible()); n++) await page.keyboard.press('Enter');
  await expect(rules).toHaveCount(50);
  await expect(limit).toBeVisible();
  await expect(add).toHaveAccessibleDescription('You can keep up to 50 rules. Remove one to add another.');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rules).toHaveCount(50);
  await expectNoSeriousA11yViolations(page);
  // The last rule was never saved: it goes without a question, and Add rule works again.
  await page.getByRole('button', { name: 'Remove rule 50' }).click();
  await expect(rules).toHaveCount(49);
  await expect(limit).toHaveCount(0);
  await add.click();
  await expect(rules).toHaveCount(50);
});

test('a reviewer outside category 109 gets no sensitivity choice', async ({ page }) => {
  await signIn(page, 'client-admin');
  await page.goto('/reviewer/notifications-and-alerts');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('group', { name: 'Rule 1' });
  await expect(rule.getByLabel('Within (days)')).toBeVisible();
  await expect(rule.getByLabel('Sensitivity')).toHaveCount(0);
});
