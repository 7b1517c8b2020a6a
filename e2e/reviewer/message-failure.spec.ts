import { expect, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { loseFirstAnswer } from '../support/lost-answers.ts';
import { signIn } from '../support/staff.ts';

test('a reviewer’s note whose answer was lost is sent again once, and shown once', async ({ page, browser }) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Fuel cards are used at weekends.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();
  const comments = await loseFirstAnswer(page, /^\/api\/report\/[^/]+\/comment$/);

  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  const box = page.getByRole('textbox', { name: 'Note for reviewers' });
  await box.fill('Ask the fleet office for the weekend logs.');
  await page.getByRole('button', { name: 'Send' }).click();
  // Saved, but no answer came: the reviewer is told, the text stays, and the report read again shows the note.
  await expect(page.getByText('Server not reachable')).toBeVisible();
  await expect(box).toHaveValue('Ask the fleet office for the weekend logs.');
  const note = page.getByTestId('comment').filter({ hasText: 'Ask the fleet office for the weekend logs.' });
  await expect(note).toHaveCount(1);
  // He looks elsewhere and comes back: the box holds his text still, and the same key with it.
  await page.getByRole('tab', { name: 'Report Details' }).click();
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await expect(box).toHaveValue('Ask the fleet office for the weekend logs.');
  // Sent again, it is answered with the note saved first.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message was saved.')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(comments).toHaveLength(2);
  expect(comments[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(comments[1]).toBe(comments[0]);

  await page.reload();
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await expect(page.getByRole('textbox', { name: 'Note for reviewers' })).toBeVisible();
  await expect(note).toHaveCount(1);
});

test('a reviewer’s unsent note is asked about before a reload would drop it', async ({ page, browser }) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Badges are lent at the gate.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  const box = page.getByRole('textbox', { name: 'Note for reviewers' });
  await box.fill('Compare the badge log with the rota.');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  // The browser asks; staying keeps the note.
  await page.evaluate(() => window.location.reload());
  expect(asked).toEqual(['beforeunload']);
  await expect(box).toHaveValue('Compare the badge log with the rota.');
  // Once it is sent, nothing is lost by a reload, and nothing is asked.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  await page.reload();
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: 'Compare the badge log with the rota.' })).toHaveCount(1);
  expect(asked).toEqual(['beforeunload']);
});

test('a note to the reporter on a report closed meanwhile is not asked about: it can no longer be sent', async ({
  page,
  browser,
}) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Keys are copied without a record.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await page.getByRole('textbox', { name: 'Message to the reporter' }).fill('Who keeps the key register?');
  const asked: string[] = [];
  // Accepted if asked, so the reload goes on and the test says what was asked.
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  // Closed from the additional information, where the close sends him first: the reporter's box is not on screen.
  const actions = page.getByRole('button', { name: 'Actions' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  await page
    .getByRole('dialog', { name: 'Additional information required' })
    .getByRole('button', { name: 'Open additional information' })
    .click();
  await page.getByRole('combobox', { name: /^Investigation outcome/ }).selectOption({ label: 'Substantiated' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit answers' })).toBeVisible();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Close report' }).click();
  const close = page.getByRole('dialog', { name: 'Close report' });
  await close.getByRole('radio', { name: 'Close now' }).check();
  await close.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message to the reporter' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
