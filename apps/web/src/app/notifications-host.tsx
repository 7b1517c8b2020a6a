import { MantineThemeProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.ts';

const Notifications = lazyComponent(
  () => import('./notifications-container.tsx'),
  (m) => m.Notifications,
);

/**
 * The toasts (spec 000 §2: error and success toasts at top centre), under the header. Their
 * container and its transitions load with the first toast, then stay: most pages never show one.
 */
export function NotificationsHost() {
  const { t } = useTranslation();
  const { notifications, queue } = useNotifications();
  // Every toast's close button is named for screen readers, whoever shows the toast.
  const theme = useMemo(
    () => ({
      components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('global.actions.close') } } } },
    }),
    [t],
  );
  const asked = notifications.length + queue.length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (asked) setMounted(true);
  }, [asked]);
  if (!mounted && !asked) return null;
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Suspense fallback={null}>
        <Notifications position="top-center" zIndex={1000} />
      </Suspense>
    </MantineThemeProvider>
  );
}
