import { expect, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

test('a reviewer sees the overview cards, folds them and finds them folded again', async ({ page }) => {
  // Warnings about the organization are the client admin's (spec 002 §1): a reviewer does not ask.
  const warningCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/warning') warningCalls.push(r.url());
  });
  await signIn(page, 'reviewer');
  const preferences = test.info().retry
    ? page.waitForResponse(
        (r) => r.url().endsWith('/api/users/reviewer/ui-preferences') && r.request().method() === 'GET',
      )
    : undefined;
  await page.goto('/reviewer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('organization-badge')).toBeVisible();
  if (preferences) {
    // The cards' state is kept for Rita on the server: a retry opens what a failed attempt folded.
    const saved = (await (await preferences).json()) as Record<string, boolean>;
    if (Object.values(saved).includes(false)) await page.getByRole('button', { name: 'Expand all' }).click();
  }
  const table = page.getByRole('table', { name: 'New and updated reports' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The sidebar says which page this is, to a screen reader too.
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Report search' })).not.toHaveAttribute('aria-current');
  // Northwind Group's reviewer reaches its subsidiaries: the table says whose each report is (spec 001 §2).
  await expect(table.getByRole('columnheader', { name: 'Organization' })).toBeVisible();
  // Status sorting: first descending, then ascending.
  const status = table.getByRole('columnheader', { name: 'Status' });
  await status.getByRole('button').click();
  await expect(status).toHaveAttribute('aria-sort', 'descending');
  await status.getByRole('button').click();
  await expect(status).toHaveAttribute('aria-sort', 'ascending');
  // The sort button takes the header cell's width, less its padding: a click anywhere across it sorts.
  const [cell, button] = await Promise.all([status.boundingBox(), status.getByRole('button').boundingBox()]);
  expect(button!.width).toBeGreaterThanOrEqual(cell!.width - 24);
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  // Four page buttons at a time, first and last above four pages (spec 001 §9).
  const total = Number((await page.getByText(/^1-\d+ of \d+$/).textContent())?.split(' of ')[1]);
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(4, pages));
  await expect(page.getByRole('button', { name: 'Last page' })).toHaveCount(pages > 4 ? 1 : 0);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(/^11-\d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  // Previous is disabled on the first page: the focus it had goes to the current page's button, not to the page.
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-overview.png', fullPage: true });
  expect(warningCalls).toEqual([]);
  await expect(page.getByRole('region', { name: 'Warnings about your organizations' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Collapse all' }).click();
  for (const name of ['Quick links', 'New and updated reports', 'Watched reports']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByRole('button', { name: 'Expand all' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Quick links', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Quick links', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Quick links', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByRole('button', { name: 'Collapse all' })).toBeVisible();
});

test('a client admin finds his organization’s warnings on the overview and goes to mend them', async ({ page }) => {
  await signIn(page, 'client-admin');
  const warnings = page.getByRole('region', { name: 'Warnings about your organizations' });
  // Only Rita reviews sensitive matters: one reviewer is fewer than the two a category needs.
  await expect(warnings.locator('[data-warning="MISSING_REVIEWERS"]')).toHaveText('Missing reviewers');
  await expect(warnings).toContainText('Northwind Group: Sensitive matter — active reviewers: 1');
  await expectNoSeriousA11yViolations(page);
  // On a phone the badge is read whole beside its details, not cut short.
  await page.setViewportSize({ width: 390, height: 844 });
  const label = warnings.locator('[data-warning="MISSING_REVIEWERS"] .mantine-Badge-label');
  await expect(label).toBeVisible();
  await expect.poll(() => label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/overview-warnings-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await warnings.getByRole('link', { name: 'Category access: Northwind Group' }).click();
  await expect(page).toHaveURL(/\/connects-admin\/organization\/\d+\/category-access$/);
  await expect(page.locator('[data-warning="MISSING_REVIEWERS"]')).toBeVisible();
});

test('the notification bell opens the feed and marks everything read', async ({ page, browser }) => {
  // A new report gives Rita an unread notification.
  await asReporter(browser, (p) => submitReport(p, 'Badges are shared at the loading dock.'));
  await signIn(page, 'reviewer');
  await page.goto('/reviewer/overview');
  // The unread count is seen whole: nothing covers or clips the top of its badge.
  const badge = page.getByTestId('notification-bell').locator('.mantine-Indicator-indicator');
  await expect(badge).toBeVisible();
  const seenAtTop = await badge.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 1));
  });
  expect(seenAtTop).toBe(true);
  await page.getByTestId('notification-bell').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Notifications', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/reviewer-notifications.png' });
  // Each of the alike buttons is said with the notification it marks.
  const first = dialog.getByRole('link').first();
  await expect(dialog.getByRole('button', { name: 'Mark as read', exact: true }).first()).toHaveAccessibleDescription(
    (await first.textContent()) ?? '',
  );
  const markAll = dialog.getByRole('button', { name: 'Mark all as read' });
  await markAll.click();
  await expect(markAll).toBeDisabled();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 0 unread');
});

test('/reviewer opens the overview; the header finds a report by number and lists the policy documents', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await page.goto('/reviewer');
  await expect(page).toHaveURL('/reviewer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Find a report' });
  const box = search.getByRole('textbox', { name: 'Find a report' });
  await box.fill('NOSUCHREPORT');
  await box.press('Enter');
  await expect(search.getByRole('alert')).toHaveText('No report with this ID or number was found.');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-header-search.png' });
  await box.fill('1');
  await search.getByRole('button', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(/\/reviewer\/report-details\/[A-Za-z0-9]{12}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Report 1 \(/ })).toBeVisible();

  await page.getByRole('button', { name: 'Help' }).click();
  const stored = page.getByRole('menuitem', { name: 'Code of Business Conduct.pdf' });
  await expect(stored).toHaveAttribute(
    'href',
    /^\/api\/external-docs\/\d+\/value\/Code%20of%20Business%20Conduct\.pdf$/,
  );
  await expect(page.getByRole('menuitem', { name: 'Speak-up policy' })).toHaveAttribute(
    'href',
    'https://www.northwind.example/speak-up-policy',
  );
  await expectNoSeriousA11yViolations(page);
});

test('Show more keeps the focus while rows remain, and the last one hands it to the first row it showed', async ({
  page,
}) => {
  const listed = page.waitForResponse((r) => r.url().includes('lookupType=watched'));
  await signIn(page, 'reviewer');
  const total: number = (await (await listed).json()).length;
  // The demo reviewer watches more reports than the list shows at first: four.
  expect(total).toBeGreaterThan(4);
  const watched = page.getByTestId('watched-reports');
  const rows = watched.getByTestId('report-row');
  const more = watched.getByRole('button', { name: 'Show more' });
  await expect(rows).toHaveCount(4);
  await more.focus();
  for (let shown = 4; shown < total; shown += 4) {
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(Math.min(shown + 4, total));
    if (shown + 4 < total) await expect(more).toBeFocused();
    else {
      await expect(more).toHaveCount(0);
      await expect(rows.nth(shown)).toBeFocused();
    }
  }
  await page.screenshot({ path: 'test-results/overview-show-more-focus.png', fullPage: true });
});
