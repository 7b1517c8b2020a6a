import { Box, Button, Group, type MantineBreakpoint } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { FRAME_CONTENT_ID } from './frame-content.ts';

/**
 * An area's frame: its navigation beside the page from `breakpoint` up, and on narrower screens
 * (a phone, a tablet, a desktop zoomed to 200 %) behind a menu button above the page, so that
 * every screen of the area stays reachable (WCAG 1.4.10 Reflow). The menu closes on navigation.
 */
export function FrameLayout({
  label,
  width,
  breakpoint,
  navigation,
  children,
}: {
  label: string;
  width: number;
  breakpoint: MantineBreakpoint;
  navigation: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Each visit of a page has its own key, a return by Back included: the menu is open only on the visit it was opened on.
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === key;
  const menuId = useId();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Box component="nav" aria-label={label} w={width} visibleFrom={breakpoint} data-no-print>
        {navigation}
      </Box>
      <Box id={FRAME_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Box hiddenFrom={breakpoint} mb="md" data-no-print>
          <Button
            variant="default"
            leftSection={opened ? <IconX size={18} aria-hidden /> : <IconMenu2 size={18} aria-hidden />}
            aria-expanded={opened}
            aria-controls={menuId}
            onClick={() => setOpenedAt(opened ? null : key)}
          >
            {t('global.header.menu')}
          </Button>
          {opened && (
            <Box component="nav" id={menuId} aria-label={label} mt="xs">
              {navigation}
            </Box>
          )}
        </Box>
        {children}
      </Box>
    </Group>
  );
}

/** A sidebar link's state: drawn as the current one, and said so to a screen reader (`aria-current`). */
export const currentPageProps = (current: boolean) => ({
  active: current,
  'aria-current': current ? ('page' as const) : undefined,
});
