/** Helpers of the hotline and transcription tests: valid bodies built on the reporter's. */
import type { THotlineReportSubmission, TReportTemplate, TTranscribeReport } from '@candor/shared';
import type { Client } from '../../../test/build-test-app.ts';
import { validSubmission } from './reporting.fixtures.ts';

export const CALLER_ANSWER = '198705';

/** A caller's report that passes every hotline rule: the first challenge question answered, no email. */
export function validHotlineSubmission(
  t: TReportTemplate,
  overrides: Partial<THotlineReportSubmission> = {},
): THotlineReportSubmission {
  const { password: _, ...base } = validSubmission(t);
  return {
    ...base,
    inputStatement: 'The caller says the night shift supervisor falsifies the safety logs.',
    challengeQuestionId: t.challengeQuestions[0].questionId,
    securityAnswer: CALLER_ANSWER,
    ...overrides,
  };
}

export const submitForCaller = (client: Client, body: unknown, reference: string) =>
  client.post(`/api/report?reportId=${encodeURIComponent(reference)}`, { json: body });

/** A letter from the post box for the template's organization. */
export function validTranscription(t: TReportTemplate, overrides: Partial<TTranscribeReport> = {}): TTranscribeReport {
  const { password: _, primaryEmail: __, ...base } = validSubmission(t);
  return {
    ...base,
    reportId: t.referenceId,
    inputStatement: 'A letter in the post box: invoices from a supplier are paid twice every month.',
    typeId: 4,
    ...overrides,
  };
}

export const transcribe = (client: Client, body: unknown) => client.post('/api/transcribeReport', { json: body });
