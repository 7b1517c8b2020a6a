import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's focus in a pager: Next pressed onto the last page (or Previous onto the
 * first) is disabled under the focus, which would fall to the page. The current page's button
 * takes it then. `turned` is called with each page change the pager asks for.
 */
export function usePagerFocus<E extends HTMLElement>(page: number) {
  const ref = useRef<E>(null);
  const turned = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new page is drawn
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    const holder = ref.current;
    const focused = document.activeElement;
    const dropped =
      focused === null ||
      focused === document.body ||
      (focused instanceof HTMLButtonElement && focused.disabled && !!holder?.contains(focused));
    if (dropped) holder?.querySelector<HTMLElement>('[aria-current="page"], [data-active]')?.focus();
  }, [page]);
  return {
    ref,
    turned: () => {
      turned.current = true;
    },
  };
}
