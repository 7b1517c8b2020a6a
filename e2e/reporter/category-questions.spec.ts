import { expect, test } from '@playwright/test';
import { holdRoute } from '../support/held-route.ts';
import { acceptAgreement, chooseOrganization, nextButton } from './reporter-flow.ts';

test('a chosen category’s questions are asked before the category step is left, however slowly they load', async ({
  page,
}) => {
  await chooseOrganization(page, 'Northwind Group');
  await acceptAgreement(page);
  const { release } = await holdRoute(page, '**/reporterapi/category-questions/**');

  await page.getByRole('radio', { name: 'Fraud' }).check();
  await expect(nextButton(page)).toBeDisabled();
  release();
  const question = page.getByRole('radiogroup', { name: 'Approximately how much money is involved?' });
  await expect(question).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What kind of concern is this?' })).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Your report' })).toBeVisible();
});
