import type { ComboboxProps } from '@mantine/core';

/**
 * The list of a select inside a dialog. It stays in the dialog's own markup, where a screen
 * reader, kept inside an aria-modal dialog, reaches its options. It is positioned `fixed`, so the
 * dialog's scrolling content does not clip it; dialogs fade rather than scale (theme.ts), since a
 * transform on the dialog would clip it again. A list that opens upwards passes over the dialog's
 * title bar, which Mantine stacks at 1000.
 */
export const IN_DIALOG_COMBOBOX: ComboboxProps = { withinPortal: false, floatingStrategy: 'fixed', zIndex: 1001 };
