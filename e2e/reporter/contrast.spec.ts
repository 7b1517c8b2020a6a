import { expect, type Locator, test } from '@playwright/test';
import { chooseOrganization, nextButton } from './reporter-flow.ts';

/** WCAG's contrast ratio of two computed colours ("rgb(…)", opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((el, [p, pseudoElement]) => getComputedStyle(el, pseudoElement).getPropertyValue(p), [
    property,
    pseudo,
  ] as const);

test('fields and choices stand out from the page, and placeholders can be read (WCAG 1.4.3, 1.4.11)', async ({
  page,
}) => {
  await page.goto('/reporter/submit-report');
  const search = page.getByRole('textbox', { name: 'Organization name' });
  const white = await style(page.locator('body'), 'background-color');
  expect(contrast(await style(search, 'border-top-color'), white)).toBeGreaterThanOrEqual(3);
  expect(await search.getAttribute('placeholder')).toBeTruthy();
  expect(contrast(await style(search, 'color', '::placeholder'), white)).toBeGreaterThanOrEqual(4.5);

  await chooseOrganization(page, 'Northwind Group');
  const agreement = page.getByRole('checkbox', { name: 'I have read and understood the information above.' });
  expect(contrast(await style(agreement, 'border-top-color'), white)).toBeGreaterThanOrEqual(3);
  // Refused, the box keeps the red edge of an error (red-8), not the grey of an untouched one.
  await nextButton(page).click();
  await expect(agreement).toHaveAttribute('aria-invalid', 'true');
  await expect(agreement).toHaveCSS('border-top-color', 'rgb(224, 49, 49)');
});

test('a link drawn as a button centres its label, as a button does', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Client login' });
  const box = await link.boundingBox();
  const label = await link.locator('.mantine-Button-label').boundingBox();
  expect(box && label).toBeTruthy();
  if (box && label) expect(Math.abs(label.y + label.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(1);
});

test('in forced colours a ticked box and a chosen radio keep their marks (WCAG 1.4.11)', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await chooseOrganization(page, 'Northwind Group');
  const agreement = page.getByRole('checkbox', { name: 'I have read and understood the information above.' });
  await agreement.check();
  const tick = agreement.locator('xpath=..').locator('svg');
  await expect(tick).toBeVisible();
  // Read once the box's colour transition has ended: mid-way, tick and box are still alike.
  const markContrast = async (mark: Locator, box: Locator) =>
    contrast(await style(mark, 'color'), await style(box, 'background-color'));
  await expect.poll(() => markContrast(tick, agreement)).toBeGreaterThanOrEqual(3);
  await nextButton(page).click();
  const fraud = page.getByRole('radio', { name: 'Fraud' });
  await fraud.check();
  const dot = fraud.locator('xpath=..').locator('svg');
  await expect(dot).toBeVisible();
  await expect.poll(() => markContrast(dot, fraud)).toBeGreaterThanOrEqual(3);
  // The current step is marked apart from the steps still to come.
  const steps = page.getByRole('navigation', { name: 'Report steps' }).locator('button');
  const icon = (step: Locator) => step.locator('.mantine-Stepper-stepIcon');
  const current = icon(steps.and(page.locator('[aria-current="step"]')));
  expect(await style(current, 'background-color')).not.toBe(await style(icon(steps.last()), 'background-color'));
});
