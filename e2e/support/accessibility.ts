import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
