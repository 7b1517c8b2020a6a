import {
  IDEMPOTENCY_KEY_HEADER,
  type TDelegate,
  type TInvolvedIndividualInput,
  type TReviewerOrganization,
} from '@candor/shared';
import { apiJson, uploadWithProgress } from '../../../lib/api-client.ts';

const report = (id: string) => encodeURIComponent(id);

/** The case actions of the report-details page (spec 001 §7 "Report details"). */
export const caseActionsApi = {
  setPriority: (id: string, priority: 1 | 2) =>
    apiJson<void>(`api/report/${report(id)}/priority`, { method: 'PUT', text: String(priority) }),
  rename: (id: string, name: string) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/name`, { method: 'PUT', text: name }),
  watch: (id: string, on: boolean) =>
    apiJson<void>(`api/report/${report(id)}/watch`, { method: on ? 'PUT' : 'DELETE' }),
  close: (id: string, daysUntilClose: number, langKey: string) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/close-report`, { json: { daysUntilClose }, query: { langKey } }),
  cancelScheduledClose: (id: string) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/cancel-scheduled-close`, { method: 'POST' }),
  delegates: (id: string) => apiJson<TDelegate[]>(`api/reviewer/report/${report(id)}/delegate-reviewer`),
  eligibleReviewers: (id: string) => apiJson<TDelegate[]>(`api/reviewer/report/${report(id)}/reviewer`),
  saveDelegates: (id: string, ids: number[]) =>
    apiJson<unknown>(`api/reviewer/report/${report(id)}/delegate-reviewer`, { method: 'PUT', json: ids }),
  link: (id: string, other: string, on: boolean) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/linkReports`, {
      method: on ? 'POST' : 'DELETE',
      json: { referenceId: other },
    }),
  organizations: (langKey: string) =>
    apiJson<TReviewerOrganization[]>('api/reviewer/organizations', { query: { langKey } }),
  categories: (orgId: number, langKey: string) =>
    apiJson<{ name: string; categories: { id: number; name: string; reviewerAuthorized: boolean }[] }[]>(
      `api/organization/${orgId}/category`,
      { query: { langKey } },
    ),
  move: (id: string, body: { orgId: number; categoryId: number; sendEmail: boolean }, langKey: string) =>
    apiJson<{ reviewerAuthorized: boolean }>(`api/report/${report(id)}`, {
      method: 'PUT',
      json: body,
      query: { langKey },
    }),
  comment: (
    id: string,
    body: { commentText: string; isQuestion: boolean; hidden: boolean; taggedReviewers: number[] },
    idempotencyKey: string,
  ) =>
    apiJson<{ commentId: number }>(`api/report/${report(id)}/comment`, {
      json: body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  editComment: (id: string, commentId: number, text: string) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/comment/${commentId}`, { method: 'PUT', text }),
  deleteComment: (id: string, commentId: number, wording: string) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/comment/${commentId}`, { method: 'DELETE', text: wording }),
  addInvolved: (id: string, person: TInvolvedIndividualInput) =>
    apiJson<{ id: number }>(`api/reviewer/report/${report(id)}/involved-individual`, { json: person }),
  deleteInvolved: (id: string, involvedIndividualId: number) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/involved-individual`, {
      method: 'DELETE',
      query: { involvedIndividualId },
    }),
  lookupEmployees: (search: string) =>
    apiJson<Omit<Required<TInvolvedIndividualInput>, 'role'>[]>('api/reviewer/search-employee-lookup', {
      query: { search },
    }),
  saveFlexFields: (
    id: string,
    answers: { flexFieldId: number; responseId: number | null; value: string }[],
    langKey: string,
  ) =>
    apiJson<void>(`api/reviewer/report/${report(id)}/flex-field-responses`, {
      method: 'PUT',
      json: answers,
      query: { langKey },
    }),
  /** One file as multipart field `file`; hidden files belong to the reviewer dialogue. */
  upload: (
    id: string,
    file: File,
    opts: { isHidden: boolean; commentId: number | null; notifyOfAttachment: boolean },
    onProgress: (percent: number) => void,
  ) => {
    return uploadWithProgress(
      `api/report/${report(id)}/attachment-existing-report`,
      file,
      {
        query: {
          isHidden: opts.isHidden || undefined,
          commentId: opts.commentId,
          notifyOfAttachment: opts.notifyOfAttachment || undefined,
        },
      },
      onProgress,
    );
  },
  deleteAttachment: (id: string, attachmentId: number, isHidden: boolean) =>
    apiJson<void>(`api/report/${report(id)}/attachment`, {
      method: 'DELETE',
      text: String(attachmentId),
      query: { isHidden },
    }),
  summary: (id: string) => apiJson<{ summary: string }>(`api/reports/${report(id)}/summary`, { method: 'POST' }),
  print: (id: string, langKey: string) =>
    apiJson<import('@candor/shared').TReviewerReportDetail>(`api/report/${report(id)}/print`, {
      method: 'POST',
      query: { printAction: 'PREVIEW', langKey },
    }),
};
