import { expect, type Page, test } from '@playwright/test';
import { holdRoute } from '../support/held-route.ts';
import { loseFirstAnswer } from '../support/lost-answers.ts';
import { logIn, submitReport } from './reporter-flow.ts';

/** Picks one small text file in the status page's message box. */
async function attachFile(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add files (optional)' }).click();
  await page
    .getByLabel('Choose files')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('ledger lines') });
}

test('a message and its file whose answers were lost are sent again once each, and shown once', async ({ page }) => {
  const referenceId = await submitReport(page);
  await logIn(page, referenceId);
  const comments = await loseFirstAnswer(page, /\/reporterapi\/report\/[^/]+\/comment$/);
  const uploads = await loseFirstAnswer(page, /\/attachment-existing-report$/);
  const send = page.getByRole('button', { name: 'Send' });

  await page.getByRole('textbox', { name: 'Your message' }).fill('The second ledger is in the archive room.');
  await attachFile(page, 'archive-ledger.txt');
  // The server saved the message; its answer never came: the reporter is told, and sends again.
  await send.click();
  await expect(page.getByText('Your report could not be updated. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(
    'The second ledger is in the archive room.',
  );
  await send.click();
  // The message is answered with the one saved first; now the file's answer is lost.
  await expect(page.getByText('Not saved: archive-ledger.txt')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  // The report read again holds the file under its name: most likely this one, so not called a
  // duplicate of it, and it may be sent again.
  await expect(page.getByRole('link', { name: 'Download archive-ledger.txt' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('Upload failed.');
  await expect(page.getByRole('list', { name: 'Selected files' })).not.toContainText('already been added');
  await expect(send).toBeEnabled();
  await page.screenshot({ path: 'test-results/reporter-message-file-lost.png', fullPage: true });
  // Sent again, the file is answered as saved: it leaves the list.
  await send.click();
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(page.getByText('Your report has been updated.').last()).toBeVisible();

  expect(comments).toHaveLength(2);
  expect(comments[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(comments[1]).toBe(comments[0]);
  expect(uploads).toHaveLength(2);
  expect(uploads[1]).toBe(uploads[0]);
  expect(uploads[0]).not.toBe(comments[0]);

  await page.reload();
  const mine = page.getByTestId('dialogue-comment').filter({ hasText: 'The second ledger is in the archive room.' });
  await expect(mine).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Download archive-ledger.txt' })).toHaveCount(1);
  await expect(page.getByText('Not saved')).toHaveCount(0);
});

test('a file whose upload code never arrives is told not saved, and goes once the code comes', async ({ page }) => {
  await page.clock.install();
  const referenceId = await submitReport(page);
  await logIn(page, referenceId);
  const code = await holdRoute(page, /\/assets\/upload-attachment-[\w-]+\.js$/);
  const send = page.getByRole('button', { name: 'Send' });

  await attachFile(page, 'stalled-ledger.txt');
  await send.click();
  await code.arrived;
  // The script that sends files stalls: after two minutes the reporter is told, and may send again.
  await page.clock.fastForward('02:01');
  await expect(page.getByText('Not saved: stalled-ledger.txt')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('Upload failed.');
  await expect(send).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Download stalled-ledger.txt' })).toHaveCount(0);

  code.release();
  await send.click();
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(page.getByText('Your report has been updated.').last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download stalled-ledger.txt' })).toHaveCount(1);
});

test('a file whose sending code fails to load is told not saved, and goes when sent again', async ({ page }) => {
  const referenceId = await submitReport(page);
  await logIn(page, referenceId);
  await page.route(/\/assets\/send-in-turn-[\w-]+\.js$/, (route) => route.abort('connectionfailed'), { times: 1 });
  const send = page.getByRole('button', { name: 'Send' });

  await attachFile(page, 'unsent-ledger.txt');
  await send.click();
  await expect(page.getByText('Not saved: unsent-ledger.txt')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('Upload failed.');
  await expect(page.getByRole('link', { name: 'Download unsent-ledger.txt' })).toHaveCount(0);

  await send.click();
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(page.getByText('Your report has been updated.').last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download unsent-ledger.txt' })).toHaveCount(1);
});
