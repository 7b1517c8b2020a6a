/**
 * The submit flow's calls for staff, on the `api` prefix (spec 000 §7 with {api} = api; spec 001
 * §7 "Transcription"): loaded only by the hotline and transcribe modes (decision 052).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  type THotlineReportSubmission,
  type TReportSubmitted,
  type TTranscribeOrganization,
  type TTranscribeReport,
} from '@candor/shared';
import { apiJson, request, uploadWithProgress } from '../../../lib/api-client.ts';

const A = 'api';

export const staffPreflightCheck = (orgId: number, reportId: string) =>
  request(`${A}/report-preflight-check`, { method: 'POST', query: { orgId, reportId } });

/** A hotline agent's report for a caller; every try of one submission sends the same key. */
export const postHotlineReport = (reportId: string, body: THotlineReportSubmission, idempotencyKey: string) =>
  apiJson<TReportSubmitted>(`${A}/report`, {
    json: body,
    query: { reportId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export const postTranscription = (body: TTranscribeReport) =>
  apiJson<TReportSubmitted>(`${A}/transcribeReport`, { json: body });

export const fetchTranscribableOrganizations = (langKey: string) =>
  apiJson<TTranscribeOrganization[]>(`${A}/organization/transcribable`, { query: { langKey } });

/** One file of the report the transcriber just filed (his session proves it). */
export function uploadTranscribedFile(
  referenceId: string,
  file: File,
  notifyOfAttachment: boolean,
  onProgress: (percent: number) => void,
): Promise<void> {
  return uploadWithProgress(
    `${A}/report/${encodeURIComponent(referenceId)}/attachment-new-report`,
    file,
    { query: { notifyOfAttachment: notifyOfAttachment ? 'true' : undefined } },
    onProgress,
  );
}
