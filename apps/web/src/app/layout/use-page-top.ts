import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { pageContent } from '../../components/frame-content.ts';

/**
 * A page opened by a link or a redirect starts at its top, and so does the keyboard's focus: a
 * screen reader reads on from the new page, and Tab goes on from its top (WCAG 2.4.3). A field or
 * tab of the page that holds the focus keeps it. Back and Forward leave the scrolling and the focus
 * to the browser, and so does a new query on the same page.
 */
export function usePageTop(pathname: string) {
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  // Before the new page is painted, so it is never seen scrolled to where the last one was.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation === 'POP') return;
    window.scrollTo(0, 0);
    const page = pageContent();
    if (page && !page.contains(document.activeElement)) page.focus({ preventScroll: true });
  }, [pathname, navigation]);
}
