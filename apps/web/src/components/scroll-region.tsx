import { ScrollArea } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './scroll-region.module.css';

/**
 * A table that scrolls sideways on a narrow screen. While it does, its region takes the keyboard's
 * focus and bears the table's name, so that arrow keys reach the columns off screen (WCAG 2.1.1);
 * when the table fits, it is no stop on the way.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <ScrollArea
      type="auto"
      viewportRef={viewport}
      classNames={{ viewport: classes.viewport }}
      viewportProps={scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : undefined}
    >
      {children}
    </ScrollArea>
  );
}
