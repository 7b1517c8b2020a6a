import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../lib/plain-click.ts';

/** Paths the server answers itself (files, sign-in and out of the identity provider): not pages of the app. */
const SERVER_PATHS = /^\/(api|reporterapi|management|oauth2)(\/|$)/;

/**
 * While `unsaved` is true, a click on a link to another page of the app is held so that the
 * screen can ask first (`leaving` is where the link led; `leave` goes there, `stay` forgets it),
 * and closing or reloading the tab asks the browser's own question. The link's own handlers still
 * run (a menu closes); only the router's navigation is held, as it yields to a prevented click.
 * The app's router is not a data router, so `useBlocker` is not available: the browser's Back
 * and Forward, and code that navigates without a link, are not held.
 */
export function useLeaveGuard(unsaved: boolean) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);
  // Once leaving is chosen the guard lets go: the router keeps this page on screen, and clickable,
  // until the next one is ready.
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (!unsaved || released) return;
    const onClick = (e: MouseEvent) => {
      if (!isPlainClick(e)) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || SERVER_PATHS.test(url.pathname)) return;
      if (url.pathname === here.pathname && url.search === here.search) return;
      e.preventDefault();
      setLeaving(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Browsers before the standard's preventDefault ask only when a return value is set.
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, released]);
  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      setLeaving(null);
      if (!leaving) return;
      setReleased(true);
      navigate(leaving);
    },
  };
}
