import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { type DemoLogin, signIn } from '../support/staff.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Files a report through /reviewer/transcribe-report; returns the reference id the confirmation shows. */
async function transcribe(page: Page, login: DemoLogin, intake: 'Post box' | 'Voicemail', text: string, a11y = false) {
  await signIn(page, login);
  await page.getByRole('link', { name: 'Transcribe report' }).click();
  await expect(page).toHaveURL('/reviewer/transcribe-report');
  await expect(page.getByRole('heading', { name: 'Transcribe a report' })).toBeVisible();
  await expect(page).toHaveTitle('Transcribe a report · Candor');
  const organization = page.getByRole('combobox', { name: 'Organization' });
  await organization.click();
  // Neither a phantom organization nor one another deployment serves (decision 094) can be chosen.
  for (const name of ['Northwind Holdings', 'Northwind Asia Pacific']) {
    await expect(page.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  if (a11y) await shot(page, 'transcribe-1-organizations');
  await page.getByRole('option', { name: 'Northwind Group' }).click();

  await expect(page.getByRole('heading', { name: 'Intake method' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await next(page).click();
  await expect(page.getByText('Choose the intake method.')).toBeVisible();
  await page.getByRole('radio', { name: intake }).check();
  await next(page).click();

  // Spec 001 §2: the report text comes before the category, whatever the template's section order.
  await expect(page.getByText('You are signed out after a period of inactivity')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your report' })).toHaveAttribute('rows', '15');
  if (a11y) {
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'transcribe-2-report');
  }
  await page.getByRole('textbox', { name: 'Your report' }).fill(text);
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Fraud' }).check();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await expect(page.getByText('Maximum 50 characters.', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Report name/ }).fill('x'.repeat(51));
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Report name/ }).fill('Letter about invoices');
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Submit' })).toBeVisible();
  if (a11y) {
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'transcribe-3-submit');
  }
  await page.getByRole('button', { name: 'Submit report' }).click();

  await expect(page).toHaveURL('/reviewer/submit-transcribe-report');
  await expect(page.getByText('Your report has been updated.')).toBeVisible();
  const referenceId = (await page.locator('code', { hasText: /^[A-Za-z0-9]{12}$/ }).textContent())?.trim() ?? '';
  const link = page.getByRole('link', { name: referenceId });
  await expect(link).toHaveAttribute('href', `/reviewer/report-details/${referenceId}`);
  await expect(page.getByRole('link', { name: 'Transcribe Another Report' })).toHaveAttribute(
    'href',
    '/reviewer/transcribe-report',
  );
  if (a11y) {
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'transcribe-4-confirmation');
  }
  return { referenceId, link };
}

test('a transcriber files a post-box letter and a reviewer sees its method and transcriber', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { referenceId, link } = await transcribe(
    page,
    'transcriber',
    'Post box',
    'Invoices are paid twice a month.',
    true,
  );
  // The ID is linked as the spec says; a transcriber, who reaches no report, is sent to his landing page.
  await link.click();
  await expect(page).toHaveURL('/reviewer');

  const context = await browser.newContext();
  const reviewer = await context.newPage();
  await signIn(reviewer, 'program-admin');
  await reviewer.goto(`/reviewer/report-details/${referenceId}`);
  await expect(reviewer.getByTestId('summary-method')).toHaveText('Transcribed by the organization');
  await expect(reviewer.getByTestId('summary-transcriber')).toHaveText('Tess Transcriber');
  await expect(reviewer.getByTestId('summary-reportName')).toHaveText('Letter about invoices');
  await context.close();
});

test('a reviewer holding TRANSCRIBE_REPORT transcribes a voicemail and opens it from the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { link } = await transcribe(page, 'program-admin', 'Voicemail', 'A voicemail about a forged signature.');
  await link.click();
  await expect(page.getByTestId('summary-method')).toHaveText('Phone');
  await expect(page.getByTestId('summary-transcriber')).toHaveText('Paula Program');
});

test('the confirmation without a report says none was submitted', async ({ page }) => {
  await signIn(page, 'transcriber');
  await page.goto('/reviewer/submit-transcribe-report');
  await expect(page.getByText('No Report has been submitted.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a transcriber lands on a page that leads to transcription, and is offered nothing he may not use', async ({
  page,
}) => {
  await signIn(page, 'transcriber');
  await expect(page.getByRole('heading', { name: 'Transcription' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Reviewer menu' });
  await expect(navigation.getByRole('link')).toHaveText(['Transcribe report']);
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // A screen of reports, typed in the address bar, leads back to the area's page.
  for (const screen of ['/reviewer/overview', '/reviewer/report-search', '/reviewer/report-details/1']) {
    await page.goto(screen);
    await expect(page).toHaveURL('/reviewer');
    await expect(page.getByRole('heading', { name: 'Transcription' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Transcribe a report' }).click();
  await expect(page).toHaveURL('/reviewer/transcribe-report');
});

test('changing the organization once text is entered asks first: kept, or cleared back to the first step', async ({
  page,
}) => {
  await signIn(page, 'transcriber');
  await page.getByRole('link', { name: 'Transcribe report' }).click();
  const organization = page.getByRole('combobox', { name: 'Organization' });
  // Typed into the searchable field, as a transcriber finds an organization among many.
  const choose = async (name: string) => {
    await organization.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  };
  const question = page.getByRole('dialog', { name: 'Change the organization?' });
  // Nothing entered yet: the organization changes at once.
  await choose('Northwind France');
  await choose('Northwind Group');
  await expect(question).toHaveCount(0);
  await expect(organization).toHaveValue('Northwind Group');

  await page.getByRole('radio', { name: 'Post box' }).check();
  await next(page).click();
  const text = page.getByRole('textbox', { name: 'Your report' });
  await text.fill('The stock count was changed after the audit.');
  await choose('Northwind France');
  await expect(question).toContainText('The text and the files entered so far will be cleared.');
  await question.getByRole('button', { name: 'Keep this organization' }).click();
  await expect(organization).toHaveValue('Northwind Group');
  await expect(text).toHaveValue('The stock count was changed after the audit.');

  await choose('Northwind France');
  await question.getByRole('button', { name: 'Change organization' }).click();
  await expect(organization).toHaveValue('Northwind France');
  await expect(page.getByRole('heading', { name: 'Intake method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Post box' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Post box' }).check();
  await next(page).click();
  await expect(text).toHaveValue('');
});
