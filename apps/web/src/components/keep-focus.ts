/** The keyboard's focus has fallen to the page: nothing, or the page's body, has it. */
export const focusOnPage = (): boolean => document.activeElement === null || document.activeElement === document.body;

/**
 * A control busy with its action, left enabled (a disabled one would drop the keyboard's focus):
 * dimmed and said busy. Its handler ignores presses while it is busy.
 */
export const busyProps = (busy: boolean) => ({ 'aria-busy': busy, opacity: busy ? 0.5 : 1 });

/**
 * A control that cannot act now, drawn and said disabled but left in the Tab order: a keyboard
 * or screen-reader user still finds it, and a control disabled under the focus would drop it.
 * Its handler decides what a press does meanwhile.
 */
export const focusableDisabledProps = (disabled: boolean) => ({
  'data-disabled': disabled || undefined,
  'aria-disabled': disabled,
});
