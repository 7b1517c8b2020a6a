/** The hotline agent's calls of spec 000 §7, on the `api` prefix. */
import {
  IDEMPOTENCY_KEY_HEADER,
  type TCallDisposition,
  type TCommentPayload,
  type THotlineVerification,
  type TReportDetail,
} from '@candor/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, request } from '../../../lib/api-client.ts';

const enc = encodeURIComponent;

/** 200 when the report exists, 404 otherwise; a 301 is followed (spec 000 §4 "Login"). */
export const lookupReport = (referenceId: string, langKey: string) =>
  apiJson<unknown>('api/report-lookup', { query: { referenceId, langKey } });

export const fetchVerification = (referenceId: string, langKey: string) =>
  apiJson<THotlineVerification>(`api/hotline/report/${enc(referenceId)}/challenge`, { query: { langKey } });

/** 204 opens the report session; 400 carries numberOfLoginAttemptsLeft. */
export const openReportSession = (referenceId: string, password: string) =>
  request(`api/hotline/report/${enc(referenceId)}/report-session`, { method: 'POST', json: { password } });

/** Every language's copy of one followed-up report. */
export const hotlineReportKey = (referenceId: string) => ['hotline', 'report', referenceId] as const;

export const hotlineReportQuery = (referenceId: string, langKey: string) =>
  queryOptions({
    queryKey: [...hotlineReportKey(referenceId), langKey],
    queryFn: () => apiJson<TReportDetail>(`api/report/${enc(referenceId)}`, { query: { langKey } }),
    retry: false,
  });

export const postHotlineComment = (referenceId: string, commentText: string, idempotencyKey: string) =>
  apiJson<{ commentId: number }>(`api/report/${enc(referenceId)}/comment`, {
    json: { commentText, isQuestion: false, hidden: false, taggedReviewers: [] } satisfies TCommentPayload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** An empty text clears the notification email. */
export const setHotlineEmail = (referenceId: string, email: string) =>
  apiJson<{ notificationEmail: string | null }>(`api/report/${enc(referenceId)}/email-notification`, {
    method: 'PUT',
    text: email,
  });

export const postCallDisposition = (body: TCallDisposition) =>
  apiJson<{ id: number }>('api/hotline/call-disposition', { json: body });
