import { expect, test } from '@playwright/test';
import { answerForAsia } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn, submitSignIn } from '../support/staff.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Spec 000 §2: a remote organization is filed on its own domain, which is told the report comes from the hotline. */
test.describe('an organization served by another deployment, for a hotline agent', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'hotline');
  });

  test('choosing it sends the agent to its domain, marked as the hotline', async ({ page }) => {
    await answerForAsia(page);
    await page.goto('/hotline/submit-report');
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Asia');
    await page.getByRole('button', { name: 'Northwind Asia Pacific', exact: true }).click();
    await expect(page).toHaveURL(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=en&vanity=false&ishotline=true',
    );
  });

  test('the link another deployment sends opens the hotline form for the organization it names', async ({ page }) => {
    await page.goto('/reporter/submit-report?org=Northwind%20France&lang=fr&vanity=false&ishotline=true');
    await expect(page).toHaveURL(/\/hotline\/submit-report\?org=Northwind\+France&lang=fr&vanity=false$/);
    await expect(page.getByText('Northwind France', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText("À lire à l'appelant")).toBeVisible();
    await expect(page.getByRole('link', { name: "Terminer l'appel" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suivant', exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hotline-remote-link.png`, fullPage: true });
  });

  test('a reporter’s link without the mark stays on the reporter’s form', async ({ page }) => {
    await page.goto('/reporter/submit-report?org=Northwind%20France&ishotline=false');
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(page).toHaveURL(/\/reporter\/submit-report/);
    await expect(page.getByRole('link', { name: 'End call' })).toHaveCount(0);
  });
});

test('an agent not yet signed in signs in and comes back to the hotline form the link opened', async ({ page }) => {
  await page.goto('/reporter/submit-report?org=Northwind%20France&lang=fr&vanity=false&ishotline=true');
  await expect(page).toHaveURL(/\/login\?page=%2Fhotline%2Fsubmit-report%3Forg%3DNorthwind/);
  await submitSignIn(page, 'hotline');
  await expect(page).toHaveURL(/\/hotline\/submit-report\?org=Northwind\+France&lang=fr&vanity=false$/);
  await expect(page.getByText('Northwind France', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: "Terminer l'appel" })).toBeVisible();
});
