import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Spec 000 §2 "Hotline area": an agent files a caller's report with the security question (decision 052). */
test('a hotline agent files a caller’s report and a reviewer opens it as a hotline report', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'hotline');
  await page.goto('/hotline/submit-report');
  await expect(page.getByText('Ask: “Which organization is your report about?”')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'hotline-1-search');
  const call = async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('candor.hotline.call'))) ?? '{}');
  const started = await call();
  expect(started.pageId).toBe('B');

  await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Group');
  await page.getByRole('button', { name: 'Northwind Group', exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  await expect(page.getByText('Read the statement and the agreement below to the caller.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'hotline-2-agreement');
  await page.getByRole('checkbox', { name: 'I have read and understood the information above.' }).check();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Fraud' }).check();
  await next(page).click();
  await expect(page.getByText('I will transcribe what you say.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'hotline-3-report');
  await page
    .getByRole('textbox', { name: 'Your report' })
    .fill('The caller says the night shift falsifies safety logs.');
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await expect(page.getByText('Files cannot be taken by phone')).toBeVisible();
  await expect(page.getByText('Attachments')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Employee', exact: true }).check();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Security question' })).toBeVisible();
  const answer = page.getByRole('textbox', { name: /^Answer \(YYYYMM\)/ });
  await expect(answer).toBeDisabled();
  const submit = page.getByRole('button', { name: 'Submit report' });
  await expect(submit).toBeDisabled();
  await page.getByRole('combobox', { name: 'Security question' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // Too short says why once the agent moves on; a month that does not exist says so at once.
  await answer.fill('19870');
  await expect(page.getByText('Enter a year and a month as YYYYMM.')).toHaveCount(0);
  await answer.blur();
  await expect(page.getByText('Enter a year and a month as YYYYMM.')).toBeVisible();
  await shot(page, 'hotline-4-short-answer');
  await answer.fill('198713');
  await expect(page.getByText('Enter a year and a month as YYYYMM.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await answer.fill('198705');
  await expect(page.getByText('Enter a year and a month as YYYYMM.')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Email address/ }).fill('caller@example.org');
  await page.getByRole('textbox', { name: /^Confirm email address/ }).fill('caller@example.org');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'hotline-4-security');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL('/hotline/submit-report-success');
  await expect(page.getByRole('heading', { name: 'The report has been submitted' })).toBeVisible();
  const referenceId = (await page.getByTestId('hotline-reference-id').textContent())?.trim() ?? '';
  expect(referenceId).toMatch(/^[A-Za-z0-9]{12}$/);
  // The ID is case-sensitive: the agent reads each letter out as capital or small.
  const spelled = [...referenceId].map((c) => (/[A-Z]/.test(c) ? `capital ${c}` : /[a-z]/.test(c) ? `small ${c}` : c));
  await expect(page.getByTestId('hotline-reference-spelled')).toHaveText(`Letter by letter: ${spelled.join(', ')}`);
  // The call goes on to the success page (Q): the same call, started when the form opened.
  expect(await call()).toEqual({
    startTime: started.startTime,
    pageId: 'Q',
    organizationId: expect.any(Number),
    referenceId,
  });
  await expect(page.getByRole('link', { name: 'End call' })).toHaveAttribute('href', '/hotline/call-disposition');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'hotline-5-success');
  // The disposition names the report the call filed, and its organization.
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('link', { name: 'End call' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    referenceId,
    organizationId: expect.any(Number),
    terminationReason: 'CALL_COMPLETED',
    pageId: 'Q',
  });

  const context = await browser.newContext();
  const reviewer = await context.newPage();
  await signIn(reviewer, 'program-admin');
  await reviewer.goto(`/reviewer/report-details/${referenceId}`);
  await expect(reviewer.getByTestId('summary-method')).toHaveText('Hotline');
  await expect(reviewer.getByText('The caller says the night shift falsifies safety logs.')).toBeVisible();
  await context.close();
});
