import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ChunkLoadError } from '../../lib/load-chunk.ts';
import { perhapsHeld } from './use-message-files.ts';

describe('files perhaps on the report after a failed send', () => {
  const [lost, refused, unsent, unsentBefore] = ['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((n) => new File([n], n));
  const failed = new Map<File, unknown>([
    [lost, new TypeError('Failed to fetch')],
    [refused, new ApiError(400, { message: 'attachmentError.virus', status: 400 }, null)],
    [unsent, new ChunkLoadError('timeout')],
    [unsentBefore, new ChunkLoadError('timeout')],
  ]);

  it('are those whose answer was lost, not those refused nor those whose upload code did not load', () => {
    expect([...perhapsHeld(failed, new Set())]).toEqual([lost]);
  });

  it('keep what was known of a file not sent this time', () => {
    expect([...perhapsHeld(failed, new Set([unsentBefore, refused]))]).toEqual([lost, unsentBefore]);
  });
});
