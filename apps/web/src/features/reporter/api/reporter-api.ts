/**
 * The reporter calls of spec 000 §7 on the `reporterapi` prefix; the form's calls also take the
 * `api` prefix, for a hotline agent or a transcriber filling in the same form (decision 052).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  type TCommentPayload,
  type TOrgSearchResult,
  type TPasswordCheckResult,
  type TQuestion,
  type TReportDetail,
  type TReporterLoginResult,
  type TReportSubmission,
  type TReportSubmitted,
  type TReportTemplate,
} from '@candor/shared';
import { apiJson, request } from '../../../lib/api-client.ts';

const R = 'reporterapi';
/** `reporterapi` for reporters, `api` for staff (spec 000 §1 "{api}"). */
export type ApiPrefix = 'reporterapi' | 'api';
const enc = encodeURIComponent;

export const searchOrganizations = (
  name: string,
  langKey: string,
  signal?: AbortSignal,
  exactMatch?: boolean,
  prefix: ApiPrefix = R,
) => apiJson<TOrgSearchResult[]>(`${prefix}/organization`, { query: { name, langKey, exactMatch }, signal });

export const fetchTemplate = (orgId: number, langKey: string, vanity: boolean, prefix: ApiPrefix = R) =>
  apiJson<TReportTemplate>(`${prefix}/organization/${orgId}/report-template`, {
    query: { langKey, vanity: vanity ? 'true' : undefined },
  });

export const fetchCategoryQuestions = (categoryId: number, orgId: number, langKey: string, prefix: ApiPrefix = R) =>
  apiJson<TQuestion[]>(`${prefix}/category-questions/${categoryId}`, { query: { orgId, langKey } });

export const checkPassword = (password: string, reportId?: string) =>
  apiJson<TPasswordCheckResult>(`${R}/password`, { json: { password }, query: { reportId } });

export const preflightCheck = (orgId: number, reportId: string) =>
  request(`${R}/report-preflight-check`, { method: 'POST', query: { orgId, reportId } });

/** Every try of one submission sends the same key: a retry after a lost answer files nothing twice. */
export const postReport = (reportId: string, body: TReportSubmission, idempotencyKey: string) =>
  apiJson<TReportSubmitted>(`${R}/report`, {
    json: body,
    query: { reportId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export const authenticate = (username: string, password: string, langKey: string) =>
  apiJson<TReporterLoginResult>(`${R}/authentication`, { form: { username, password, langKey } });

export const fetchReport = (referenceId: string, langKey: string) =>
  apiJson<TReportDetail>(`${R}/report/${enc(referenceId)}`, { query: { langKey } });

export const postComment = (referenceId: string, body: TCommentPayload, idempotencyKey: string) =>
  apiJson<{ commentId: number }>(`${R}/report/${enc(referenceId)}/comment`, {
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  request(`${R}/users/password`, { json: { currentPassword, newPassword } });

/** An empty text clears the notification email. */
export const setNotificationEmail = (referenceId: string, email: string) =>
  request(`${R}/report/${enc(referenceId)}/email-notification`, { method: 'PUT', text: email });

export const attachmentDownloadUrl = (referenceId: string, attachmentId: number) =>
  `/${R}/report/${enc(referenceId)}/attachment/${attachmentId}`;

/** A stored policy document, unless the template gives its own address. */
export function policyDocumentUrl(doc: { id: number; documentName: string; link: string | null }): string {
  if (!doc.link) return `/api/external-docs/${doc.id}/value/${enc(doc.documentName)}`;
  return /^(https?:)?\/\//.test(doc.link) || doc.link.startsWith('/') ? doc.link : `/${doc.link}`;
}
