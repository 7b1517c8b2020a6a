import { sendInTurn } from '../../../components/file-drop/send-in-turn.ts';
import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';

/** Sends one file of a new report, telling its progress in percent. */
export type UploadFile = (
  referenceId: string,
  body: never,
  file: File,
  notifyOfAttachment: boolean,
  onProgress: (percent: number) => void,
) => Promise<void>;

/**
 * Uploads a new report's files one by one, the first that goes through flagged to notify;
 * answers whether all were saved. Closing or reloading the tab would stop those not sent yet, so
 * the browser asks first until the last is in, whatever screen is shown by then: leaving by a
 * link of the app does not stop them.
 */
export async function uploadFiles(
  upload: UploadFile,
  target: { referenceId: string; body: unknown },
  files: readonly File[],
  setUpload: (file: File, upload: UploadState) => void,
): Promise<boolean> {
  const release = holdBeforeUnload();
  try {
    const send = (file: File, first: boolean, onProgress: (percent: number) => void) =>
      upload(target.referenceId, target.body as never, file, first, onProgress);
    return (await sendInTurn(files, send, setUpload)).size === 0;
  } finally {
    release();
  }
}
