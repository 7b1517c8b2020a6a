import { expect, type Page, test } from '@playwright/test';
import { holdRoute } from '../support/held-route.ts';
import { closeAndStay, closeWithoutQuestion } from '../support/tab-close.ts';
import {
  acceptAgreement,
  chooseOrganization,
  nextButton,
  passwordInput,
  REPORT_PASSWORD,
  setPasswordAndSubmit,
} from './reporter-flow.ts';

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

  /** Files a report with one file, whose upload is held until `release` is called. */
  async function fileWithHeldUpload(page: Page) {
    await page.getByLabel('Choose files').setInputFiles([file('dock-photo.txt', 'a slow upload')]);
    await page.getByRole('radio', { name: 'Employee', exact: true }).check();
    await nextButton(page).click();
    const { release } = await holdRoute(page, /\/attachment-new-report/);
    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await passwordInput(page, 'Confirm password').fill(REPORT_PASSWORD);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByTestId('report-id')).toHaveText(/^[A-Za-z0-9]{12}$/);
    await expect(page.getByText('Sending your attachments…')).toBeVisible();
    // The bar (empty, at 0 %) comes once the upload loop runs, and holds the tab's question.
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    return release;
  }

  test('the report ID is shown as soon as the report is filed, and closing the tab asks first while its files are still sent', async ({
    page,
  }) => {
    const release = await fileWithHeldUpload(page);
    // Log in would open the report before its files are in: it waits for them.
    const logIn = page.getByRole('main').getByRole('button', { name: 'Log in' });
    await expect(logIn).toHaveCount(0);
    // Closing the tab would stop them: the browser asks first, and staying keeps the page.
    await closeAndStay(page);
    await expect(page.getByText('Sending your attachments…')).toBeVisible();
    release();
    await expect(logIn).toBeVisible();
    await expect(page.getByText('Sending your attachments…')).toHaveCount(0);
    await expect(page.getByTestId('unsaved-files')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'All your files were sent.' })).toBeVisible();
    // Once they are sent, the tab closes without a question.
    await closeWithoutQuestion(page);
  });

  test('files still sent when the reporter leaves by Check report status go on, and closing the tab still asks first', async ({
    page,
  }) => {
    const release = await fileWithHeldUpload(page);
    await page.getByRole('button', { name: 'Check report status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave this page' }).click();
    await expect(page).toHaveURL('/');
    await closeAndStay(page);
    const sent = page.waitForResponse(/\/attachment-new-report/);
    release();
    expect((await sent).ok()).toBe(true);
    // Once the page has taken the last file's answer, the tab closes without a question.
    await closeWithoutQuestion(page);
  });

  test('a double tap on Submit report on a slow phone files and uploads once', async ({ page }) => {
    await page.getByLabel('Choose files').setInputFiles([file('a.txt'), file('b.txt')]);
    await page.getByRole('radio', { name: 'Employee', exact: true }).check();
    await nextButton(page).click();
    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await passwordInput(page, 'Confirm password').fill(REPORT_PASSWORD);
    await passwordInput(page, 'Confirm password').blur();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/reporterapi\/(report|report\/[^/]+\/attachment-new-report)(\?|$)/.test(r.url()))
        posts.push(new URL(r.url()).pathname.replace(/report\/[^/]+\//, 'report/{id}/'));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByRole('button', { name: 'Submit report' }).dblclick();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('unsaved-files')).toHaveCount(0);
    expect(posts.sort()).toEqual([
      '/reporterapi/report',
      '/reporterapi/report/{id}/attachment-new-report',
      '/reporterapi/report/{id}/attachment-new-report',
    ]);
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
