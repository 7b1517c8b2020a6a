import { useEffect } from 'react';

/**
 * Closing or reloading the tab asks the browser's own question first, until the returned function
 * is called. Each holder has a listener of its own, so that one letting go leaves another's.
 */
export function holdBeforeUnload(): () => void {
  const ask = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    // Browsers before the standard's preventDefault ask only when a return value is set.
    e.returnValue = '';
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}

/** While `active`, closing or reloading the tab asks the browser's own question first. */
export function useBeforeUnload(active: boolean) {
  useEffect(() => (active ? holdBeforeUnload() : undefined), [active]);
}
