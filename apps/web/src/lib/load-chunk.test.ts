import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk.ts';

describe('chunk loading (spec 000 §8)', () => {
  it('turns a failed dynamic import into a ChunkLoadError', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(loadChunk(failing)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up with a ChunkLoadError when the module does not arrive in time', async () => {
    const never = () => new Promise<never>(() => {});
    const error = await loadChunk(never, 5).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes other errors through and resolves loaded modules', async () => {
    const crash = new RangeError('bad module code');
    await expect(loadChunk(() => Promise.reject(crash))).rejects.toBe(crash);
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(isChunkLoadError(crash)).toBe(false);
  });
});
