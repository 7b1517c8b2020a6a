import { useLayoutEffect, useRef } from 'react';
import classes from './focus-anchor.module.css';
import { focusOnPage } from './keep-focus.ts';

/**
 * Props of an element that takes the keyboard's focus when a control inside it leaves the page
 * with the focus (a deleted comment's Delete button, a deleted file's trash button): the card
 * that stays, or the list around it. Focusable by script only, never a Tab stop.
 */
export const FOCUS_ANCHOR = { 'data-focus-anchor': true, tabIndex: -1, className: classes.anchor } as const;

/** The anchors around an element, nearest first. */
function anchorsAround(element: Element | null | undefined): HTMLElement[] {
  const found: HTMLElement[] = [];
  let anchor = element?.parentElement?.closest<HTMLElement>('[data-focus-anchor]');
  while (anchor) {
    found.push(anchor);
    anchor = anchor.parentElement?.closest<HTMLElement>('[data-focus-anchor]');
  }
  return found;
}

/** Focuses the nearest of the anchors that is still on the page. */
function focusNearestAnchor(anchors: readonly HTMLElement[]) {
  anchors.find((a) => a.isConnected)?.focus({ preventScroll: true });
}

/**
 * A control that may leave the page while it has the focus (its item deleted): the focus, fallen
 * to the page with it, goes to the nearest anchor around it that stays (WCAG 2.4.3). Focus held
 * elsewhere is left alone. `rescue` does the same for a dialog the control opened, once the
 * dialog has closed after the control left (`OnDemandModal`'s `fallbackFocus`).
 */
export function useFocusRescue<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const anchors = useRef<HTMLElement[]>([]);
  useLayoutEffect(() => {
    const element = ref.current;
    anchors.current = anchorsAround(element);
    // Runs while the element is still on the page; the anchor takes the focus once it has gone.
    return () => {
      if (!element?.contains(document.activeElement)) return;
      queueMicrotask(() => {
        if (focusOnPage()) focusNearestAnchor(anchors.current);
      });
    };
  }, []);
  return { ref, rescue: () => focusNearestAnchor(anchors.current) };
}
