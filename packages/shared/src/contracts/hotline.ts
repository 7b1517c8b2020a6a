/** Request and response schemas of the hotline follow-up and call disposition (spec 000 §3, §7; prefix `api`). */
import { z } from 'zod';
import {
  CALL_COMMENTS_MAX,
  CALL_PAGE_IDS,
  SPECIAL_CIRCUMSTANCES,
  TERMINATION_REASONS,
  terminationReasonsFor,
} from '../rules/call-disposition.ts';
import { ZLangKey, zInstant } from './common.ts';
import { ZReferenceId } from './reporting.ts';

/** `GET api/report-lookup?referenceId&langKey`: the hotline path's lookup before verification. */
export const ZHotlineLookupQuery = z.object({ referenceId: ZReferenceId, langKey: ZLangKey.default('en') });

/**
 * `GET api/hotline/report/{id}/challenge`: how the caller is verified. `webReport`: filed on
 * the web and still New, so there is nothing to follow up by phone yet (decision 054);
 * `authenticatedWithPassword`: the report has no security question, the caller gives the password.
 */
export const ZHotlineVerification = z.object({
  webReport: z.boolean(),
  challengeQuestion: z.string().nullable(),
  authenticatedWithPassword: z.boolean(),
});
export type THotlineVerification = z.infer<typeof ZHotlineVerification>;

/** Body of `POST api/hotline/report/{id}/report-session`: the report's password or the security answer. */
export const ZHotlineReportSessionBody = z.object({ password: z.string().min(1).max(128) });

/** The 400 of a wrong password or answer: the attempts left (0: locked for the hour). */
export const ZHotlineLoginError = z.object({
  message: z.string(),
  status: z.number(),
  numberOfLoginAttemptsLeft: z.number().int().min(0),
});

/** Body of `POST api/hotline/call-disposition`. */
export const ZCallDisposition = z
  .object({
    referenceId: ZReferenceId.nullable().optional(),
    organizationId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    terminationReason: z.enum(TERMINATION_REASONS),
    specialCircumstances: z
      .array(z.enum(SPECIAL_CIRCUMSTANCES))
      .max(SPECIAL_CIRCUMSTANCES.length)
      .refine((list) => new Set(list).size === list.length, 'Unique')
      .default([]),
    comments: z.string().max(CALL_COMMENTS_MAX).default(''),
    startTime: zInstant,
    stopTime: zInstant,
    pageId: z.enum(CALL_PAGE_IDS),
  })
  .refine((d) => Date.parse(d.stopTime) >= Date.parse(d.startTime), { path: ['stopTime'], message: 'StopTime' })
  .refine((d) => terminationReasonsFor(d.pageId).includes(d.terminationReason), {
    path: ['terminationReason'],
    message: 'TerminationReason',
  });
export type TCallDisposition = z.input<typeof ZCallDisposition>;
export const ZCallDispositionCreated = z.object({ id: z.number().int() });
