import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';

const Notifications = lazyComponent(
  () => import('./notifications-container.tsx'),
  (m) => m.Notifications,
);

/**
 * The toasts (spec 000 §2: error and success toasts at top centre). Their container and
 * its transitions load with the first toast, then stay: most pages never show one.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const asked = notifications.length + queue.length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (asked) setMounted(true);
  }, [asked]);
  if (!mounted && !asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}
