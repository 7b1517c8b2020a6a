import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. Its region takes the keyboard's focus and
 * bears the table's name, so that arrow keys reach the columns off screen (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
      {children}
    </ScrollArea>
  );
}
