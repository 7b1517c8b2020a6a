import { expect, test } from '@playwright/test';
import { acceptAgreement, chooseOrganization, nextButton, setPasswordAndSubmit } from './reporter-flow.ts';

const file = (name: string, text = 'x') => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test.describe('attachments of a new report', () => {
  test.beforeEach(async ({ page }) => {
    await chooseOrganization(page, 'Northwind Toronto Office');
    await acceptAgreement(page);
    await page.getByRole('textbox', { name: 'Your report' }).fill('The loading dock is unsafe.');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  });

  test('flags duplicates, refused types and forbidden names, and re-checks duplicates on removal', async ({ page }) => {
    await page
      .getByLabel('Choose files')
      .setInputFiles([file('photo-notes.txt'), file('photo-notes.txt', 'y'), file('setup.exe'), file('-draft.txt')]);
    const list = page.getByRole('list', { name: 'Selected files' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).not.toContainText('This file will not be sent');
    await expect(items.nth(1)).toContainText('A file with this name has already been added.');
    await expect(items.nth(2)).toContainText('This type of file is not accepted.');
    await expect(items.nth(3)).toContainText('File names cannot start with a hyphen');

    await page.getByRole('button', { name: 'Remove photo-notes.txt' }).first().click();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('photo-notes.txt');
    await expect(items.nth(0)).not.toContainText('This file will not be sent');
  });

  test('a file refused for two reasons gives each on its own line', async ({ page }) => {
    await page.getByLabel('Choose files').setInputFiles([file('-setup.exe')]);
    const item = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
    await expect(item.getByText('This type of file is not accepted.', { exact: true })).toBeVisible();
    await expect(item.getByText(/^File names cannot start with a hyphen/)).toBeVisible();
  });

  test('a file name over 200 characters clears the attachments and says why', async ({ page }) => {
    await page.getByLabel('Choose files').setInputFiles([file('kept.txt')]);
    await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('kept.txt');
    const longest = `${'n'.repeat(196)}.txt`;
    expect(longest).toHaveLength(200);
    await page.getByLabel('Choose files').setInputFiles([file(longest)]);
    await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Choose files').setInputFiles([file(`n${longest}`)]);
    await expect(page.getByText(/File names can have at most 200 characters/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  });

  test('a file the server refuses is named on the result page, with the reason', async ({ page }) => {
    // A Windows program renamed: the screen accepts its name, the server reads its content.
    const program = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00program') };
    await page.getByLabel('Choose files').setInputFiles([file('dock-notes.txt'), program]);
    await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('radio', { name: 'Employee', exact: true }).check();
    await nextButton(page).click();
    await setPasswordAndSubmit(page);
    const unsaved = page.getByTestId('unsaved-files').getByRole('listitem');
    await expect(unsaved).toHaveText(['invoice.pdf: The content of this file does not match its type.']);
    await expect(page.getByRole('alert').filter({ has: page.getByTestId('unsaved-files') })).toContainText(
      'Some attachments could not be saved.',
    );
    await page.screenshot({ path: 'test-results/reporter-unsaved-files.png' });
  });
});
