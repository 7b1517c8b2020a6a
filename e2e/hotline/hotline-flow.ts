import { type Browser, expect, type Page } from '@playwright/test';
import { REPORT_PASSWORD } from '../reporter/reporter-flow.ts';
import { signIn } from '../support/staff.ts';

/** A web report is followed up by phone once a reviewer has opened it: one does, in his own browser. */
export async function openAsReviewer(browser: Browser, referenceId: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const reviewer = await context.newPage();
    await signIn(reviewer, 'reviewer');
    await reviewer.goto(`/reviewer/report-details/${referenceId}`);
    await expect(reviewer.getByRole('heading', { level: 1 })).toContainText(referenceId);
  } finally {
    await context.close();
  }
}

/** The agent signs in and opens a web report with the caller's report ID and password. */
export async function followUpWebReport(page: Page, referenceId: string): Promise<void> {
  await signIn(page, 'hotline');
  await page.getByRole('textbox', { name: 'Report ID' }).fill(referenceId);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL('/hotline/login');
  const password = page.getByLabel('Report password');
  // Left empty, the field says what it needs (spec 000 §5).
  await password.focus();
  await password.blur();
  await expect(page.getByText('Enter the password the caller gives.')).toBeVisible();
  await password.fill(REPORT_PASSWORD);
  await page.getByRole('button', { name: 'CHECK STATUS' }).click();
  await expect(page).toHaveURL('/hotline/report-status');
}
