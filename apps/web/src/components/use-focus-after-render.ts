import { useCallback, useEffect, useState } from 'react';
import { focusOnPage } from './keep-focus.ts';

type Find = () => HTMLElement | null | undefined;

/**
 * Gives focus to an element once the next render is on screen. An action that unmounts the
 * button that was pressed (a list item that moves, a group of buttons that swaps) would leave
 * the focus on the page, and a keyboard user would start again from the top. Focus that has gone
 * elsewhere meanwhile (while a save was on its way) is left where it is.
 */
export function useFocusAfterRender() {
  const [target, setTarget] = useState<{ find: Find } | null>(null);
  useEffect(() => {
    if (!target) return;
    if (focusOnPage()) target.find()?.focus();
    setTarget(null);
  }, [target]);
  return useCallback((find: Find) => setTarget({ find }), []);
}
