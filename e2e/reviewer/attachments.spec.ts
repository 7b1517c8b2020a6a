import { expect, test } from '@playwright/test';
import { asReporter, logIn, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

const file = (name: string, text = 'x') => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test('a reviewer sends files to the reporter and to colleagues under the attachment rules', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Cash from the canteen till goes missing.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();

  // To the reporter: a duplicate and a refused type are flagged and not sent; a file alone may be sent.
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByRole('button', { name: 'Attach files' }).click();
  // The drop zone takes the pressed button's place, and the keyboard's focus goes to its Choose files.
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
  await page
    .getByLabel('Choose files')
    .setInputFiles([file('till-count.csv'), file('till-count.csv', 'y'), file('run.exe')]);
  const items = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // A file over the size limit is not picked at all: an alert names it until the message is sent.
  await page.getByLabel('Choose files').setInputFiles([file('cctv-export.txt', 'x'.repeat(20_971_521))]);
  const sizeAlert = page.getByRole('alert').filter({ hasText: 'Files can be at most 20 MB. cctv-export.txt' });
  await expect(sizeAlert).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('A file with this name has already been added.');
  await expect(items.nth(2)).toContainText('This type of file is not accepted.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-attachments-pending.png', fullPage: true });
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Message to the reporter' });
  await expect(confirm).toContainText('This information will be seen by the Reporter.');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const sent = page.getByTestId('attachment').filter({ hasText: 'till-count.csv' });
  await expect(sent.getByRole('link', { name: 'till-count.csv' })).toBeVisible();
  // The refused files were never sent: they leave the list with the message.
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(sizeAlert).toHaveCount(0);
  await expect(page.getByText('Responded', { exact: true }).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await sent.getByRole('link', { name: 'till-count.csv' }).click();
  expect((await downloading).suggestedFilename()).toBe('till-count.csv');

  // Between reviewers: files with a tagged colleague and no text get a blank note.
  await page.getByRole('tab', { name: 'Reviewer Actions' }).click();
  await page.getByRole('combobox', { name: 'Tag reviewers' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox', { name: 'Tag reviewers' }).getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await page.getByLabel('Choose files').setInputFiles([file('interview-notes.txt')]);
  await page.getByRole('button', { name: 'Send' }).click();
  const note = page.getByTestId('comment').filter({ hasText: 'interview-notes.txt' });
  await expect(note).toContainText('Tagged:');
  // The same name again is a duplicate among the reviewers' files.
  await page.getByLabel('Choose files').setInputFiles([file('interview-notes.txt')]);
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText(
    'A file with this name has already been added.',
  );
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/reviewer-attachments-notes.png', fullPage: true });
  // A file is deleted for good only once its author confirms.
  await note.getByRole('button', { name: 'Delete interview-notes.txt' }).click();
  const deleteFile = page.getByRole('dialog', { name: 'Delete file' });
  await expect(deleteFile).toContainText('Delete interview-notes.txt? It can no longer be downloaded.');
  await expectNoSeriousA11yViolations(page);
  await deleteFile.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'interview-notes.txt' })).toBeVisible();
  await note.getByRole('button', { name: 'Delete interview-notes.txt' }).click();
  await deleteFile.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('link', { name: 'interview-notes.txt' })).toHaveCount(0);
  // The trash button has gone with the file: the note it belonged to takes the focus.
  await expect(page.getByTestId('comment').filter({ hasText: 'Tagged:' })).toBeFocused();
  // The reviewers' log says who deleted it.
  await expect(page.getByTestId('log').filter({ hasText: / deleted a file$/ })).toHaveCount(1);
  // So is the note, and the dialogue then says who deleted it.
  await page.getByTestId('comment').filter({ hasText: 'Tagged:' }).getByRole('button', { name: 'Delete' }).click();
  const deleteNote = page.getByRole('dialog', { name: 'Delete comment' });
  await expect(deleteNote).toContainText('Delete this comment? The dialogue will say who deleted it.');
  await deleteNote.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/^This comment was deleted by /)).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: /This comment was deleted by / })).toBeFocused();

  // The server refuses a file whose content is not what its name says: a warning counts the
  // files not saved (spec 001 §8), and the refused one stays in the list with its reason.
  await page.getByRole('button', { name: 'Remove interview-notes.txt' }).click();
  await page.getByRole('textbox', { name: 'Note for reviewers' }).fill('Minutes of the till count.');
  await page.getByLabel('Choose files').setInputFiles([file('till.pdf', 'not a pdf'), file('minutes.txt')]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Files not saved: 1 of 2')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('till.pdf');
  await expect(page.getByRole('link', { name: 'minutes.txt' })).toBeVisible();

  // The reporter sees the file sent to him, never the reviewers' one.
  await asReporter(browser, async (p) => {
    await logIn(p, referenceId);
    await expect(p.getByText('till-count.csv').first()).toBeVisible();
    await expect(p.getByText('interview-notes.txt')).toHaveCount(0);
  });
});

test('files sent together answer the reporter once, though the first of them is refused', async ({ page, browser }) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'Fuel cards are used at weekends.'));
  await signIn(page, 'reviewer');
  await page.goto(`/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${referenceId}\\)$`) })).toBeVisible();
  await page.getByRole('button', { name: 'Attach files' }).click();
  // A PDF by its name only: the server reads its first bytes and refuses it.
  await page.getByLabel('Choose files').setInputFiles([file('fuel-log.pdf', 'not a pdf'), file('fuel-log.txt')]);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Message to the reporter' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('attachment').filter({ hasText: 'fuel-log.txt' })).toBeVisible();
  await expect(page.getByText('Responded', { exact: true }).first()).toBeVisible();
});
