import { expect, type Page, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn, signOut } from '../support/staff.ts';

/** Moves the open report to an organization, in category Fraud. */
async function moveTo(page: Page, organization: string) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move' });
  await move.getByRole('combobox', { name: 'Organization' }).click();
  await move.getByRole('option', { name: organization, exact: true }).click();
  await move.getByRole('combobox', { name: 'Category' }).click();
  await move.getByRole('option', { name: 'Fraud' }).click();
  await move.getByRole('button', { name: 'Move report' }).click();
  await expect(page.getByTestId('summary-organization')).toHaveText(organization);
  await expect(move).toHaveCount(0);
}

/** Moves the open report to Northwind Europe, whose delegates are eligible for its reports. */
const moveToEurope = (page: Page) => moveTo(page, 'Northwind Europe');

/** Opens the Delegate dialog of the open report. */
async function openDelegation(page: Page) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delegate' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Delegate' });
  await expect(dialog.getByRole('combobox', { name: 'Delegate reviewers' })).toBeVisible();
  return dialog;
}

/** Chooses Dan Delegate in an open Delegate dialog and saves. */
async function delegateToDan(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Delegate' });
  // A click on the list itself opens it, as the keyboard does in the case journey.
  await dialog.getByRole('combobox', { name: 'Delegate reviewers' }).click();
  await dialog.getByRole('option', { name: 'Dan Delegate' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('summary-delegates')).toHaveText('Dan Delegate');
}

test('the delegate of Northwind Europe opens the report delegated to him and no other', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const delegated = await asReporter(browser, (p) => submitReport(p, 'A manager asks the team to backdate invoices.'));
  const other = await asReporter(browser, (p) => submitReport(p, 'The fire exit on floor 2 is blocked.'));

  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${delegated}`);
  await moveToEurope(page);
  // The dialog asks who is eligible now; when that fails it says so, and offers the report's own list.
  await page.route(
    /\/api\/reviewer\/report\/[^/]+\/reviewer$/,
    (route) => route.fulfill({ status: 404, json: { message: 'error.notFound', status: 404 } }),
    { times: 1 },
  );
  await openDelegation(page);
  await expect(page.getByText('The reviewers who can be delegated could not be loaded.')).toBeVisible();
  await delegateToDan(page);
  await expect(page.getByText('Investigation', { exact: true }).first()).toBeVisible();
  // Linked to a report the delegate may not open.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const linked = await page.request.post(`/api/reviewer/report/${delegated}/linkReports`, {
    data: { referenceId: other },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(linked.status()).toBe(204);
  await signOut(page);

  await signIn(page, 'delegate');
  // The delegated report: readable, the delegate's notes, no message to the reporter, no case actions.
  await page.goto(`/reviewer/report-details/${delegated}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${delegated}\\)$`) })).toBeVisible();
  await expect(page.getByTestId('report-text')).toHaveText('A manager asks the team to backdate invoices.');
  // The linked report he may not open is greyed out and leads home, as in the lists (spec 001 §2).
  const unreachable = page.getByTestId('summary-linkedReports').getByRole('link', { name: new RegExp(other) });
  await expect(unreachable).toHaveAttribute('aria-disabled', 'true');
  await expect(unreachable).toHaveAttribute('href', '/');
  await expect(page.getByRole('textbox', { name: 'Message to the reporter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await expect(page.getByRole('textbox', { name: 'Note for reviewers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-delegate-details.png', fullPage: true });

  // Any other report stays out of reach, by address (the server refuses it, 403, and the page goes
  // home, as the spec has a link to an unauthorised report do) and by the header search.
  const refused = page.waitForResponse((r) => r.url().includes(`/api/reviewer/report/${other}`));
  await page.goto(`/reviewer/report-details/${other}`);
  expect((await refused).status()).toBe(403);
  await expect(page).toHaveURL('/reviewer/overview');
  const search = page.getByRole('search', { name: 'Find a report' });
  await search.getByRole('textbox', { name: 'Find a report' }).fill(other);
  await search.getByRole('textbox', { name: 'Find a report' }).press('Enter');
  await expect(search.getByText('You are not authorized to open this report.')).toBeVisible();

  // His overview lists delegated reports only: each one it links opens for him.
  await page.goto('/reviewer/overview');
  const table = page.getByTestId('new-and-updated');
  const links = table.getByRole('link');
  const count = await links.count();
  for (let i = 0; i < Math.min(count, 3); i += 1) {
    const href = (await links.nth(i).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/reviewer\/report-details\//);
    const res = await page.request.get(`/api/reviewer/report/${href.split('/').pop()}?isRefresh=true`);
    expect((await res.json()).delegates).toContain('Dan Delegate');
  }

  // Transcription is not his: its address, typed, leads back to his overview.
  await page.goto('/reviewer/transcribe-report');
  await expect(page).toHaveURL('/reviewer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a reviewer who moves a report out of his reach goes home, and the report is not asked for again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const moved = await asReporter(browser, (p) => submitReport(p, 'Medical files were left on the printer.'));

  // The program admin reviews every category but the sensitive one.
  await signIn(page, 'program-admin');
  await page.goto(`/reviewer/report-details/${moved}`);
  await expect(page.getByTestId('summary-category')).toBeVisible();
  const asked: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes(`/api/reviewer/report/${moved}`)) asked.push(r.status());
  });
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move' });
  await move.getByRole('combobox', { name: 'Category' }).click();
  await move.getByRole('option', { name: 'Sensitive matter' }).click();
  await move.getByRole('button', { name: 'Move report' }).click();
  await expect(page).toHaveURL(/^[^?]*\/reviewer\/(overview|dashboard)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});

test("Save in the Delegate dialog keeps a colleague's delegation made while it was open", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const id = await asReporter(browser, (p) => submitReport(p, 'Overtime is paid to people who did not work it.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${id}`);
  await moveToEurope(page);
  const dialog = await openDelegation(page);

  // Meanwhile, in another tab, a colleague delegates the report to Dan Delegate.
  const colleague = await page.context().newPage();
  await colleague.goto(`/reviewer/report-details/${id}`);
  await openDelegation(colleague);
  await delegateToDan(colleague);
  await colleague.close();

  // The first dialog is saved as it was opened, with no delegate chosen: it changes nothing.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('summary-delegates')).toHaveText('Dan Delegate');
  const saved = await page.request.get(`/api/reviewer/report/${id}/delegate-reviewer`);
  expect((await saved.json()).map((d: { name: string }) => d.name)).toEqual(['Dan Delegate']);
});

test('a delegate who stopped being eligible is named in the Delegate dialog and can be removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = await asReporter(browser, (p) => submitReport(p, 'Expense claims are approved by their claimants.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${id}`);
  await moveToEurope(page);
  await openDelegation(page);
  await delegateToDan(page);

  // Back in Northwind Group, where no delegate reviewer is a member: Dan Delegate is no longer eligible.
  await moveTo(page, 'Northwind Group');
  await expect(page.getByTestId('summary-delegates')).toHaveText('Dan Delegate');
  const dialog = await openDelegation(page);
  // His name on the chosen list (the closed option list holds it too, hidden).
  const dan = dialog.getByText('Dan Delegate', { exact: true }).filter({ visible: true });
  await expect(dan).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-delegate-no-longer-eligible.png' });
  await dialog.getByRole('combobox', { name: 'Delegate reviewers' }).focus();
  await page.keyboard.press('Backspace');
  await expect(dan).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('summary-delegates')).toHaveCount(0);
  const saved = await page.request.get(`/api/reviewer/report/${id}/delegate-reviewer`);
  expect(await saved.json()).toEqual([]);
});
