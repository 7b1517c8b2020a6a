import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Sends one file of a new report, telling its progress in percent. */
export type UploadFile = (
  referenceId: string,
  body: never,
  file: File,
  notifyOfAttachment: boolean,
  onProgress: (percent: number) => void,
) => Promise<void>;

/**
 * Uploads a new report's files one by one, the first flagged to notify; answers whether all were
 * saved. Closing or reloading the tab would stop those not sent yet, so the browser asks first
 * until the last is in, whatever screen is shown by then: leaving by a link of the app does not
 * stop them.
 */
export async function uploadFiles(
  upload: UploadFile,
  target: { referenceId: string; body: unknown },
  files: readonly File[],
  setUpload: (file: File, upload: UploadState) => void,
): Promise<boolean> {
  let allSaved = true;
  const release = holdBeforeUnload();
  try {
    for (const [i, file] of files.entries()) {
      setUpload(file, { kind: 'uploading', percent: 0 });
      try {
        await upload(target.referenceId, target.body as never, file, i === 0, (percent) =>
          setUpload(file, { kind: 'uploading', percent }),
        );
        setUpload(file, { kind: 'done' });
      } catch (error) {
        allSaved = false;
        const key = error instanceof ApiError ? error.body?.message : undefined;
        setUpload(file, { kind: 'failed', messageKey: key?.startsWith('attachmentError.') ? key : null });
      }
    }
  } finally {
    release();
  }
  return allSaved;
}
