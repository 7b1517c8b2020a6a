import type { TFlexFieldQuestion } from '@candor/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { asReporter, logIn, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

/** A reporter submits `text`; Rita signs in and opens the new report. */
async function openNewReport(page: Page, browser: Browser, text: string): Promise<string> {
  const referenceId = await asReporter(browser, (p) => submitReport(p, text));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();
  return referenceId;
}

/** A colleague's calls on the report, behind the screen that shows it: its address, headers and questions. */
async function meanwhile(page: Page, referenceId: string) {
  const headers = {
    'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  };
  const api = `/api/reviewer/report/${referenceId}`;
  const questions: TFlexFieldQuestion[] = (await (await page.request.get(api)).json()).reportFlexFieldQuestions;
  return { headers, api, questions };
}

/** Someone else answers the mandatory additional information and closes the report, behind the screens that show it. */
async function closeMeanwhile(page: Page, referenceId: string) {
  const { headers, api, questions } = await meanwhile(page, referenceId);
  const answers = questions
    .filter((q) => q.mandatory)
    .map((q) => {
      const [first] = q.potentialResponses;
      if (first) return { flexFieldId: q.questionId, responseId: first.responseId, value: first.value };
      return { flexFieldId: q.questionId, value: q.layout === 'singleCheckbox' ? 'true' : 'Done' };
    });
  expect((await page.request.put(`${api}/flex-field-responses`, { headers, data: answers })).status()).toBe(204);
  const closed = await page.request.post(`${api}/close-report`, { headers, data: { daysUntilClose: 0 } });
  expect(closed.status(), await closed.text()).toBe(204);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/reviewer-${name}.png`, fullPage: true });

test('a reviewer records involved individuals from the employee lookup, once each', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openNewReport(page, browser, 'A warehouse lead asked suppliers for gifts.');
  const section = page.getByRole('region', { name: 'Involved individuals' });
  await expect(section).toContainText('No involved individuals are recorded.');

  await section.getByRole('button', { name: 'Add involved individual' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add involved individual' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Find an employee' }).fill('dubo');
  await page.getByRole('option', { name: 'Marc Dubois (E10021)' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Employee ID/ })).toHaveValue('E10021');
  await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Marc');
  await expect(dialog.getByRole('textbox', { name: /^Location/ })).toHaveValue('Lyon');
  await expect(dialog.getByRole('combobox', { name: /^Role/ })).toHaveValue('Investigator');
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Witness' }).click();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'involved-modal');
  await save.click();
  const table = section.getByTestId('involved-individuals');
  await expect(table.getByRole('row', { name: /Marc Dubois/ })).toContainText('Witness');

  // The same employee cannot be added twice; names and employee id are required.
  await section.getByRole('button', { name: 'Add involved individual' }).click();
  dialog = page.getByRole('dialog', { name: 'Add involved individual' });
  await dialog.getByRole('combobox', { name: 'Find an employee' }).fill('E1002');
  await page.getByRole('option', { name: 'Marc Dubois (E10021)' }).click();
  await expect(dialog.getByText('The employee is already assigned')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Employee ID/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Employee ID/ }).fill('C-77');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Roux');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'involved-individuals');

  await table.getByRole('button', { name: 'Remove Marc Roux' }).click();
  await page
    .getByRole('dialog', { name: 'Remove involved individual' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Marc Dubois');
});

test('additional information: edit and view modes, the close warning and the closed-report rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openNewReport(page, browser, 'Overtime sheets were signed by the wrong manager.');
  await page.getByRole('tab', { name: 'Additional information' }).click();
  // No answers yet: edit mode; Save waits for a change and Cancel clears what is pending.
  const outcome = page.getByRole('combobox', { name: /^Investigation outcome/ });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await outcome.selectOption({ label: 'Partly substantiated' });
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome).toHaveValue('0');
  await expect(save).toBeDisabled();

  // Closing first asks for the mandatory answer.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  const warning = page.getByRole('dialog', { name: 'Additional information required' });
  await expect(warning).toContainText('needs an answer before the report can be closed');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'flex-warning');
  await warning.getByRole('button', { name: 'Open additional information' }).click();

  await outcome.selectOption({ label: 'Substantiated' });
  await page.getByRole('radio', { name: 'No' }).check();
  await save.click();
  await expect(page.getByRole('button', { name: 'Edit answers' })).toBeVisible();
  const answers = page.getByRole('tabpanel', { name: 'Additional information' });
  await expect(answers).toContainText('Substantiated');
  await expect(answers).toContainText('Legal counsel involved?');
  // A single checkbox left alone is unchecked, and mandatory though it is, it never blocks the close.
  await expect(answers.getByText('Reporter told of the outcome').locator('xpath=following-sibling::*[1]')).toHaveText(
    'No',
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'flex-view');

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  const close = page.getByRole('dialog', { name: 'Close report' });
  await close.getByRole('radio', { name: 'Close now' }).check();
  await close.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Involved individuals' }).getByRole('button', { name: 'Add involved individual' }),
  ).toHaveCount(0);

  // Closed: only the modifiable outcome can still change.
  await page.getByRole('tab', { name: 'Additional information' }).click();
  await page.getByRole('button', { name: 'Edit answers' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Legal counsel involved?' })).toHaveCount(0);
  await expect(page.getByText('These answers cannot be changed once the report is closed.')).toBeVisible();
  await outcome.selectOption({ label: 'Not substantiated' });
  await save.click();
  await expect(answers).toContainText('Not substantiated');
  await shot(page, 'flex-closed');
});

test("a colleague's additional information saved meanwhile stays when a reviewer saves his own", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'Scrap metal is sold for cash.');
  await page.getByRole('tab', { name: 'Additional information' }).click();
  const { headers, api, questions } = await meanwhile(page, referenceId);
  const outcome = questions.find((q) => q.question === 'Investigation outcome');
  const substantiated = outcome?.potentialResponses.find((r) => r.value === 'Substantiated');
  const saved = await page.request.put(`${api}/flex-field-responses`, {
    headers,
    data: [{ flexFieldId: outcome?.questionId, responseId: substantiated?.responseId, value: 'Substantiated' }],
  });
  expect(saved.status()).toBe(204);
  // This screen still shows no outcome; its reviewer writes the corrective actions and saves.
  await page.getByRole('textbox', { name: 'Corrective actions' }).fill('The buyer was moved to another site.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answers = page.getByRole('tabpanel', { name: 'Additional information' });
  await expect(page.getByRole('button', { name: 'Edit answers' })).toBeVisible();
  await expect(answers).toContainText('The buyer was moved to another site.');
  await expect(answers).toContainText('Substantiated');
});

test("back on the report's browser tab, the reviewer reads what the reporter wrote meanwhile", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'Petty cash is counted by one person.');
  await asReporter(browser, async (reporter) => {
    await logIn(reporter, referenceId);
    await reporter.getByRole('textbox', { name: 'Your message' }).fill('The count sheet is signed the next day.');
    await reporter.getByRole('button', { name: 'Send' }).click();
    // In the dialogue, once stored: the box holds the typed text until then, and closing the page would drop the send.
    await expect(
      reporter.getByTestId('dialogue-comment').filter({ hasText: 'The count sheet is signed the next day.' }),
    ).toBeVisible();
  });
  await expect(page.getByText('The count sheet is signed the next day.')).toHaveCount(0);
  // The reviewer comes back to this tab: the report is read again, as a refresh and not as a new view.
  const reread = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/reviewer/report/${referenceId}`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(new URL((await reread).url()).searchParams.get('isRefresh')).toBe('true');
  await expect(page.getByText('The count sheet is signed the next day.')).toBeVisible();

  // A reading again that fails (the connection dropped) keeps the report and what is being typed.
  const reply = page.getByRole('textbox', { name: 'Message to the reporter' });
  await reply.fill('Who countersigns the sheet?');
  await page.route(`**/api/reviewer/report/${referenceId}?*`, (route) => route.abort());
  // The failed read is written to the console as it is handled.
  const failed = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource'),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await failed;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();
  await expect(page.getByText('The report could not be loaded.')).toHaveCount(0);
  await expect(reply).toHaveValue('Who countersigns the sheet?');
});

test('a message refused because the report closed meanwhile is said, and the report is read again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'The night shift signs for hours not worked.');
  await closeMeanwhile(page, referenceId);

  const typed = 'Could you tell us which weeks this happened?';
  await page.getByRole('textbox', { name: 'Message to the reporter' }).fill(typed);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Message to the reporter' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This report is closed: nothing more can be added to it.')).toBeVisible();
  await expect(page.getByText('Your message was saved.')).toHaveCount(0);
  // Read again: the report shows it is closed, and no message box to the reporter is offered any more.
  await expect(page.getByRole('textbox', { name: 'Message to the reporter' })).toHaveCount(0);
  await shot(page, 'message-refused');
});

test('a case action refused because the report closed meanwhile says so, and the report is read again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'Overtime is paid for days off.');
  await expect(page.getByText('Closed', { exact: true })).toHaveCount(0);
  await closeMeanwhile(page, referenceId);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'Report name' }).fill('Overtime on days off');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This report is closed: nothing more can be added to it.')).toBeVisible();
  await expect(page.getByText('The report name could not be saved.')).toHaveCount(0);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await shot(page, 'action-refused');
});

test('a link a colleague removed meanwhile is gone as asked, and the links added with it are saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'Two suppliers share one bank account.');
  const { headers, api } = await meanwhile(page, referenceId);
  expect((await page.request.post(`${api}/linkReports`, { data: { referenceId: '1' }, headers })).status()).toBe(204);
  await page.reload();
  const linked = page.getByTestId('summary-linkedReports');
  await expect(linked).toContainText('1 (');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Link reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link reports' });
  await dialog.getByRole('button', { name: /^Remove link to 1 / }).click();
  await dialog.getByRole('textbox', { name: 'Report ID or number' }).fill('2');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(/^2 \(\w{12}\)$/)).toBeVisible();
  expect((await page.request.delete(`${api}/linkReports`, { data: { referenceId: '1' }, headers })).status()).toBe(204);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(linked).toContainText('2 (');
  await expect(linked).not.toContainText('1 (');
  await expect(page.getByText('No report with this ID or number was found.')).toHaveCount(0);
});

test('a scheduled close can be cancelled while a mandatory answer is missing; only closing now waits for it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'A contractor bills hours nobody worked.');
  const { headers, api, questions } = await meanwhile(page, referenceId);
  const mandatory = questions.filter((q) => q.mandatory && q.layout !== 'singleCheckbox');
  const answers = mandatory.map((q) => ({
    flexFieldId: q.questionId,
    responseId: q.potentialResponses[0]?.responseId,
    value: q.potentialResponses[0]?.value ?? 'Done',
  }));
  expect((await page.request.put(`${api}/flex-field-responses`, { headers, data: answers })).status()).toBe(204);
  const scheduled = await page.request.post(`${api}/close-report`, { headers, data: { daysUntilClose: 15 } });
  expect(scheduled.status(), await scheduled.text()).toBe(204);
  // The answer is taken back after the close was scheduled.
  const cleared = mandatory.map((q) => ({ flexFieldId: q.questionId, value: '' }));
  expect((await page.request.put(`${api}/flex-field-responses`, { headers, data: cleared })).status()).toBe(204);
  await page.reload();
  await expect(page.getByTestId('summary-scheduledClose')).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  const close = page.getByRole('dialog', { name: 'Close report' });
  await expect(close.getByRole('radio', { name: 'Cancel the scheduled close' })).toBeChecked();
  await expect(close.getByRole('radio', { name: 'Close now' })).toBeDisabled();
  await expect(close).toContainText('needs an answer before the report can be closed');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'close-awaiting-answer');
  await close.getByRole('button', { name: 'OK' }).click();
  await expect(close).toHaveCount(0);
  await expect(page.getByTestId('summary-scheduledClose')).toHaveCount(0);
  // With nothing scheduled, Close warns first, as before.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  await expect(page.getByRole('dialog', { name: 'Additional information required' })).toBeVisible();
});

test('additional information refused because the report closed meanwhile says so, and the report is read again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referenceId = await openNewReport(page, browser, 'Forklift checks are signed without being done.');
  await closeMeanwhile(page, referenceId);
  // This screen still shows the report open: its reviewer answers a question that a closed report keeps as it is.
  await page.getByRole('tab', { name: 'Additional information' }).click();
  await page.getByRole('textbox', { name: 'Corrective actions' }).fill('Checks are now countersigned.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This report is closed: nothing more can be added to it.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
});

for (const [what, write] of [
  [
    'message',
    (reporter: Page) => reporter.getByRole('textbox', { name: 'Your message' }).fill('It was also the case in March.'),
  ],
  [
    'file alone',
    async (reporter: Page) => {
      await reporter.getByRole('button', { name: 'Add files (optional)' }).click();
      await reporter
        .getByLabel('Choose files')
        .setInputFiles({ name: 'fuel-log.txt', mimeType: 'text/plain', buffer: Buffer.from('Saturday, Sunday') });
    },
  ],
] as const) {
  test(`a reporter's ${what} refused because the report closed meanwhile is said, and his page shows it closed`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const referenceId = await openNewReport(page, browser, 'Fuel cards are used on weekends.');
    await asReporter(browser, async (reporter) => {
      await logIn(reporter, referenceId);
      await closeMeanwhile(page, referenceId);
      await write(reporter);
      await reporter.getByRole('button', { name: 'Send' }).click();
      await expect(reporter.getByText('This report is closed: nothing more can be added to it.')).toBeVisible();
      await expect(reporter.getByText('Your report could not be updated. Please try again.')).toHaveCount(0);
      // Read again: closed, and no message box offered any more.
      await expect(reporter.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
      await expect(reporter.getByText('A closed report can no longer receive messages or files')).toBeVisible();
    });
  });
}

test('a reviewer edits his note as he typed it, then deletes it, and the dialogue says who did', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openNewReport(page, browser, 'Stock counts were changed after audits.');
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await page.getByRole('textbox', { name: 'Note for reviewers' }).fill('Tom & Jerry: 5 > 3');
  await page.getByRole('button', { name: 'Send' }).click();
  const note = page.getByText('Tom & Jerry: 5 > 3', { exact: true });
  await expect(note).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit comment' });
  const box = dialog.getByRole('textbox', { name: 'Message' });
  // The box holds the note as typed, not its stored escapes, and keeps the composer's limit.
  await expect(box).toHaveValue('Tom & Jerry: 5 > 3');
  await expect(box).toHaveAttribute('maxlength', '10000');
  await expectNoSeriousA11yViolations(page);
  await box.fill('\u200b ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await box.fill('Tom & Jerry: 5 > 4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Tom & Jerry: 5 > 4', { exact: true })).toBeVisible();
  await expect(note).toHaveCount(0);

  // A box full when it opens says nothing was left out until something is.
  const full = dialog.getByRole('alert').filter({ hasText: 'This box is full: it holds 10,000 characters.' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await box.fill('z'.repeat(10_000));
  await expect(full).toBeVisible();
  // The box stops growing and scrolls, so the line and the dialog's buttons stay on the screen.
  await expect(full).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(box).toHaveValue('z'.repeat(10_000));
  await expect(dialog.getByText('This box is full')).toHaveCount(0);
  await box.press('End');
  await box.press('y');
  await expect(full).toBeVisible();
  await expect(box).toHaveValue('z'.repeat(10_000));
  await box.press('Control+A');
  await box.press('Backspace');
  await expect(full).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete comment' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This comment was deleted by Rita Reviewer.')).toBeVisible();
  // The Delete button has gone with the comment's text: the comment, which stays, keeps the focus.
  await expect(
    page.getByTestId('comment').filter({ hasText: 'This comment was deleted by Rita Reviewer.' }),
  ).toBeFocused();
  await expect(page.getByText('Tom & Jerry: 5 > 4', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});

test('the last Show more of a dialogue hands the focus to the first row it showed', async ({ page, browser }) => {
  const referenceId = await openNewReport(page, browser, 'Eleven notes are written about this report.');
  const { headers } = await meanwhile(page, referenceId);
  for (let n = 1; n <= 11; n++) {
    const note = { commentText: `Note ${n} of 11`, isQuestion: false, hidden: true, taggedReviewers: [] };
    const sent = await page.request.post(`/api/report/${referenceId}/comment`, {
      headers: { ...headers, 'Idempotency-Key': `show-more-${referenceId}-${n}` },
      data: note,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Reviewer Actions' });
  await panel.getByText('Dialogue', { exact: true }).click();
  const notes = panel.getByTestId('comment');
  await expect(notes).toHaveCount(10);
  const more = panel.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(notes).toHaveCount(11);
  await expect(more).toHaveCount(0);
  // Newest first: the eleventh row is the first note written.
  await expect(notes.nth(10)).toContainText('Note 1 of 11');
  await expect(notes.nth(10)).toBeFocused();
  await page.screenshot({ path: 'test-results/dialogue-show-more-focus.png' });
});
