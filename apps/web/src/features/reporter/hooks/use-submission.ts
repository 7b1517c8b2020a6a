import { LIMITS, type TReportSubmission, type TReportSubmitted } from '@candor/shared';
import { useCallback, useRef, useState } from 'react';
import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeHttpError, type HttpFeedback } from '../../../lib/http-feedback.ts';
import { postReport, preflightCheck } from '../api/reporter-api.ts';

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

/** A lost connection, a server error or a rate limit may pass; a refusal (any other 4xx) will not. */
export const retryCanHelp = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Posts the report, trying again up to 3 more times, waiting 5 s × the attempt number before each
 * (spec 000 §4), but only while a retry can help.
 */
async function postWithRetries(reportId: string, body: TReportSubmission, key: string): Promise<TReportSubmitted> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postReport(reportId, body, key);
    } catch (error) {
      if (attempt >= LIMITS.submissionRetries || !retryCanHelp(error)) throw error;
      await wait(LIMITS.submissionRetryDelayMs * (attempt + 1));
    }
  }
}

/**
 * Uploads the new report's files one by one, the first flagged to notify; answers whether all
 * were saved. The upload code loads only now: the report form's first page stays light.
 */
async function uploadFiles(
  referenceId: string,
  newReportPassword: string,
  files: readonly File[],
  setUpload: (file: File, upload: UploadState) => void,
): Promise<boolean> {
  const { uploadAttachment } = await import('../api/upload-attachment.ts');
  let allSaved = true;
  for (const [i, file] of files.entries()) {
    setUpload(file, { kind: 'uploading', percent: 0 });
    try {
      await uploadAttachment({ referenceId, newReportPassword, notifyOfAttachment: i === 0 }, file, (percent) =>
        setUpload(file, { kind: 'uploading', percent }),
      );
      setUpload(file, { kind: 'done' });
    } catch (error) {
      allSaved = false;
      const key = error instanceof ApiError ? error.body?.message : undefined;
      setUpload(file, { kind: 'failed', messageKey: key?.startsWith('attachmentError.') ? key : null });
    }
  }
  return allSaved;
}

/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface SubmitInput {
  orgId: number;
  templateId: string;
  body: TReportSubmission;
  /** The files that pass the attachment rules; the first one is flagged to notify. */
  files: readonly File[];
}

/**
 * The submission flow of spec 000 §4: preflight check, the post with retries, then the
 * attachments one by one with progress. The report ID is shown only once the post succeeded.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>(initial);
  // One key until a report is filed: retries and Try again after lost answers send the same
  // one, and the server answers the same report for the same key and report (decision 038).
  const idempotencyKey = useRef<string | null>(null);

  const submit = useCallback(async ({ orgId, templateId, body, files }: SubmitInput) => {
    const setUpload = (file: File, upload: UploadState) =>
      setState((s) => ({ ...s, uploads: new Map(s.uploads).set(file, upload) }));
    setState({ ...initial, phase: 'saving' });
    let result: TReportSubmitted;
    try {
      await preflightCheck(orgId, templateId);
      idempotencyKey.current ??= newIdempotencyKey();
      result = await postWithRetries(templateId, body, idempotencyKey.current);
      idempotencyKey.current = null;
    } catch (error) {
      setState({ ...initial, phase: 'failed', refusal: retryCanHelp(error) ? [] : describeHttpError(error) });
      return;
    }
    setState((s) => ({ ...s, phase: 'uploading', result }));
    const uploadFailed = files.length > 0 && !(await uploadFiles(result.referenceId, body.password, files, setUpload));
    setState((s) => ({ ...s, phase: 'done', uploadFailed }));
  }, []);

  const reset = useCallback(() => setState(initial), []);
  return { state, submit, reset };
}
