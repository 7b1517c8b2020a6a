import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * While `unsaved` is true, a click on a link to another page of the app is held so that the
 * screen can ask first (`leaving` is where the link led; `leave` goes there, `stay` forgets it),
 * and closing or reloading the tab asks the browser's own question. The app's router is not a
 * data router, so `useBlocker` is not available; the browser's Back button is not held.
 */
export function useLeaveGuard(unsaved: boolean) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (e: MouseEvent) => {
      // A new tab or window, a download, or a link the page already handled leaves nothing behind.
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return;
      // Before the router's own handler, which listens at the app's root.
      e.preventDefault();
      e.stopPropagation();
      setLeaving(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      setLeaving(null);
      if (leaving) navigate(leaving);
    },
  };
}
