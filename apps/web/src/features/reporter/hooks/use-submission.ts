import { LIMITS, type TReportSubmission, type TReportSubmitted } from '@candor/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { retryCanHelp } from '../../../lib/api-client.ts';
import { describeHttpError, type HttpFeedback } from '../../../lib/http-feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { postReport, preflightCheck } from '../api/reporter-api.ts';
import { submissionKeys } from '../state/reporter-storage.ts';
import type { UploadFile } from './upload-files.ts';

export type SubmissionPhase = 'idle' | 'saving' | 'uploading' | 'failed' | 'done';

export interface SubmissionState {
  phase: SubmissionPhase;
  result: TReportSubmitted | null;
  uploads: ReadonlyMap<File, UploadState>;
  /** Some attachments could not be saved (feedback.attachments.errorSaving). */
  uploadFailed: boolean;
  /** Why the server refused the report (a 4xx a retry cannot fix); empty after a failure that retries could not overcome. */
  refusal: HttpFeedback[];
}

const initial: SubmissionState = {
  phase: 'idle',
  result: null,
  uploads: new Map(),
  uploadFailed: false,
  refusal: [],
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reporter left the form while a retry was waiting: the report is not posted again. */
class SubmissionLeft extends Error {}

/**
 * Runs a call of the submission, trying again up to 3 more times, waiting 5 s × the attempt number
 * before each (spec 000 §4 for the post; the preflight check, which writes nothing, is tried the
 * same way), but only while a retry can help and the reporter is still on the form: a report
 * filed after he left would be one whose ID he never saw.
 */
async function withRetries<T>(call: () => Promise<T>, left: () => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    // Each wait, and the preflight check, may end after the reporter has left.
    if (left()) throw new SubmissionLeft();
    try {
      return await call();
    } catch (error) {
      if (attempt >= LIMITS.submissionRetries || !retryCanHelp(error)) throw error;
      await wait(LIMITS.submissionRetryDelayMs * (attempt + 1));
    }
  }
}

/** The calls of one mode's submission: the reporter's on `reporterapi`, a staff mode's on `api`. */
export interface SubmissionCalls {
  preflight: (orgId: number, templateId: string) => Promise<unknown>;
  post: (templateId: string, body: never, idempotencyKey: string) => Promise<TReportSubmitted>;
  upload: UploadFile;
  /** Where the idempotency key is kept between tries beyond the page's life, if anywhere. */
  keys?: { read: () => string | null; write: (key: string | null) => void };
}

/** The reporter's: a new report's files are proven by its password (the upload code loads only now). */
const reporterCalls: SubmissionCalls = {
  preflight: preflightCheck,
  post: postReport,
  upload: async (referenceId, body: TReportSubmission, file, notifyOfAttachment, onProgress) => {
    const { uploadAttachment } = await import('../api/upload-attachment.ts');
    await uploadAttachment({ referenceId, newReportPassword: body.password, notifyOfAttachment }, file, onProgress);
  },
  keys: submissionKeys,
};

export interface SubmitInput {
  orgId: number;
  templateId: string;
  body: unknown;
  /** The files that pass the attachment rules; the first one is flagged to notify. */
  files: readonly File[];
}

/**
 * The submission flow of spec 000 §4: preflight check and post, each with retries, then the
 * attachments one by one with progress. The report ID is shown only once the post succeeded.
 */
export function useSubmission(calls: SubmissionCalls = reporterCalls) {
  const [state, setState] = useState<SubmissionState>(initial);
  // One key until a report is filed: retries and Try again after lost answers send the same
  // one, and the server answers the same report for the same key and report (decision 038).
  const idempotencyKey = useRef<string | null>(null);
  const left = useRef(false);
  // Lets go of the tab's question; a reporter who chose to leave is not asked again as the tab closes.
  const letGo = useRef(() => {});
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      letGo.current();
    };
  }, []);

  const submit = useCallback(
    async ({ orgId, templateId, body, files }: SubmitInput) => {
      const setUpload = (file: File, upload: UploadState) =>
        setState((s) => ({ ...s, uploads: new Map(s.uploads).set(file, upload) }));
      setState({ ...initial, phase: 'saving' });
      // The upload loop, which holds the tab's question while it runs, is left out of the form's
      // first load (the page-weight budget); it loads while the report is posted, to be there when
      // the files go. Not loaded, no file is sent, and each is named as not saved.
      const uploadLoop = files.length > 0 ? loadChunk(() => import('./upload-files.ts')).catch(() => null) : null;
      const isLeft = () => left.current;
      /** Files the report: null once it failed (the failure is shown) or the reporter left. */
      const fileReport = async (): Promise<TReportSubmitted | null> => {
        try {
          await withRetries(() => calls.preflight(orgId, templateId), isLeft);
          const key = idempotencyKey.current ?? calls.keys?.read() ?? newIdempotencyKey();
          idempotencyKey.current = key;
          calls.keys?.write(key);
          // Closed from now on, the tab could file a report whose ID and password no one sees: the
          // browser asks until the report and its files are in (the upload loop holds its own question).
          letGo.current = holdBeforeUnload();
          const result = await withRetries(() => calls.post(templateId, body as never, key), isLeft);
          // Filed after the reporter left, its ID unseen: the key stays, so the same report sent
          // again is answered with this one, and its files wait for that try.
          if (left.current) return null;
          idempotencyKey.current = null;
          calls.keys?.write(null);
          return result;
        } catch (error) {
          if (!(error instanceof SubmissionLeft))
            setState({ ...initial, phase: 'failed', refusal: retryCanHelp(error) ? [] : describeHttpError(error) });
          return null;
        }
      };
      try {
        const result = await fileReport();
        if (!result) return;
        setState((s) => ({ ...s, phase: 'uploading', result }));
        const target = { referenceId: result.referenceId, body };
        let uploadFailed = false;
        if (uploadLoop) {
          const loop = await uploadLoop;
          if (loop) uploadFailed = !(await loop.uploadFiles(calls.upload, target, files, setUpload));
          else {
            uploadFailed = true;
            for (const file of files) setUpload(file, { kind: 'failed', messageKey: null });
          }
        }
        setState((s) => ({ ...s, phase: 'done', uploadFailed }));
      } finally {
        letGo.current();
        letGo.current = () => {};
      }
    },
    [calls],
  );

  const reset = useCallback(() => setState(initial), []);
  return { state, submit, reset };
}
