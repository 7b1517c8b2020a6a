import { useEffect } from 'react';

/** A `beforeunload` listener: closing or reloading the tab asks the browser's own question first. */
export function askBeforeUnload(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Browsers before the standard's preventDefault ask only when a return value is set.
  e.returnValue = '';
}

/** While `active`, closing or reloading the tab asks the browser's own question first. */
export function useBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [active]);
}
