import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { type Instance, startInstance } from '../deployment/instances.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { E2E_PASSWORD } from '../support/constants.ts';
import { signOut, submitSignIn } from '../support/staff.ts';

/** A code of the time step `steps` after now, as the authenticator app would show it. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

// The e2e server runs over the demo data, where REQUIRE_TOTP_FOR_ADMINS is off by default
// (decision 049): this journey runs on an instance of its own with the setting on.
// The journeys follow one another on one instance: the second resets the enrolment the first made.
test.describe.configure({ mode: 'serial' });
let instance: Instance;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  instance = await startInstance({ DEMO_PASSWORD: E2E_PASSWORD, REQUIRE_TOTP_FOR_ADMINS: 'true', JOBS: 'false' });
});
test.afterAll(async () => instance?.stop());

test('an administrator enrols an authenticator, keeps the recovery codes, then signs in with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${instance.url}/login`);
  await submitSignIn(page, 'admin');

  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code that adds Candor to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/two-factor-enrol.png', fullPage: true });

  await page.getByLabel(/^Code/).fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The password was right: the refusal is the code's. The user has no recovery codes yet,
  // so the set-up step asks only for the code the app shows now.
  await expect(page.getByTestId('sign-in-error')).toContainText(
    'That code is not right. Check the time on your device and enter the code the app shows now.',
  );
  await expect(page.getByTestId('sign-in-error')).not.toContainText('recovery code');
  await expect(page.getByTestId('sign-in-error')).not.toContainText('username or password');
  await expect(page.getByTestId('sign-in-error')).toContainText('Attempts left before the account is locked: 4');
  await page.getByLabel(/^Code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Keep your recovery codes' })).toBeVisible();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/two-factor-recovery-codes.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${instance.url}/admin`);

  await signOut(page);
  await page.goto(`${instance.url}/login`);
  await submitSignIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // At sign-in the recovery codes exist: a wrong code points to them.
  await page.getByLabel(/^Code/).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('sign-in-error')).toContainText('This code is not valid.');
  await expect(page.getByTestId('sign-in-error')).toContainText('or enter a recovery code');
  await page.getByLabel(/^Code/).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${instance.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Platform management' })).toBeVisible();
});

test('a connects admin finds the platform administrator among the admin users and resets his two-step verification', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The connects admin sets up his own authenticator first: the setting asks it of him too.
  await page.goto(`${instance.url}/login`);
  await submitSignIn(page, 'connects-admin');
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel(/^Code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${instance.url}/connects-admin/organizations`);

  await page.getByRole('link', { name: 'Admin users' }).click();
  await page.getByTestId('admin-users').getByRole('link', { name: 'admin', exact: true }).click();
  await expect(page).toHaveURL(/\/connects-admin\/admin-user\/NW-1001$/);
  // The administrator enrolled in the journey before: his enrolment can be reset, once.
  await page.getByRole('button', { name: 'Reset two-step verification' }).click();
  const asked = page.getByRole('dialog', { name: 'Reset two-step verification' });
  await expect(asked).toContainText('must set up two-step verification again at the next sign-in.');
  await asked.getByRole('button', { name: 'Reset two-step verification' }).click();
  await expect(
    page.getByText('Two-step verification was reset: the user sets it up again at the next sign-in.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset two-step verification' })).toHaveCount(0);

  await signOut(page);
  await page.goto(`${instance.url}/login`);
  await submitSignIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
});
