import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import classes from './theme.module.css';

/**
 * A long option list scrolls in the listbox itself, not in a scroll area around its options:
 * a screen reader and axe then know the scrolling region as the combobox's popup, which the
 * keyboard already moves through (arrow keys from the input). At most 400 px high (spec 001 §9).
 */
const OPTIONS_SCROLL = { maxHeight: '25rem', overflowY: 'auto' } as const;

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
  components: {
    Input: { classNames: { input: classes.input, wrapper: classes.inputWrapper } },
    Button: { classNames: { root: classes.button, label: classes.buttonLabel } },
    Checkbox: { classNames: { input: classes.choice, icon: classes.choiceIcon } },
    Radio: { classNames: { radio: classes.choice, icon: classes.choiceIcon } },
    Tabs: { classNames: { tab: classes.tab } },
    SegmentedControl: {
      classNames: { control: classes.segmentControl, indicator: classes.segmentIndicator, label: classes.segmentLabel },
    },
    Stepper: { classNames: { stepIcon: classes.stepIcon } },
    Title: { classNames: { root: classes.title } },
    // Without the focus placeholder Mantine puts first in the dropdown, a menu holds only its items (role menu, axe).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A dialog fades in without a transform, which would clip a select's list inside it (in-dialog-combobox.ts).
    Modal: { defaultProps: { transitionProps: { transition: 'fade', duration: 200 } } },
    // Mantine's clear button is 22 px beside a small field: 28 px meets the 24 px target size (WCAG 2.5.8).
    // Every clearable field here is of the default small size; an xs one would need a wider right section.
    InputClearButton: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { withScrollArea: false }, styles: { options: { ...OPTIONS_SCROLL } } },
    MultiSelect: {
      defaultProps: { withScrollArea: false },
      // Without a search box (under 10 items) Mantine shrinks the field to an unclickable pixel: it
      // keeps the free width beside the chips instead (still transparent), so a click on the
      // combobox itself reaches it and opens the list.
      styles: {
        options: { ...OPTIONS_SCROLL },
        inputField: { position: 'static', width: 'auto', height: '1.6em', pointerEvents: 'auto' },
      },
    },
    Autocomplete: { defaultProps: { withScrollArea: false }, styles: { options: { ...OPTIONS_SCROLL } } },
  },
});

/** Secondary text, placeholders and error messages dark enough for a 4.5:1 contrast on white (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // 4.7:1, and still lighter than typed text (gray-7 would read as a value).
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
