import type { TReportSubmission, TReportSubmitted } from '@candor/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { retryCanHelp } from '../../../lib/api-client.ts';
import { describeHttpError, type HttpFeedback } from '../../../lib/http-feedback.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { postReport, preflightCheck } from '../api/reporter-api.ts';
import { submissionKeys } from '../state/reporter-storage.ts';
import type { SubmissionCalls } from './file-report.ts';

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

/** The reporter's: a new report's files are proven by its password (the upload code loads only now). */
const reporterCalls: SubmissionCalls = {
  preflight: preflightCheck,
  post: postReport,
  upload: async (referenceId, body: TReportSubmission, file, notifyOfAttachment, onProgress) => {
    const { uploadAttachment } = await loadChunk(() => import('../api/upload-attachment.ts'));
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
      /** Files the report: null once it failed (the failure is shown) or the reporter left. */
      const fileReport = async (): Promise<TReportSubmitted | null> => {
        try {
          const filing = await loadChunk(() => import('./file-report.ts'));
          return await filing.fileReport(calls, {
            orgId,
            templateId,
            body,
            key: idempotencyKey,
            left: () => left.current,
            hold: () => {
              letGo.current = holdBeforeUnload();
            },
          });
        } catch (error) {
          // A lost answer, or a filing code that did not load: trying again can help.
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
