import { expect, type Page, test } from '@playwright/test';
import { asReporter, submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { restoreEnglish, signIn } from '../support/staff.ts';
import { followUpWebReport, openAsReviewer } from './hotline-flow.ts';

// A journey here switches a demo user to French: other journeys find him in English whatever happened.
test.afterEach(async ({ page }) => restoreEnglish(page));

/** The demo report the hotline took (apps/server/src/db/demo-hotline.ts, README "Demo"). */
const DEMO_REPORT = 'HXCa3DEMqRWN';
const DEMO_ANSWER = '201903';
const SHOTS = process.env.E2E_SCREENSHOTS;
const REASONS = [
  'Call Completed',
  'Wrong number',
  'Telemarketing',
  'Caller changed their mind',
  'Caller cut off',
  'Organization not found',
  'Other',
];

async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an agent follows up a report with the security question, adds information, changes the email and ends the call', async ({
  page,
  browser,
}) => {
  // A whole call, five screens of it checked with axe: 54–59 s in full runs.
  test.setTimeout(120_000);
  // The call changes the demo report: a retry adds words of its own, and finds the earlier attempt's
  // wrong answer or email left behind.
  const retry = test.info().retry;
  const addedText = `Since ${['March', 'April', 'May'][retry] ?? 'June'}, on weekends.`;
  await signIn(page, 'hotline');
  await expect(page.getByText('Welcome, Hank')).toBeVisible();
  const next = page.getByRole('button', { name: 'NEXT' });
  const reportId = page.getByRole('textbox', { name: 'Report ID' });
  await expect(next).toBeDisabled();
  await reportId.focus();
  await reportId.blur();
  await expect(page.getByText("Enter the caller's report ID.")).toBeVisible();
  await look(page, 'hotline-home');

  await reportId.fill('NOSUCHREPORT');
  await next.click();
  await expect(page.getByText('No report has this ID. Check it with the caller.')).toBeVisible();

  await reportId.fill(DEMO_REPORT);
  await next.click();
  await expect(page).toHaveURL('/hotline/login');
  await expect(page.getByTestId('security-question')).toHaveText(
    'In which year and month did you first join the organization?',
  );
  const checkStatus = page.getByRole('button', { name: 'CHECK STATUS' });
  await expect(checkStatus).toBeDisabled();
  const answer = page.getByRole('textbox', { name: 'Answer' });
  await answer.focus();
  await answer.blur();
  await expect(page.getByText("Enter the caller's answer to the security question.")).toBeVisible();
  // An answer that is not YYYYMM is refused on the page and costs the caller no attempt.
  await answer.fill('1999');
  await checkStatus.click();
  await expect(page.getByText('Enter a year and a month as YYYYMM.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await answer.fill('190001');
  await checkStatus.click();
  await expect(page.getByRole('alert')).toHaveText(
    // One wrong answer of a failed attempt may still count on a retry, no more.
    retry ? /^That is not right\. Attempts left: [34]\.$/ : 'That is not right. Attempts left: 4.',
  );
  await look(page, 'hotline-login');
  await answer.fill(DEMO_ANSWER);
  await checkStatus.click();

  await expect(page).toHaveURL('/hotline/report-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Status' })).toBeVisible();
  await expect(page.getByTestId('hotline-report-id')).toHaveText(`Report ID: ${DEMO_REPORT}`);
  // The agent can name the case by the number reviewers use (spec 000 §3).
  await expect(page.getByTestId('hotline-case-number')).toHaveText(/^Case number: \d+$/);
  await expect(page.getByText('Do you know since when the fuel cards are used this way?')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections of the call' });
  await expect(nav.getByRole('link')).toHaveText([
    '1. Add information or ask a question',
    '2. Review past report activity',
    '3. Change email notification settings',
    '4. End Call',
  ]);
  // Each section, End Call too, ends with the prompt and the End Call link (spec 000 §2).
  await expect(page.getByText('Is there anything else I can help you with?')).toHaveCount(4);
  await look(page, 'hotline-report-status');

  // Section 1: what the caller adds, marked as made by the hotline.
  const addition = page.getByRole('textbox', { name: 'What the caller adds or asks' });
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  // From the keyboard, Cancel and SUBMIT leave the focus in the box they empty, ready for the next words.
  await addition.fill('Something the caller took back.');
  // Words not yet submitted are asked about before a change of language reloads them away.
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'Français' });
  const unsent = page.getByRole('dialog', { name: 'Leave what you have written?' });
  await expect(unsent).toContainText('What you have written on this page has not been sent.');
  await unsent.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsent).toBeHidden();
  await expect(language).toHaveValue('en');
  await expect(addition).toHaveValue('Something the caller took back.');
  // So is the section's own End Call link.
  await page.getByTestId('end-call-add-information').click();
  await unsent.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/hotline/report-status');
  await expect(addition).toHaveValue('Something the caller took back.');
  await page.getByRole('button', { name: 'CANCEL', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(addition).toHaveValue('');
  await expect(addition).toBeFocused();
  await addition.fill(addedText);
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(addition).toHaveValue('');
  await expect(addition).toBeFocused();
  const added = page.getByTestId('dialogue-comment').filter({ hasText: addedText });
  // The agent reads the dialogue as the caller's, not in the reporter's own voice.
  await expect(added.getByText('Caller', { exact: true })).toBeVisible();
  await expect(added.getByText('Added by a hotline agent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dialogue-comment').getByText('You', { exact: true })).toHaveCount(0);

  // A reload keeps the report: it comes back from session storage and is fetched again.
  await page.reload();
  await expect(added).toBeVisible();

  // The report's names follow the agent's language mid-call: its category, Fraud, in French.
  await expect(page.getByText('Fraud', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByText('Fraude', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'English' });
  await expect(page.getByText('Fraud', { exact: true })).toBeVisible();

  // Section 3: the notification email.
  const emails = page.getByRole('region', { name: 'Change email notification settings' });
  const notifications = emails.getByRole('switch', { name: 'Email notifications for the caller' });
  if (retry && (await notifications.isChecked())) {
    const turnedOff = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/email-notification'),
    );
    await notifications.uncheck();
    await turnedOff;
    await page.reload();
  }
  await expect(emails.getByTestId('hotline-email-state')).toContainText('Email notifications are off.');
  // Turned off with no saved email, the panel still clears the address on the server (spec 000 §2).
  await notifications.check();
  const cleared = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/email-notification'));
  await notifications.uncheck();
  expect((await cleared).postData() ?? '').toBe('');
  await notifications.check();
  const address = emails.getByRole('textbox', { name: "Caller's email address" });
  await address.fill('not-an-email');
  await address.blur();
  await expect(emails.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(emails.getByRole('button', { name: 'Save' })).toBeDisabled();
  // 101 characters: refused as typed, not cut to a different address.
  await address.fill(`${'c'.repeat(89)}@example.com`);
  await expect(emails.getByText('The email address can have at most 100 characters.')).toBeVisible();
  await expect(emails.getByRole('button', { name: 'Save' })).toBeDisabled();
  await address.fill('caller@example.org');
  await emails.getByRole('button', { name: 'Save' }).click();
  await expect(emails.getByTestId('hotline-saved-email')).toHaveText('caller@example.org');
  await expect(emails.getByTestId('hotline-email-state')).toContainText('Email notifications are on.');
  await look(page, 'hotline-report-status-email');

  // Section 4: End Call, then the disposition.
  await page.getByTestId('end-call-end-call').click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await expect(page.getByTestId('call-stop-time')).toContainText('Call ended at');
  const reason = page.getByRole('combobox', { name: 'Termination reason' });
  await expect(reason.locator('option')).toHaveText(['', ...REASONS]);
  const save = page.getByRole('button', { name: 'Submit' });
  await expect(save).toBeDisabled();
  await look(page, 'hotline-call-disposition');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await reason.selectOption({ label: 'Call Completed' });
  await page.getByRole('checkbox', { name: 'Interpreter' }).check();
  await page.getByRole('textbox', { name: 'Comments' }).fill('Caller added when it started.');
  await save.click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({
    referenceId: DEMO_REPORT,
    terminationReason: 'CALL_COMPLETED',
    specialCircumstances: ['INTERPRETER'],
    comments: 'Caller added when it started.',
    pageId: 'N',
  });
  expect(Date.parse(body.stopTime)).toBeGreaterThanOrEqual(Date.parse(body.startTime));
  await expect(page).toHaveURL('/hotline');

  // The call is over: the report session has ended with it.
  const detail = await page.request.get(`/api/report/${DEMO_REPORT}?langKey=en`);
  expect(detail.status()).toBe(403);

  // A page inside a call, opened in a tab that holds none (a new or restored tab), starts none:
  // the agent is at the hotline home, and stays there.
  await page.evaluate(() => sessionStorage.clear());
  for (const path of ['/hotline/report-status', '/hotline/submit-report-success']) {
    await page.goto(path);
    await expect(reportId).toBeVisible();
    await expect(page).toHaveURL('/hotline');
    expect(await page.evaluate(() => sessionStorage.getItem('candor.hotline.call'))).toBeNull();
  }
  await page.goto('/hotline');
  await expect(reportId).toBeVisible();
  await expect(page).toHaveURL('/hotline');

  // A reviewer reads the caller's addition as taken by a hotline agent, not as the reporter's (spec 001 §6).
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, 'reviewer');
  await reviewer.goto(`/reviewer/report-details/${DEMO_REPORT}`);
  const taken = reviewer.getByTestId('comment').filter({ hasText: addedText });
  await expect(taken.getByText('Hotline', { exact: true })).toBeVisible();
  await expect(taken.getByText('Reporter', { exact: true })).toHaveCount(0);
  await reviewerContext.close();
});

test('an agent who signs out mid-call records the disposition first', async ({ page }) => {
  await signIn(page, 'hotline');
  await page.getByRole('textbox', { name: 'Report ID' }).fill(DEMO_REPORT);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL('/hotline/login');
  await page
    .getByRole('button', { name: 'Account menu' })
    .or(page.getByRole('button', { name: /^Account menu/ }))
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await expect(page.getByRole('status')).toHaveText('Record how the call ended before you sign out.');
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Caller cut off' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
});

test('an agent ends a wrong-number call from the first page of a new report', async ({ page }) => {
  await signIn(page, 'hotline');
  await page.getByRole('button', { name: 'Start a new report' }).click();
  await expect(page.getByText('Ask: “Which organization is your report about?”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await page.getByRole('link', { name: 'End call' }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Wrong number' });
  // A disposition the server refuses says so, and the agent stays to submit it again.
  const DISPOSITION = /\/api\/hotline\/call-disposition$/;
  await page.route(DISPOSITION, (route) =>
    route.fulfill({ status: 400, json: { message: 'error.validation', status: 400 } }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The call disposition could not be saved. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await page.unroute(DISPOSITION);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ terminationReason: 'WRONG_NUMBER', pageId: 'B' });
  await expect(page).toHaveURL('/hotline');
});

const CALLERS_REPORT = 'The caller says invoices are split to stay under the approval limit.';

/** A hotline agent signed in, on a new report to Northwind Group with the caller's text entered. */
async function enterCallersReport(page: Page) {
  await signIn(page, 'hotline');
  await page.getByRole('button', { name: 'Start a new report' }).click();
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Group');
  await page.getByRole('button', { name: 'Northwind Group', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: 'I have read and understood the information above.' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: 'Fraud' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const report = page.getByRole('textbox', { name: 'Your report' });
  await report.fill(CALLERS_REPORT);
  return report;
}

test('an agent who ends the call with a report entered is asked before it is dropped', async ({ page }) => {
  const report = await enterCallersReport(page);
  const endCall = page.getByRole('link', { name: 'End call' });
  const dialog = page.getByRole('dialog', { name: 'Leave this report?' });
  await endCall.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/hotline/submit-report');
  await expect(report).toHaveValue(CALLERS_REPORT);
  // The account menu's Sign out is a way out too.
  const accountMenu = page.getByRole('button', { name: /^Account menu/ });
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountMenu).toBeFocused();
  await expect(page).toHaveURL('/hotline/submit-report');
  await expect(report).toHaveValue(CALLERS_REPORT);
  await endCall.click();
  await dialog.getByRole('button', { name: 'Leave the report' }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Caller cut off' });
  // The call's comments are asked about before the logo takes the agent away from them.
  const comments = page.getByRole('textbox', { name: 'Comments' });
  await comments.fill('The line dropped twice.');
  await page.getByRole('link', { name: /home page/ }).click();
  const unsent = page.getByRole('dialog', { name: 'Leave what you have written?' });
  await unsent.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsent).toBeHidden();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await expect(comments).toHaveValue('The line dropped twice.');
  // Signing out mid-call comes back to this page, comments and all, and they stay guarded.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await unsent.getByRole('button', { name: 'Leave without sending' }).click();
  await expect(page.getByText('Record how the call ended before you sign out.')).toBeVisible();
  await expect(comments).toHaveValue('The line dropped twice.');
  await page.getByRole('link', { name: /home page/ }).click();
  await unsent.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    terminationReason: 'CALLER_CUT_OFF',
    comments: 'The line dropped twice.',
  });
});

test('an agent who changes the language with a report entered is asked before the reload drops it', async ({
  page,
}) => {
  const report = await enterCallersReport(page);
  const language = page.getByRole('combobox', { name: 'Language' });
  const dialog = page.getByRole('dialog', { name: 'Leave this report?' });
  await language.focus();
  await language.selectOption({ label: 'Français' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(language).toHaveValue('en');
  await expect(language).toBeFocused();
  await expect(report).toHaveValue(CALLERS_REPORT);
  await language.selectOption({ label: 'Français' });
  await dialog.getByRole('button', { name: 'Leave the report' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(page).toHaveURL('/hotline/submit-report');
  await expect(page.getByRole('textbox', { name: 'Nom de l’organisation' })).toBeVisible();
});

test('a call about a new web report ends with a disposition that names it', async ({ page, browser }) => {
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'A supplier was paid for work never done.'));
  await signIn(page, 'hotline');
  await page.getByRole('textbox', { name: 'Report ID' }).fill(referenceId);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('This report was filed on the web and has not been reviewed yet.')).toBeVisible();
  // OK goes back (spec 000 §2) to the home, where the call goes on and can be ended.
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/hotline');
  await expect(page.getByRole('textbox', { name: 'Report ID' })).toBeVisible();
  await page.getByRole('link', { name: 'End call' }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Call Completed' });
  await page.getByRole('button', { name: 'Submit' }).click();
  // Ended from the home, the call records the step it got to: the report not followed up (O).
  expect((await posted).postDataJSON()).toMatchObject({
    referenceId,
    terminationReason: 'CALL_COMPLETED',
    pageId: 'O',
  });
  await expect(page).toHaveURL('/hotline');
});

test('CANCEL on a report’s verification goes back to the home, where the agent takes another report ID', async ({
  page,
}) => {
  await signIn(page, 'hotline');
  const reportId = page.getByRole('textbox', { name: 'Report ID' });
  await reportId.fill(DEMO_REPORT);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL('/hotline/login');
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL('/hotline');
  await expect(page.getByText('Welcome, Hank')).toBeVisible();
  await expect(page.getByRole('link', { name: 'End call' })).toBeVisible();
  // The home says the call is still open, and since when, so the next caller is not taken into it.
  const started = await page.evaluate(() => {
    const { startTime } = JSON.parse(sessionStorage.getItem('candor.hotline.call') ?? '{}') as { startTime: string };
    const d = new Date(startTime);
    const pad = (n: number) => String(n).padStart(2, '0');
    const time = `${pad(d.getHours() % 12 || 12)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}, ${time}`;
  });
  const callOpen = page.getByRole('note').filter({ hasText: 'A call is open' });
  await expect(callOpen).toContainText(
    `This call began at ${started}. Take another report ID from the same caller, or end the call before you answer the next one.`,
  );
  await look(page, 'hotline-home-call-open');
  // The same call goes on with the ID the caller gives next.
  await reportId.fill(DEMO_REPORT);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByTestId('security-question')).toBeVisible();
  // Further into the call, the way home asks for the disposition first, as before.
  await page.getByRole('link', { name: /home page$/ }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Caller cut off' });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ terminationReason: 'CALLER_CUT_OFF', pageId: 'J' });
  await expect(page).toHaveURL('/hotline');
  await expect(page.getByRole('link', { name: 'End call' })).toHaveCount(0);
  await expect(callOpen).toHaveCount(0);
});

test('an agent who goes home mid-call is asked how the call ended first', async ({ page }) => {
  await signIn(page, 'hotline');
  await page.getByRole('button', { name: 'Start a new report' }).click();
  await expect(page.getByText('Ask: “Which organization is your report about?”')).toBeVisible();
  await page.getByRole('link', { name: /home page$/ }).click();
  await expect(page).toHaveURL('/hotline/call-disposition');
  await expect(page.getByRole('status')).toHaveText(
    'This call is still open. Record how it ended before you start another.',
  );
  // A typed address leads to the same page until the call has its disposition.
  await page.goto('/hotline');
  await expect(page).toHaveURL('/hotline/call-disposition');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hotline/call-disposition'));
  await page.getByRole('combobox', { name: 'Termination reason' }).selectOption({ label: 'Caller changed their mind' });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ terminationReason: 'CALLER_CHANGED_MIND', pageId: 'B' });
  await expect(page).toHaveURL('/hotline');
  await expect(page.getByRole('button', { name: 'Start a new report' })).toBeVisible();
});

test('a closed report shows the agent its past activity and the end of the call only', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const referenceId = await asReporter(browser, (p) => submitReport(p, 'A forklift was driven without a licence.'));
  const reviewerContext = await browser.newContext();
  try {
    const reviewer = await reviewerContext.newPage();
    await signIn(reviewer, 'reviewer');
    await reviewer.goto(`/reviewer/report-details/${referenceId}`);
    // The outcome first: closing waits for the mandatory additional information.
    await reviewer.getByRole('tab', { name: 'Additional information' }).click();
    await reviewer.getByRole('combobox', { name: /^Investigation outcome/ }).selectOption({ label: 'Substantiated' });
    await reviewer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(reviewer.getByRole('button', { name: 'Edit answers' })).toBeVisible();
    await reviewer.getByRole('button', { name: 'Actions' }).click();
    await reviewer.getByRole('menuitem', { name: 'Close report' }).click();
    const close = reviewer.getByRole('dialog', { name: 'Close report' });
    await close.getByRole('radio', { name: 'Close now' }).check();
    await close.getByRole('button', { name: 'OK' }).click();
    await expect(reviewer.getByText('Closed', { exact: true }).first()).toBeVisible();
  } finally {
    await reviewerContext.close();
  }

  await followUpWebReport(page, referenceId);
  await expect(page.getByRole('heading', { name: 'Review past report activity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'End Call' })).toBeVisible();
  // Spec 000 §2: sections 1 and 3 and the options list are hidden when the report is closed.
  await expect(page.getByRole('navigation', { name: 'Sections of the call' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add information or ask a question' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Change email notification settings' })).toHaveCount(0);
  // The call is at the first section shown: past activity (page L), not the hidden section 1.
  const call = await page.evaluate(() => sessionStorage.getItem('candor.hotline.call'));
  expect(JSON.parse(call ?? '{}')).toMatchObject({ pageId: 'L' });
});

test('a long unbroken word of the caller wraps on the agent’s tablet instead of widening the page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const word = `INV${'0123456789'.repeat(12)}`;
  const referenceId = await asReporter(browser, (p) => submitReport(p, `See ${word} for the claims.`));
  await openAsReviewer(browser, referenceId);
  await page.setViewportSize({ width: 768, height: 1024 });
  await followUpWebReport(page, referenceId);
  await expect(page.getByText(word, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});
