import type { ModalProps } from '@mantine/core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';
import { focusOnPage } from './keep-focus.ts';

const Modal = lazyComponent(
  () => import('./mantine-modal.tsx'),
  (m) => m.Modal,
);

/**
 * The element focused before a dialog opened, unless it is inside one already. A menu's item
 * leaves the page with its menu: the button that opened the menu stands in for it.
 */
const focusedOutsideDialogs = (): HTMLElement | null => {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused.closest('[role="dialog"]')) return null;
  const menuButton = focused.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (menuButton && document.getElementById(menuButton)) || focused;
};

/** Focus on the page's body, or left in a dialog that has faded out and is about to leave the page. */
const focusLost = (): boolean => {
  if (focusOnPage()) return true;
  const dialog = document.activeElement?.closest('[role="dialog"]') ?? null;
  return dialog !== null && getComputedStyle(dialog).opacity === '0';
};

/**
 * Mantine's Modal, whose code (focus trap, scroll lock, transitions) loads the first time
 * the dialog opens: a page whose dialogs stay closed does not pay for them.
 *
 * Mantine gives the focus back to what opened a dialog only when it saw the dialog closed first,
 * and this one mounts open, or is unmounted with its page: the focus is given back here when it
 * would otherwise be left on the page's body (WCAG 2.4.3). When what opened it has left the page
 * meanwhile (the Delete button of a comment the dialog deleted), `fallbackFocus` places it.
 */
export function OnDemandModal({ fallbackFocus, ...props }: ModalProps & { fallbackFocus?: () => void }) {
  const [used, setUsed] = useState(props.opened);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const giveFocusBack = useCallback(() => {
    pending.current = setTimeout(() => {
      const back = opener.current;
      opener.current = null;
      if (!focusLost()) return;
      if (back?.isConnected) back.focus({ preventScroll: true });
      else fallback.current?.();
    });
  }, []);
  useEffect(() => {
    if (!props.opened) return;
    // Opened again before the last closing gave the focus back (or remounted in development).
    clearTimeout(pending.current);
    setUsed(true);
    opener.current ??= focusedOutsideDialogs();
  }, [props.opened]);
  useEffect(() => giveFocusBack, [giveFocusBack]);
  if (!used && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        {...props}
        onExitTransitionEnd={() => {
          props.onExitTransitionEnd?.();
          giveFocusBack();
        }}
      />
    </Suspense>
  );
}
