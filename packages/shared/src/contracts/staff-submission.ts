/**
 * Reports staff file for someone else (spec 000 §2 "Hotline area", spec 001 §2 "Transcribe
 * report"): a hotline agent for a caller, a transcriber for a letter or a voicemail. Both are
 * the reporter's submission (`ZReportSubmission`) with what their mode changes.
 */
import { z } from 'zod';
import { REPORT_METHOD } from '../constants.ts';
import { isSecurityAnswerValid } from '../rules/security-answer.ts';
import { ZNotificationEmail, ZReportSubmission } from './reporting.ts';

/** The spec's draft keeps `securityAnswer` as `{ answer, isAnswerValid }`; the plain answer is taken too. */
const ZSecurityAnswer = z
  .union([z.string().max(100), z.object({ answer: z.string().max(100) }).loose()])
  .transform((a) => (typeof a === 'string' ? a : a.answer))
  .refine(isSecurityAnswerValid, 'Pattern');

/**
 * `POST api/report?reportId` from a hotline agent: no password (the caller is verified by the
 * security question), a challenge question and its YYYYMM answer, and an optional notification
 * email that must equal its confirmation (spec 000 §5 "Submit validity").
 */
export const ZHotlineReportSubmission = ZReportSubmission.omit({ password: true })
  .extend({
    challengeQuestionId: z.number().int().positive().max(2_147_483_647),
    securityAnswer: ZSecurityAnswer,
    verifyEmail: ZNotificationEmail.nullable().optional(),
  })
  .refine((b) => (b.primaryEmail || null) === (b.verifyEmail || null), { path: ['verifyEmail'], message: 'Match' });
export type THotlineReportSubmission = z.input<typeof ZHotlineReportSubmission>;

/** Intake methods of the transcribe stepper: a letter from the post box, or a voicemail. */
export const TRANSCRIBE_TYPES = [REPORT_METHOD.CLIENT_TRANSCRIBED, REPORT_METHOD.PHONE] as const;

/**
 * `POST api/transcribeReport` (spec 001 §3 "Report draft (transcription)"): the template's
 * `reportId` and the organization, the intake method (post box when the template does not ask),
 * no password and no email: nobody signs in to a transcribed report.
 */
export const ZTranscribeReport = ZReportSubmission.omit({ password: true, primaryEmail: true }).extend({
  reportId: ZReportSubmission.shape.reportId.unwrap(),
  typeId: z.union([z.literal(REPORT_METHOD.CLIENT_TRANSCRIBED), z.literal(REPORT_METHOD.PHONE)]).default(4),
});
export type TTranscribeReport = z.input<typeof ZTranscribeReport>;

/** An organization of the transcriber's dropdown, in tree order; phantom ones are shown disabled. */
export const ZTranscribeOrganization = z.object({
  orgId: z.number().int(),
  name: z.string(),
  depth: z.number().int(),
  phantom: z.boolean(),
  /** Served by another deployment (decision 094): shown, like a phantom one, but not chosen. */
  remote: z.boolean(),
});
export const ZTranscribeOrganizations = z.array(ZTranscribeOrganization);
export type TTranscribeOrganization = z.infer<typeof ZTranscribeOrganization>;
