import { expect, type Page, test } from '@playwright/test';
import { submitReport } from '../reporter/reporter-flow.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { E2E_RIBBON_MESSAGE } from '../support/constants.ts';
import { signIn } from '../support/staff.ts';

test('the environment ribbon names the installation above the header, on every page', async ({ page }) => {
  for (const path of ['/', '/reporter/submit-report', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('note')).toHaveText(E2E_RIBBON_MESSAGE);
  }
  const info = await (await page.request.get('/management/info')).json();
  expect(info).toMatchObject({ ribbonMessage: E2E_RIBBON_MESSAGE });
});

test('the ribbon is there when the header first shows: nothing pushes the header down under a pointer', async ({
  page,
}) => {
  // Where the header stood when it first appeared, recorded in the page from its first paint.
  await page.addInitScript(() => {
    const record = () => {
      const header = document.querySelector('header');
      if (!header) return false;
      (window as unknown as { firstHeaderTop: number }).firstHeaderTop = header.getBoundingClientRect().top;
      return true;
    };
    const observer = new MutationObserver(() => record() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
  // A slow answer naming the installation, as on a busy network.
  await page.route('**/management/info', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/reporter/submit-report');
  await expect(page.getByRole('note')).toHaveText(E2E_RIBBON_MESSAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [first, now] = await page.evaluate(() => [
    (window as unknown as { firstHeaderTop: number }).firstHeaderTop,
    document.querySelector('header')!.getBoundingClientRect().top,
  ]);
  expect(now).toBeGreaterThan(0);
  expect(first).toBe(now);
});

test('on reporter pages a visitor gets a Check report status button that leads home', async ({ page }) => {
  await page.goto('/reporter/submit-report');
  // As a person would: the form has shown before the header's button is used.
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Check report status' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Check report status' })).toBeHidden();
});

/** A report under way: the form opened, Northwind France chosen, its first step shown. */
async function startReportToNorthwindFrance(page: Page) {
  await page.goto('/reporter/submit-report');
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind Fr');
  await page.getByRole('button', { name: 'Northwind France', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
}

test('with an organization chosen, Check report status asks before leaving the report', async ({ page }) => {
  await startReportToNorthwindFrance(page);
  const checkStatus = page.getByRole('banner').getByRole('button', { name: 'Check report status' });
  await checkStatus.click();
  const dialog = page.getByRole('dialog', { name: 'Leave this report?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/reporter/submit-report');
  await checkStatus.click();
  await dialog.getByRole('button', { name: 'Leave the report' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
});

test('with an organization chosen, the logo and Client login ask before leaving the report', async ({ page }) => {
  await startReportToNorthwindFrance(page);
  const dialog = page.getByRole('dialog', { name: 'Leave this report?' });
  const logo = page.getByRole('link', { name: 'Candor home page' });
  const clientLogin = page.getByRole('link', { name: 'Client login' });
  for (const way of [logo, clientLogin]) {
    await way.click();
    await expect(dialog).toContainText('The report you have started will be lost if you leave now.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(way).toBeFocused();
    await expect(page).toHaveURL('/reporter/submit-report');
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  }
  await logo.press('Enter');
  await dialog.getByRole('button', { name: 'Leave the report' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
  // Nothing is under way any more: back on the form by the home page's link, the logo goes home at once.
  await page.getByRole('region', { name: 'Submit a report' }).getByRole('link', { name: 'Submit a report' }).click();
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL('/');
  await expect(dialog).toHaveCount(0);
});

test('once the report is filed, leaving its report ID and password on screen asks first', async ({ page }) => {
  await submitReport(page);
  const dialog = page.getByRole('dialog', { name: 'Have you written down your report ID and password?' });
  const checkStatus = page.getByRole('banner').getByRole('button', { name: 'Check report status' });
  for (const way of [checkStatus, page.getByRole('link', { name: 'Candor home page' })]) {
    await way.click();
    await expect(dialog).toContainText('we cannot show your report ID and password again or recover them.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/credentials-leave.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('report-id')).toBeVisible();
  }
  await checkStatus.click();
  await dialog.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A safe place to raise a concern' })).toBeVisible();
});

test('Log in on the page of the filed report goes to the login without a question', async ({ page }) => {
  const referenceId = await submitReport(page);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/reporter/login');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(referenceId);
  // Nothing is on screen to lose any more: the logo goes home at once.
  await page.getByRole('link', { name: 'Candor home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('leaving a report for Client login drops what the tab kept of it', async ({ page }) => {
  await startReportToNorthwindFrance(page);
  await page.getByRole('link', { name: 'Client login' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this report?' })
    .getByRole('button', { name: 'Leave the report' })
    .click();
  await expect(page).toHaveURL('/login');
  // A page load leaves the form without unmounting it: the report goes before the page does.
  await page.goto('/reporter/submit-report');
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toHaveCount(0);
});

test('an unknown address shows the not-found page inside the frame', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
});

test('the invalid reviewer pages offer Sign out only to someone signed in', async ({ page }) => {
  const pages = [
    ['/invalid-reviewer-organization', 'Organization not found'],
    ['/invalid-reviewer-configuration', 'Your profile needs attention'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Client login' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign out' })).toBeHidden();
  }
  await signIn(page, 'reviewer');
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign out' })).toBeVisible();
  }
});

test('a screen whose code cannot be downloaded offers to reload the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The network drops the privacy page's script, as an outage or a redeployment would.
  await page.route(/\/assets\/privacy-policy-route-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('an answer of 301 with a redirect location sends the browser there', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/reporterapi/organization',
    (route) => route.fulfill({ status: 301, headers: { 'Redirect-Location': '/privacy-policy' }, body: '' }),
  );
  await page.goto('/reporter/submit-report');
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Northwind');
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('at 320 px the public pages fit the screen in every language, Client login kept as a named icon', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/', '/reporter/submit-report', '/reporter/login']) {
    await page.goto(path);
    const language = page.getByRole('banner').getByRole('combobox');
    const wide: string[] = [];
    for (const lang of await language
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
      const shown = await page.locator('html').getAttribute('lang');
      await language.selectOption(lang);
      if (lang !== 'en') await expect(page.locator('html')).not.toHaveAttribute('lang', shown ?? '');
      const extra = await overflow();
      if (extra > 0) wide.push(`${path} ${lang}: ${extra} px`);
    }
    expect(wide).toEqual([]);
    await language.selectOption('en');
  }
  // Its text is for a screen reader only here: the icon alone takes the room.
  const clientLogin = page.getByRole('link', { name: 'Client login' });
  await expect(clientLogin).toBeVisible();
  expect((await clientLogin.boundingBox())?.width).toBeLessThan(48);
});

test('at 200 % text the skip link stays out of sight until focused, and the language name clears its chevron', async ({
  page,
}) => {
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Laid out, and wholly above the page.
    const box = await skip.boundingBox();
    expect(box, `${width} px`).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `${width} px`).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
  }
  const language = page.getByRole('combobox', { name: 'Language' });
  const [textEnd, chevronStart] = await language.evaluate((select) => {
    const style = getComputedStyle(select);
    const box = select.getBoundingClientRect();
    const chevron = select.parentElement?.querySelector('[data-position="right"] svg')?.getBoundingClientRect();
    return [
      box.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth),
      chevron?.left,
    ];
  });
  expect(chevronStart).toBeGreaterThanOrEqual(textEnd);
});
