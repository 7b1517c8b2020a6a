import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { asReporter, logIn, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/reviewer-${name}.png`, fullPage: true });

test('a reviewer asks the reporter a question, reads the answer and tags a colleague', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Invoices from one supplier were paid twice.'));

  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^Report \\d+ \\(${referenceId}\\)$`) });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('report-text')).toHaveText('Invoices from one supplier were paid twice.');
  // An answer under 12 characters sits in a small box, not across the page (spec 001 §5).
  const answer = page.getByTestId('answer').filter({ hasText: /^Employee$/ });
  const [answerBox, textBox] = [await answer.boundingBox(), await page.getByTestId('report-text').boundingBox()];
  expect(answerBox!.width).toBeLessThan(textBox!.width / 3);
  await expect(page.getByTestId('summary-organization')).toHaveText('Northwind Group');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'report-details');

  // A question to the reporter, confirmed first. It needs words: files alone answer him.
  const asks = page.getByRole('checkbox', { name: 'This message asks the reporter a question' });
  await expect(asks).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message to the reporter' }).fill('Which months were paid twice?');
  await asks.check();
  // What is typed survives a look at another tab.
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await page.getByRole('tab', { name: 'Report Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Message to the reporter' })).toHaveValue(
    'Which months were paid twice?',
  );
  await expect(asks).toBeChecked();
  await page.getByRole('button', { name: 'Send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Message to the reporter' });
  await expect(confirm).toContainText('This information will be seen by the Reporter. Do you want to continue?');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const question = page.getByTestId('comment').filter({ hasText: 'Which months were paid twice?' });
  await expect(question.getByText('Question', { exact: true })).toBeVisible();
  // The badge that marks a question must be readable (axe: colour contrast).
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('Additional information', { exact: true }).first()).toBeVisible();

  // The reporter answers.
  await asReporter(browser, async (p) => {
    await logIn(p, referenceId);
    await expect(p.getByText('Which months were paid twice?')).toBeVisible();
    await p.getByRole('textbox', { name: 'Your message' }).fill('March and April.');
    await p.getByRole('button', { name: 'Send' }).click();
    await expect(p.getByTestId('dialogue-comment').filter({ hasText: 'March and April.' })).toBeVisible();
  });
  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: 'March and April.' })).toContainText('Reporter');

  // A note for reviewers that tags a colleague.
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await page.getByRole('textbox', { name: 'Note for reviewers' }).fill('Please check the supplier ledger.');
  // Keyboard only: focus the tag list, open it, pick the first colleague.
  await page.getByRole('combobox', { name: 'Tag reviewers' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox', { name: 'Tag reviewers' }).getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send' }).click();
  const note = page.getByTestId('comment').filter({ hasText: 'Please check the supplier ledger.' });
  await expect(note).toContainText('Tagged:');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'reviewer-actions');
});

test('a reviewer links, renames, moves, schedules then closes a report, exports and prints it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await asReporter(browser, (p) =>
    submitReport(p, 'A supplier invoice was approved without an order.'),
  );
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^Report \\d+ \\(${referenceId}\\)$`) });
  await expect(heading).toBeVisible();
  // Opened by its number (spec 001 §2), the report shows every action's result as well.
  const sequentialId = /^Report (\d+) /.exec((await heading.textContent()) ?? '')?.[1];
  await page.goto(`/reviewer/report-details/${sequentialId}`);
  await expect(heading).toBeVisible();
  const actions = () => page.getByRole('button', { name: 'Actions' });
  await actions().click();
  // The open menu holds only its items, as a menu must (axe: aria-required-children).
  await expect(page.getByRole('menuitem', { name: 'Link reports' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Link reports' }).click();
  const link = page.getByRole('dialog', { name: 'Link reports' });
  const linkId = link.getByRole('textbox', { name: 'Report ID or number' });
  await linkId.fill(referenceId);
  await expect(link.getByText('A report cannot be linked to itself.')).toBeVisible();
  await expect(link.getByRole('button', { name: 'Add' })).toBeDisabled();
  // A report that does not exist is refused when added, in the spec's words, and never held.
  await linkId.fill('999999');
  await link.getByRole('button', { name: 'Add' }).click();
  await expect(link.getByText('No report with this ID or number was found.')).toBeVisible();
  await expect(link.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Added by its number, a report is held by both its ids: its reference ID is then refused as pending.
  await linkId.fill('1');
  await link.getByRole('button', { name: 'Add' }).click();
  const held = link.getByText(/^1 \(\w{12}\)$/);
  await expect(held).toBeVisible();
  await linkId.fill(/\((\w{12})\)/.exec((await held.textContent()) ?? '')?.[1] ?? '');
  await expect(link.getByText('This report is already linked.')).toBeVisible();
  await page.screenshot({ path: 'test-results/link-dialog.png' });
  await link.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('summary-linkedReports')).toContainText('1 (');

  await actions().click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await expect(rename.getByText('Maximum 50 characters.')).toHaveCount(1);
  await rename.getByRole('textbox', { name: 'Report name' }).fill('x'.repeat(51));
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The limit is said once, now as the error.
  await expect(rename.getByText('Maximum 50 characters.')).toHaveCount(1);
  await rename.getByRole('textbox', { name: 'Report name' }).fill('Duplicate supplier payments');
  // The report reloads after the action as a refresh (spec 001 §7 isRefresh): the reviewer did not open it again.
  const reload = page.waitForRequest((r) => /\/api\/reviewer\/report\/[^/?]+\?/.test(r.url()));
  await rename.getByRole('button', { name: 'Save' }).click();
  expect(new URL((await reload).url()).searchParams.get('isRefresh')).toBe('true');
  await expect(page.getByTestId('summary-reportName')).toHaveText('Duplicate supplier payments');

  await actions().click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move' });
  await expect(move.getByRole('button', { name: 'Move report' })).toBeDisabled();
  await move.getByRole('combobox', { name: 'Organization' }).click();
  await expect(page.getByRole('listbox', { name: 'Organization' })).toBeVisible();
  // A dropdown is at most 400 px high (spec 001 §9).
  expect(await page.getByRole('listbox', { name: 'Organization' }).evaluate((e) => getComputedStyle(e).maxHeight)).toBe(
    '400px',
  );
  // The dialog does not clip the list: its last option is what a click at the option's centre reaches.
  const lastOrganization = page.getByRole('listbox', { name: 'Organization' }).getByRole('option').last();
  expect(
    await lastOrganization.evaluate((option) => {
      const box = option.getBoundingClientRect();
      return option.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox', { name: 'Organization' })).toBeHidden();
  await move.getByRole('combobox', { name: 'Category' }).click();
  await move.getByRole('option', { name: 'Health and safety' }).click();
  await move.getByRole('button', { name: 'Move report' }).click();
  await expect(page.getByTestId('summary-category')).toHaveText('Health and safety');

  // Closing waits for the mandatory additional information, which the warning opens.
  await actions().click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  const warning = page.getByRole('dialog', { name: 'Additional information required' });
  await warning.getByRole('button', { name: 'Open additional information' }).click();
  await expect(page.getByRole('tab', { name: 'Additional information' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: /^Investigation outcome/ }).selectOption({ label: 'Substantiated' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit answers' })).toBeVisible();

  // Schedule the close (15 days by default, 1 to 90), then close now.
  await actions().click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  let close = page.getByRole('dialog', { name: 'Close report' });
  // Preselected: a reflex OK leaves a close that can still be cancelled.
  await expect(close.getByRole('radio', { name: 'Schedule the close' })).toBeChecked();
  const days = close.getByRole('textbox', { name: 'Days until the report closes' });
  await expect(days).toHaveValue('15');
  await days.fill('91');
  await expect(close.getByRole('button', { name: 'OK' })).toBeDisabled();
  // The limits are said once: as the error now, no longer as the hint too.
  await expect(close.getByText('Enter a number between 1 and 90')).toHaveCount(1);
  // Leaving the field keeps what was typed: nothing is clamped to 90 behind the reviewer's back.
  await days.press('Tab');
  await expect(days).toHaveValue('91');
  await expect(close.getByRole('button', { name: 'OK' })).toBeDisabled();
  // Whole days only: a fraction is refused as it stands, not read as another number.
  await days.fill('1.5');
  await expect(days).toHaveValue('1.5');
  await expect(close.getByRole('button', { name: 'OK' })).toBeDisabled();
  // "1,5" arriving at once (a paste, dictation) stays too: it used to lose its comma and read 15.
  await days.fill('1,5');
  await expect(days).toHaveValue('1,5');
  await expect(close.getByRole('button', { name: 'OK' })).toBeDisabled();
  // A minus sign is kept too: "-3" is refused, not read as 3 days.
  await days.fill('-3');
  await expect(days).toHaveValue('-3');
  await expect(close.getByRole('button', { name: 'OK' })).toBeDisabled();
  await days.fill('30');
  await close.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('summary-scheduledClose')).toBeVisible();
  await actions().click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  close = page.getByRole('dialog', { name: 'Close report' });
  await expect(close.getByRole('radio', { name: 'Cancel the scheduled close' })).toBeChecked();
  await close.getByRole('radio', { name: 'Close now' }).check();
  await close.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message to the reporter' })).toHaveCount(0);
  // A closed report keeps Close in its menu, disabled (spec 001 §4).
  await actions().click();
  await expect(page.getByRole('menuitem', { name: 'Close report' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // Its reporter may read it but no longer change it: those pages lead back to the summary (spec 000 §2).
  await asReporter(browser, async (p) => {
    await logIn(p, referenceId);
    for (const path of ['/reporter/email', '/reporter/email/setup-email', '/reporter/change-password']) {
      await p.goto(path);
      await expect(p).toHaveURL('/reporter/report-summary');
      await expect(p.getByRole('heading', { level: 1, name: 'Report status' })).toBeVisible();
    }
  });

  // Export to Excel (spec 001 §2) and the single-report CSV download; the CSV is asked for with
  // the spec's parameters (§7) …
  const csvRequest = page.waitForRequest(/\/api\/reviewer\/report-search\/export-single\?/);
  const exports = [
    [() => page.getByRole('button', { name: 'Export to Excel' }).click(), '.xlsx'],
    [
      async () => {
        await page.getByRole('button', { name: 'More export formats' }).click();
        await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
      },
      '.csv',
    ],
  ] as const;
  for (const [start, ext] of exports) {
    const downloading = page.waitForEvent('download');
    await start();
    const file = await downloading;
    expect(file.suggestedFilename().endsWith(ext)).toBe(true);
    expect((await readFile((await file.path()) ?? '')).length).toBeGreaterThan(0);
  }
  // … and the browser's time zone, so that its times are on the reviewer's clocks.
  const csvQuery = new URL((await csvRequest).url()).searchParams;
  expect([...csvQuery.keys()].sort()).toEqual(['langKey', 'orgId', 'referenceId', 'timeZone']);
  expect(csvQuery.get('timeZone')).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));

  // Print: the print version opens the browser's print dialogue (headless Chromium's own, which
  // returns at once and never fires afterprint), then returns to the report.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(`/reviewer/report-details/${referenceId}`);
});

test('the print version shows the report before it prints', async ({ page }) => {
  await signIn(page, 'reviewer');
  // A browser that cannot print: the print version stays on screen, to be looked at here.
  await page.addInitScript(() => {
    window.print = () => {
      throw new Error('no printer');
    };
  });
  // Without a report, the print version goes home.
  await page.goto('/reviewer/report-details/print');
  await expect(page).toHaveURL('/reviewer/overview');
  await page.goto('/reviewer/report-details/print/1');
  await expect(page.getByTestId('print-version')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report', exact: true })).toBeVisible();
  // The demo report answered no question: no empty heading for them.
  await expect(page.getByRole('heading', { name: 'Questions and answers' })).toHaveCount(0);
  // Every activity, printed: no views to choose, no Show more.
  await expect(page.getByTestId('print-version').getByRole('radio')).toHaveCount(0);
  await expect(page.getByTestId('print-version').getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'print');
  // Printed, the page is the report alone: no app header, banners, footer, reviewer bar or sidebar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Reviewer menu' })).toBeHidden();
  await expect(page.getByTestId('organization-badge')).toBeHidden();
  await expect(page.getByTestId('print-version')).toBeVisible();
  await shot(page, 'print-media');
});
