import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'candor',
  colors: {
    candor: [
      '#e9f1fa',
      '#cfdff0',
      '#a2c0e2',
      '#729fd3',
      '#4b83c6',
      '#3272bf',
      '#2566a8',
      '#1c4e80',
      '#164270',
      '#0b345e',
    ],
  },
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

/** Secondary text and error messages dark enough for a 4.5:1 contrast on white (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
