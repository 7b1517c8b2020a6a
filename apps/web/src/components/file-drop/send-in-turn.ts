import { ApiError } from '../../lib/api-client.ts';
import { ChunkLoadError } from '../../lib/load-chunk.ts';
import type { UploadState } from './upload-state.ts';

/**
 * Sends one file; reports upload progress in percent. `first` is true until one file has gone
 * through: that one carries `notifyOfAttachment`, so that files sent together tell the other side
 * once, even when the first of them is refused.
 */
export type SendFile = (file: File, first: boolean, onProgress: (percent: number) => void) => Promise<unknown>;

/**
 * Sends `files` one after another, telling each one's state to `mark`; answers the failed ones
 * with their error. A file refused by the server names the reason when it is an attachment rule.
 * When the upload code itself did not load, the files after it are failed with it, untried: each
 * would wait for that code in vain.
 */
export async function sendInTurn(
  files: readonly File[],
  send: SendFile,
  mark: (file: File, state: UploadState) => void,
): Promise<Map<File, unknown>> {
  const failed = new Map<File, unknown>();
  let first = true;
  for (const [i, file] of files.entries()) {
    mark(file, { kind: 'uploading', percent: 0 });
    try {
      await send(file, first, (percent) => mark(file, { kind: 'uploading', percent }));
      first = false;
      mark(file, { kind: 'done' });
    } catch (error) {
      const key = error instanceof ApiError ? error.body?.message : undefined;
      const givenUp = error instanceof ChunkLoadError ? files.slice(i) : [file];
      for (const f of givenUp) {
        failed.set(f, error);
        mark(f, { kind: 'failed', messageKey: key?.startsWith('attachmentError.') ? key : null });
      }
      if (error instanceof ChunkLoadError) break;
    }
  }
  return failed;
}
