import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { loadChunk } from '../lib/load-chunk.ts';
import { ScreenLoading } from './loading/loading-overlay.tsx';

const fullStyles = () => import('./mantine-full-styles.ts');

/**
 * A screen whose code loads on demand, inside the frame. A chunk that fails to load
 * reaches the route's error view as a ChunkLoadError. The screen comes with all of
 * Mantine's styles; the first page only loads the frame's (mantine-styles.ts).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ReactElement {
  const Screen = lazy(() =>
    Promise.all([loadChunk(load), loadChunk(fullStyles)]).then(([m]) => ({ default: pick(m) })),
  );
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

export const byDefault = (m: { default: ComponentType }) => m.default;
