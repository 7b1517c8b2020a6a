import { LIMITS } from '@candor/shared';

/** A script chunk that failed to load or did not arrive within 120 seconds (spec 000 §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const IMPORT_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error instanceof TypeError && IMPORT_FAILURE.test(error.message));
}

/** Loads a lazily imported module, turning a failed or stalled download into a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = LIMITS.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(e) ? new ChunkLoadError((e as Error).message) : e);
      },
    );
  });
}
