import { expect, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { loseFirstAnswer } from '../support/lost-answers.ts';
import { followUpWebReport, openAsReviewer } from './hotline-flow.ts';

test('what a caller adds, whose answer was lost, is sent again once and shown once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Overtime is signed for shifts never worked.'));
  await openAsReviewer(browser, referenceId);
  await followUpWebReport(page, referenceId);
  const keys = await loseFirstAnswer(page, /^\/api\/report\/[^/]+\/comment$/);

  const addition = page.getByRole('textbox', { name: 'What the caller adds or asks' });
  await addition.fill('It began with the new roster in May.');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  // Saved, but no answer came: the agent is told, and the caller's words stay in the box.
  await expect(page.getByText('Your report could not be updated. Please try again.')).toBeVisible();
  await expect(addition).toHaveValue('It began with the new roster in May.');
  // Sent again, it is answered with the words saved first, and the dialogue shows them once.
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(addition).toHaveValue('');
  const added = page.getByTestId('dialogue-comment').filter({ hasText: 'It began with the new roster in May.' });
  await expect(added).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Status' })).toBeVisible();
  await expect(added).toHaveCount(1);
});
