import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { STATUS_BADGE } from './admin-widgets.tsx';

/** A Mantine colour as #rrggbb: `white`, or `name.shade` of the theme. */
function hexOf(color: string): string {
  const [name, shade] = color.split('.');
  const hex = color === 'white' ? DEFAULT_THEME.white : DEFAULT_THEME.colors[name][Number(shade)];
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('user status badges', () => {
  it.each(Object.entries(STATUS_BADGE))('%s: its text reads at 4.5:1 or more on its colour', (_, badge) => {
    expect(contrast(hexOf(badge.color), hexOf(badge.text))).toBeGreaterThanOrEqual(4.5);
  });
});
