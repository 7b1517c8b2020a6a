import { lazy, Suspense, useEffect } from 'react';
import { createFlagStore } from '../lib/flag-store.ts';

/**
 * Mantine's modals manager (`modals.openConfirmModal` and friends), loaded and mounted the
 * first time a confirmation is asked for, so that no page pays for it before then.
 */
const loadModals = () => import('@mantine/modals');
const ModalsProvider = lazy(() => loadModals().then((m) => ({ default: m.ModalsProvider })));

const wanted = createFlagStore(false);
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

type ModalsApi = Awaited<ReturnType<typeof loadModals>>['modals'];

/** Mounts the modals manager; resolves to `modals` once its calls are heard. */
export async function requestModals(): Promise<ModalsApi> {
  wanted.set(true);
  const [{ modals }] = await Promise.all([loadModals(), ready]);
  return modals;
}

function Ready() {
  // Children's effects run before the provider's own, which subscribes to modal events.
  useEffect(() => {
    const timer = setTimeout(markReady, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export function ModalsHost() {
  const on = wanted.use();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Ready />
      </ModalsProvider>
    </Suspense>
  );
}
