import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../lib/plain-click.ts';
import { useBeforeUnload } from './use-before-unload.ts';

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
  useBeforeUnload(unsaved && !released);
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
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
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
