import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A page opened by a link or a redirect starts at its top. Back and Forward leave the scrolling to
 * the browser, and so does a new query on the same page.
 */
export function usePageTop(pathname: string) {
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
