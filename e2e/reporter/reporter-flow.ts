import { type Browser, expect, type Page } from '@playwright/test';

/** A password that passes the rules and the server's strength check. */
export const REPORT_PASSWORD = 'Quiet river ledger 42!';

/** Northwind Asia Pacific's own deployment (a remote organization of the demo data), answered by the test. */
export const answerForAsia = (page: Page) =>
  page.route('https://asia.northwind.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Asia Pacific</title>' }),
  );

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
/** Password inputs have no ARIA role; their labels end with the required asterisk. */
export const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Searches an organization by name on the submit-report page and chooses it. */
export async function chooseOrganization(page: Page, name: string) {
  await page.goto('/reporter/submit-report');
  await page.getByRole('textbox', { name: 'Organization name' }).fill(name);
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
}

export async function acceptAgreement(page: Page) {
  await page.getByRole('checkbox', { name: 'I have read and understood the information above.' }).check();
  await nextButton(page).click();
}

/** The Northwind Group template: category, report text, then the additional information. */
export async function fillNorthwindGroupReport(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Fraud' }).check();
  // The category's own questions load once it is chosen; the step is complete once they are there.
  await expect(page.getByRole('radiogroup', { name: 'Approximately how much money is involved?' })).toBeVisible();
  await nextButton(page).click();
  await page.getByRole('textbox', { name: 'Your report' }).fill(text);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await page.getByRole('radio', { name: 'Employee', exact: true }).check();
}

/** Sets the report password on the last step, submits, and returns the report ID shown. */
export async function setPasswordAndSubmit(
  page: Page,
  password = REPORT_PASSWORD,
  opts: { backInPasswordField?: boolean } = {},
): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Protect your report' })).toBeVisible();
  await passwordInput(page, 'Password').fill(password);
  await passwordInput(page, 'Confirm password').fill(password);
  await passwordInput(page, 'Confirm password').blur();
  if (opts.backInPasswordField) {
    // Checked once already: leaving the field again must not take Submit away under the click.
    await expect(page.getByRole('button', { name: 'Submit report' })).toBeEnabled();
    await passwordInput(page, 'Password').focus();
  }
  await page.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByRole('heading', { name: 'Your report has been submitted' })).toBeVisible({ timeout: 30_000 });
  // The ID shows while the files are still sent: the journey goes on once they are.
  await expect(page.getByText('Sending your attachments…')).toHaveCount(0, { timeout: 30_000 });
  const referenceId = (await page.getByTestId('report-id').textContent())?.trim() ?? '';
  expect(referenceId).toMatch(/^[A-Za-z0-9]{12}$/);
  await expect(page.getByTestId('post-documents')).toContainText(`quoting your report ID ${referenceId}.`);
  return referenceId;
}

/** A minimal report to Northwind Group; returns its report ID. */
export async function submitReport(
  page: Page,
  text = 'Expense claims were approved twice.',
  password = REPORT_PASSWORD,
) {
  await chooseOrganization(page, 'Northwind Group');
  await acceptAgreement(page);
  await fillNorthwindGroupReport(page, text);
  await nextButton(page).click();
  return setPasswordAndSubmit(page, password);
}

/** Logs in on /reporter/login with a report ID from the link and lands on the status page. */
export async function logIn(page: Page, referenceId: string, password = REPORT_PASSWORD) {
  await page.goto(`/reporter/login?referenceId=${encodeURIComponent(referenceId)}`);
  await passwordInput(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/reporter/report-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Report status' })).toBeVisible();
}

/** Runs the work as an anonymous reporter in a browser context of its own, closed afterwards. */
export async function asReporter<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}
