import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set; naming the tags also runs the rules axe leaves off by default (target size). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Toasts without their fade: shown whole or not at all. */
const NO_TOAST_FADE = '.mantine-Notifications-root, .mantine-Notifications-root * { transition: none !important; }';
/** Longer than the frame Mantine waits before a transition starts. */
const TRANSITION_START_MS = 100;

/**
 * Fails on any serious or critical axe violation of the page as it is now: WCAG 2.2 AA, then
 * axe's own defaults. Runs once transitions have ended: a dialog fading in has, for a moment,
 * the contrast of a half-transparent one, which no one reads.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast whose time runs out during the scan would fade under axe's eyes: toasts appear and go at once.
  await page.addStyleTag({ content: NO_TOAST_FADE });
  // Mantine starts a transition a frame after the state that causes it: wait past that frame first.
  await page.waitForTimeout(TRANSITION_START_MS);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
    timeout: 5_000,
  });
  const [wcag, defaults] = [
    await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze(),
    await new AxeBuilder({ page }).analyze(),
  ];
  const serious = [...wcag.violations, ...defaults.violations]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect([...new Set(serious)]).toEqual([]);
  expect(wcag.passes.some((rule) => rule.id === 'target-size') || hasNoTargets(wcag)).toBe(true);
}

const hasNoTargets = (result: { inapplicable: { id: string }[] }) =>
  result.inapplicable.some((rule) => rule.id === 'target-size');

/**
 * Fails when the element's text contrasts with what stands behind it by less than WCAG's 4.5:1.
 * axe leaves colours mixed by CSS (`color-mix`, as Mantine's variants are) unjudged; the
 * browser paints them here, each background of the element's ancestry over the last, then the text.
 */
export async function expectReadable(target: Locator) {
  const ratio = await target.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const colourAfter = (fill: string) => {
      paint.fillStyle = fill;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const ancestry: Element[] = [];
    for (let e: Element | null = element; e; e = e.parentElement) ancestry.unshift(e);
    let back = colourAfter('#fff');
    for (const e of ancestry) back = colourAfter(getComputedStyle(e).backgroundColor);
    const text = colourAfter(getComputedStyle(element).color);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(back), luminance(text)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
  expect(ratio, 'contrast of the text with its background').toBeGreaterThanOrEqual(4.5);
}
