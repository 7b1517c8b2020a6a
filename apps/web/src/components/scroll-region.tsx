import { ScrollArea } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './scroll-region.module.css';

interface Overflow {
  /** The table is wider than its region. */
  scrolls: boolean;
  /** Columns lie off screen to the left. */
  left: boolean;
  /** Columns lie off screen to the right. */
  right: boolean;
}

/**
 * A table that scrolls sideways on a narrow screen. While it does, its region takes the keyboard's
 * focus and bears the table's name, so that arrow keys reach the columns off screen (WCAG 2.1.1);
 * when the table fits, it is no stop on the way. A shade along each edge with columns beyond it
 * shows from the first rows that the table scrolls, however far below them its scrollbar is.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: false, left: false, right: false });
  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const next = {
      scrolls: scrollWidth > clientWidth,
      left: scrollLeft > 1,
      right: scrollLeft + clientWidth < scrollWidth - 1,
    };
    // Called on every scroll event: the region renders again only when an edge changes.
    setOverflow((now) =>
      now.scrolls === next.scrolls && now.left === next.left && now.right === next.right ? now : next,
    );
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
