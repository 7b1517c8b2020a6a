import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptAgreement,
  chooseOrganization,
  fillNorthwindGroupReport,
  logIn,
  nextButton,
  passwordInput,
  REPORT_PASSWORD,
  setPasswordAndSubmit,
  submitReport,
} from './reporter-flow.ts';

const evidence = {
  name: 'evidence-notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Invoice 4471 was paid twice.\n'),
};

/**
 * The bytes of a file the reporter downloads. The browser's list of downloads shows a `blob:`
 * address, not the call's, which holds the report ID.
 */
async function downloadedBytes(page: Page, linkName: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  expect(download.url()).toMatch(/^blob:/);
  expect(download.suggestedFilename()).toBe(linkName.replace(/^Download /, ''));
  return readFile((await download.path())!);
}

test.describe('reporter journey', () => {
  test('submits a report with branching answers and a file, then logs in with the credentials shown', async ({
    page,
  }) => {
    await chooseOrganization(page, 'Northwind Group');
    await acceptAgreement(page);
    await fillNorthwindGroupReport(page, 'Invoices were <b>altered</b> before the audit.');

    const raisedWith = page.getByRole('combobox', { name: 'Who did you raise it with?' });
    const describeRole = page.getByRole('textbox', { name: /describe the role of the person/ });
    await expect(raisedWith).toBeHidden();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(raisedWith).toBeVisible();
    await expect(describeRole).toBeHidden();
    await raisedWith.selectOption({ label: 'Someone else' });
    await expect(describeRole).toBeVisible();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(raisedWith).toBeHidden();
    await expect(describeRole).toBeHidden();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await raisedWith.selectOption({ label: 'Someone else' });
    // The box stops at the server's limit for an answer (4,000 characters).
    await describeRole.fill('x'.repeat(4001));
    await expect(describeRole).toHaveValue('x'.repeat(4000));
    // The browser drops the rest without a word: the box says it is full, and says it out loud.
    const full = page.getByRole('alert').filter({ hasText: 'This box is full: it holds 4,000 characters.' });
    await expect(full).toHaveText(
      'This box is full: it holds 4,000 characters. Anything typed or pasted beyond that was left out.',
    );
    await expect(describeRole).toHaveAccessibleDescription(/This box is full/);
    await describeRole.fill('A team lead & HR, who did nothing <again>.');
    await expect(full).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'A manager' }).check();
    await page.getByRole('checkbox', { name: 'An executive' }).check();

    await page.getByRole('textbox', { name: 'Report name (optional)' }).fill('x'.repeat(51));
    await nextButton(page).click();
    await expect(page.getByText('The report name can have at most 50 characters.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Report name (optional)' }).fill('Audit & invoices <Q3>');

    await page.getByLabel('Choose files').setInputFiles(evidence);
    await expect(page.getByRole('list', { name: 'Selected files' })).toContainText(evidence.name);
    await nextButton(page).click();

    const submit = page.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();
    // The rule names the letters that count: an accented letter is refused.
    await expect(
      page.getByText('8 to 64 characters: letters A–Z without accents, digits, spaces and punctuation.').first(),
    ).toBeVisible();
    // The server's check names the template the report is filed with (spec 000 §7: password?reportId).
    const checked = page.waitForRequest((r) => new URL(r.url()).pathname === '/reporterapi/password');
    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await passwordInput(page, 'Confirm password').fill(`${REPORT_PASSWORD}x`);
    await passwordInput(page, 'Confirm password').blur();
    expect(new URL((await checked).url()).searchParams.get('reportId')).toBe('northwind-group-web');
    // Shown when the focus has moved on: read out as it appears.
    await expect(page.getByRole('alert').filter({ hasText: 'The passwords you entered do not match.' })).toBeVisible();
    await expect(submit).toBeDisabled();
    const referenceId = await setPasswordAndSubmit(page, REPORT_PASSWORD, { backInPasswordField: true });
    await expect(page.getByTestId('report-password')).toHaveText(REPORT_PASSWORD);
    await expect(page.getByRole('button', { name: 'Submit report' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/reporter/login');
    await expect(page.getByTestId('login-report-id')).toHaveText(referenceId);
    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/reporter/report-summary');

    await expect(page.getByTestId('report-status')).toContainText('Submitted');
    // The status is said as a status, not as an alert on every visit.
    await expect(page.getByRole('status').filter({ hasText: 'Submitted' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Submitted' })).toHaveCount(0);
    const original = page.getByRole('region', { name: 'Your original report' });
    await expect(original).toContainText('Invoices were altered before the audit.');
    await expect(original.locator('b')).toHaveText('altered');
    // Shown exactly as typed: no HTML escaping on the way (issue 7).
    await expect(original).toContainText('Audit & invoices <Q3>');
    await expect(original).not.toContainText('&amp;');
    await expect(original).toContainText('Someone else');
    // An answer, too, reads exactly as typed.
    await expect(original).toContainText('A team lead & HR, who did nothing <again>.');
    // The single checkbox left unticked reads as No, not as its stored value "false".
    const ongoing = original.getByText('The situation is still going on', { exact: true });
    await expect(ongoing.locator('xpath=following-sibling::dd[1]')).toHaveText('No');
    await expect(original).not.toContainText('false');
    // Two ticked choices of a multiple-checkbox question: the question once, with both choices.
    const involved = original.getByText('Who is involved? Select all that apply.', { exact: true });
    await expect(involved).toHaveCount(1);
    await expect(involved.locator('xpath=following-sibling::dd[1]')).toHaveText('A manager, An executive');
    expect(await downloadedBytes(page, `Download ${evidence.name}`)).toEqual(evidence.buffer);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Report status' })).toBeVisible();
    // Shown exactly as typed: no HTML escaping on the way (issue 7).
    await expect(original).toContainText('Audit & invoices <Q3>');
    await expect(original).not.toContainText('&amp;');
  });

  test('writes to the organization and adds a file that downloads byte for byte', async ({ page }) => {
    const referenceId = await submitReport(page);
    await logIn(page, referenceId);

    const message = page.getByRole('textbox', { name: 'Your message' });
    await message.fill('y'.repeat(10_001));
    await expect(message).toHaveValue('y'.repeat(10_000));
    await expect(page.getByRole('alert').filter({ hasText: 'This box is full' })).toContainText(
      'This box is full: it holds 10,000 characters.',
    );
    await message.fill('One more detail: the <i>second</i> invoice.<script>alert(1)</script>');
    await expect(page.getByText('This box is full')).toHaveCount(0);
    // A change of language reloads the page: it asks first while the message is not sent.
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption({ label: 'Français' });
    const unsent = page.getByRole('dialog', { name: 'Leave what you have written?' });
    await unsent.getByRole('button', { name: 'Cancel' }).click();
    await expect(unsent).toBeHidden();
    await expect(language).toHaveValue('en');
    await expect(message).toHaveValue('One more detail: the <i>second</i> invoice.<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Send' }).click();
    const comment = page.getByTestId('dialogue-comment').first();
    await expect(comment).toContainText('One more detail: the second invoice.');
    await expect(comment.locator('i')).toHaveText('second');
    await expect(comment.locator('script')).toHaveCount(0);
    await expect(page.getByTestId('report-status')).toContainText('Updated');

    const photo = { name: 'receipt-scan.png', mimeType: 'image/png', buffer: pngBytes() };
    await page.getByRole('button', { name: 'Add files (optional)' }).click();
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
    await page.getByLabel('Choose files').setInputFiles(photo);
    await page.getByRole('button', { name: 'Send' }).click();
    const link = page.getByRole('link', { name: `Download ${photo.name}` });
    await expect(link).toBeVisible();
    expect(await downloadedBytes(page, `Download ${photo.name}`)).toEqual(photo.buffer);

    // Everything sent, nothing to lose: the language changes at once, the report still open.
    await language.selectOption({ label: 'Français' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
  });

  test('changes the password, then logs in with the new one only', async ({ page }) => {
    const referenceId = await submitReport(page);
    await logIn(page, referenceId);
    const newPassword = 'Harbour lantern 77?';

    // On a phone, where the toast at the end spans the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reporter/change-password');
    // A wrong current password counts like a failed sign-in, and says how many attempts are left.
    await passwordInput(page, 'Current password').fill('Not the password 1!');
    await passwordInput(page, 'New password').fill(newPassword);
    await passwordInput(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your password could not be changed. Please check your current password and try again.'),
    ).toBeVisible();
    await expect(page.getByText('The password is not correct. Please try again. Attempts left: 4.')).toBeVisible();
    await passwordInput(page, 'Current password').fill(REPORT_PASSWORD);
    await passwordInput(page, 'New password').fill('short');
    await passwordInput(page, 'New password').blur();
    await expect(page.getByText(/This password does not meet the rules/)).toBeVisible();
    await passwordInput(page, 'New password').fill(newPassword);
    await passwordInput(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL('/reporter/report-summary');
    // Toasts show under the header, clear of its buttons (the account menu among them).
    const header = await page.getByRole('banner').boundingBox();
    const toasts = await page
      .locator('.mantine-Notifications-root[data-position="top-center"]')
      .evaluate((container) => container.getBoundingClientRect().top);
    expect(toasts).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY));

    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await page.goto(`/reporter/login?referenceId=${referenceId}`);
    await passwordInput(page, 'Password').fill(REPORT_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/The password is not correct/)).toBeVisible();
    await logIn(page, referenceId, newPassword);
  });

  test('sets up the notification email, shows it for editing, and turns it off', async ({ page }) => {
    const referenceId = await submitReport(page);
    await logIn(page, referenceId);

    await page.goto('/reporter/email');
    const toggle = page.getByRole('switch', { name: 'Email me when there is news about my report' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(/deleted when the report is closed/)).toBeVisible();
    await toggle.click();
    await expect(page).toHaveURL('/reporter/email/setup-email');
    const email = page.getByRole('textbox', { name: 'Email address', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm email address' });
    const save = page.getByRole('button', { name: 'Save' });
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await email.fill('reporter@example.com');
    await confirmation.fill('reporter@example.org');
    await confirmation.blur();
    await expect(page.getByText('The email addresses you entered do not match.')).toBeVisible();
    await expect(save).toBeDisabled();
    await confirmation.fill('reporter@example.com');
    // A save whose connection drops says so and leaves the keyboard on Save, to press again.
    let dropped = false;
    await page.route(/\/email-notification$/, (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Your email notification settings could not be saved. Please try again.'),
    ).toBeVisible();
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/reporter/email/edit-email');
    await expect(page.getByText('Your email notification settings have been saved.')).toBeVisible();
    await expect(page.getByTestId('saved-email')).toHaveText('reporter@example.com');
    // The address's Edit button takes the focus from Save, which has gone: the keyboard stays here.
    const edit = page.getByRole('button', { name: 'Edit' });
    await expect(edit).toBeFocused();
    await edit.press('Enter');
    await expect(page).toHaveURL('/reporter/email/setup-email');
    // Edit leads the keyboard into the form, to the address it is there to change.
    await expect(email).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('saved-email')).toHaveText('reporter@example.com');

    await page.getByRole('switch', { name: 'Email me when there is news about my report' }).click();
    await expect(page).toHaveURL('/reporter/email');
    await expect(page.getByRole('switch', { name: 'Email me when there is news about my report' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email me when there is news about my report' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email me when there is news about my report' })).not.toBeChecked();
  });
});

/** A 1×1 PNG: real image bytes, so the server's content check accepts it. */
function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
