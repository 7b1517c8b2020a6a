import { ScrollArea } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './scroll-region.module.css';

interface Overflow {
  /** The table is wider than its region. */
  scrolls: boolean;
  /** Columns lie off screen to the left, or to the right. */
  left: boolean;
  right: boolean;
}

/**
 * A table that scrolls sideways on a narrow screen. While it does, its region takes the keyboard's
 * focus and bears the table's name, so that arrow keys reach the columns off screen (WCAG 2.1.1),
 * and a shade along each edge with columns beyond it says so from the first rows, however far
 * below the scrollbar is; when the table fits, it is no stop on the way.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: false, left: false, right: false });
  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    setOverflow({
      scrolls: scrollWidth > clientWidth,
      left: scrollLeft > 1,
      right: scrollLeft + clientWidth < scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [measure]);
  return (
    <ScrollArea
      type="auto"
      viewportRef={viewport}
      onScrollPositionChange={measure}
      classNames={{ root: classes.root, viewport: classes.viewport }}
      mod={{ 'more-left': overflow.left, 'more-right': overflow.right }}
      viewportProps={overflow.scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : undefined}
    >
      {children}
    </ScrollArea>
  );
}
