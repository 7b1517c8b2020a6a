import { useState } from 'react';
import { answerLost } from '../../lib/api-client.ts';
import type { Translate } from '../../lib/i18n.ts';
import { ChunkLoadError, loadChunk } from '../../lib/load-chunk.ts';
import { REPORT_CLOSED, refusedAsClosed } from '../../lib/report-closed.ts';
import type { SendFile } from './send-in-turn.ts';
import { type UploadState, uploadableFiles } from './upload-state.ts';

/** What an upload of a message's files came to: the names of the files that failed, of how many. */
export interface UploadOutcome {
  failed: string[];
  total: number;
  /** A file was refused because the report had been closed meanwhile. */
  closed: boolean;
}

/**
 * The notice of failed uploads (spec 001 §8): a title naming the files when none was saved, a
 * warning titled with the count when some were; the message says what the signed-in user can do.
 */
export function uploadFailureNotice(outcome: UploadOutcome, t: Translate) {
  const { failed, total } = outcome;
  if (outcome.closed) return { color: 'red', message: t(REPORT_CLOSED) };
  const some = failed.length < total;
  return {
    color: some ? 'yellow' : 'red',
    title: some
      ? t('feedback.attachments.partialTitle', { count: failed.length, total })
      : t('feedback.attachments.failedTitle', { files: failed.join(', ') }),
    message: t('feedback.attachments.errorSavingSignedIn'),
  };
}

/**
 * The failed files the server may hold: those whose answer was lost. A file whose upload code did
 * not load was not sent this time, and keeps what was known of it `before`.
 */
export const perhapsHeld = (failed: ReadonlyMap<File, unknown>, before: ReadonlySet<File>): Set<File> =>
  new Set(
    [...failed]
      .filter(([file, error]) => (error instanceof ChunkLoadError ? before.has(file) : answerLost(error)))
      .map(([file]) => file),
  );

/**
 * The files of a message box (reviewer or reporter): the picked files, their upload
 * progress, those that pass every attachment rule against the existing ones, and the
 * upload of those one after another.
 */
export function useMessageFiles(onReport: readonly { name: string }[]) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<ReadonlyMap<File, UploadState>>(new Map());
  // Files whose last try got no answer: the server may hold them, under the key it answers again with (decision 109).
  const [unanswered, setUnanswered] = useState<ReadonlySet<File>>(new Set());
  // Counts the messages sent: the drop zone starts afresh with each, its notices gone.
  const [sent, setSent] = useState(0);
  // Such a file on the report is this one, most likely: not a duplicate of it. The server decides when it is sent again.
  const maybeSent = new Set(files.filter((f) => unanswered.has(f)).map((f) => f.name));
  const existing = onReport.filter((e) => !maybeSent.has(e.name));
  const toSend = uploadableFiles(files, existing);
  const mark = (file: File, state: UploadState) => setProgress((p) => new Map(p).set(file, state));

  /**
   * Sends the sendable files in turn; answers the failed ones with their errors. The code that
   * sends loads with the first files sent, not with the page (issue 6's page-weight budget): when
   * it does not load, no file was sent.
   */
  async function sendEach(send: SendFile): Promise<ReadonlyMap<File, unknown>> {
    if (toSend.length === 0) return new Map();
    return loadChunk(() => import('./send-in-turn.ts')).then(
      ({ sendInTurn }) => sendInTurn(toSend, send, mark),
      (error: unknown) => {
        const notSent = error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
        for (const file of toSend) mark(file, { kind: 'failed', messageKey: null });
        return new Map(toSend.map((file) => [file, notSent]));
      },
    );
  }

  /**
   * Uploads the sendable files in turn; the failed ones stay picked, with the server's reason.
   * Files the rules refused were never sent: they leave the list with the message.
   */
  async function uploadAll(send: SendFile): Promise<UploadOutcome> {
    const failed = await sendEach(send);
    setFiles((current) => current.filter((f) => failed.has(f)));
    setUnanswered(perhapsHeld(failed, unanswered));
    setSent((n) => n + 1);
    const closed = [...failed.values()].some(refusedAsClosed);
    return { failed: [...failed.keys()].map((f) => f.name), total: toSend.length, closed };
  }

  const pick = (picked: File[]) => {
    setFiles(picked);
    setProgress(new Map());
  };

  return { files, progress, toSend, existing, sent, pick, uploadAll };
}

export type MessageFiles = ReturnType<typeof useMessageFiles>;
