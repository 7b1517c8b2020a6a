import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './load-chunk.ts';

/**
 * A component whose code loads the first time it renders (wrap it in Suspense). A chunk
 * that fails to load reaches the nearest error boundary as a ChunkLoadError.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(load).then((m) => ({ default: pick(m) })));
}
