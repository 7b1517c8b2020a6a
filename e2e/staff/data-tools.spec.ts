import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signIn } from '../support/staff.ts';

test('a statistics user downloads the report statistics as CSV', async ({ page }) => {
  await signIn(page, 'statistics');
  const statistics = page.getByRole('region', { name: 'Report statistics' });
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await statistics.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^report-statistics_\d{8}_\d{6}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Organization number,Organization,Category,Status,Month,Reports');
  // The demo's reports, counted: every line ends with a count of at least one.
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.slice(1).every((l) => /,\d{4}-\d{2},[1-9]\d*$/.test(l))).toBe(true);
});

test('an importer sends a file of users: one with a wrong line is refused whole, the corrected one creates them', async ({
  page,
}) => {
  await signIn(page, 'importer');
  const found = await page.request.get('/reporterapi/organization?name=Northwind%20France&exactMatch=true');
  const france = ((await found.json()) as { orgId: number }[])[0]!.orgId;
  const importing = page.getByRole('region', { name: 'User import' });
  const send = importing.getByRole('button', { name: 'Import users' });
  await expect(send).toBeDisabled();
  // Logins of their own for each attempt: a retry does not meet the users the first one imported.
  const attempt = test.info().retry || '';
  const gus = (email: string) => `gus.file${attempt},Gus,File,${email},${france},DELEGATE`;
  const csv = (second: string) => ({
    name: 'reviewers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `login,firstName,lastName,email,organizationId,userType\nfiona.file${attempt},Fiona,File,fiona${attempt}@northwind.example,${france},\n${second}\n`,
    ),
  });

  await importing.locator('input[type=file]').setInputFiles(csv(gus('not-an-address')));
  await send.click();
  const refusal = importing.getByRole('alert');
  await expect(refusal).toHaveText('Nothing was imported. Correct these values and send the file again:');
  await expect(importing.getByRole('listitem')).toHaveText(['Line 3, email: not a valid email address']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/data-tools-import-refused.png', fullPage: true });

  await importing.locator('input[type=file]').setInputFiles(csv(gus(`gus${attempt}@northwind.example`)));
  await expect(refusal).toHaveCount(0);
  await send.click();
  await expect(importing.getByRole('status')).toHaveText(
    'Users imported: 2. Each receives an email to choose a password.',
  );
  // The same file again: both logins are taken now, and nothing more is created.
  await importing.locator('input[type=file]').setInputFiles(csv(gus(`gus${attempt}@northwind.example`)));
  await send.click();
  await expect(importing.getByRole('listitem')).toHaveText([
    'Line 2, login: This login is already in use.',
    'Line 3, login: This login is already in use.',
  ]);
});
