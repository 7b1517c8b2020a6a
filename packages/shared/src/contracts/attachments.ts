/** Attachment calls of the reporter (spec 000 §7): upload after submission, upload later, download. */
import { z } from 'zod';
import { ATTACHMENT_ERRORS } from '../rules/attachments.ts';
import { zId, zQueryBool } from './common.ts';
import { ZIdempotencyHeaders, ZReferenceId, ZReportAttachmentSummary } from './reporting.ts';

/**
 * The report password proving that the browser which just submitted the report owns it:
 * `attachment-new-report` is called before any sign-in, so no session exists yet.
 */
export const REPORT_PASSWORD_HEADER = 'x-report-password';
/** The same proof as the API description's security scheme (decision 037). */
export const REPORT_PASSWORD_SCHEME = 'reportPassword';

/** The multipart field holding the file; other fields before it are read, fields after it are not. */
export const ATTACHMENT_FILE_FIELD = 'file';

/** Server-only code: the content does not match the extension (magic bytes, or an executable). */
export const ATTACHMENT_CONTENT_ERROR = 'fileContent';
export const ATTACHMENT_ERROR_CODES = [...ATTACHMENT_ERRORS, ATTACHMENT_CONTENT_ERROR] as const;
export type AttachmentErrorCode = (typeof ATTACHMENT_ERROR_CODES)[number];
/** The message key of an HTTP 400 on upload (spec 000 §8). */
export const attachmentErrorKey = (code: AttachmentErrorCode) => `attachmentError.${code}` as const;

export const ZAttachmentReportParams = z.object({ id: ZReferenceId });
export const ZAttachmentParams = z.object({ id: ZReferenceId, attachmentId: zId });

export const ZNewReportAttachmentQuery = z.object({ notifyOfAttachment: zQueryBool.optional() });

/** Described for the API's OpenAPI document; a missing or wrong password answers 401 (decision 010). */
export const ZNewReportAttachmentHeaders = ZIdempotencyHeaders.extend({
  [REPORT_PASSWORD_HEADER]: z
    .string()
    .optional()
    .describe(
      'Required. The report password chosen in the submission: it proves that this browser filed the report. A missing or wrong one answers 401 and counts toward the lock-out; only a New report under an hour old, never signed into, takes files this way (else 403).',
    ),
}).loose();

/** A reporter's files are never hidden: only reviewers keep files to themselves. */
export const ZExistingReportAttachmentQuery = z.object({
  notifyOfAttachment: zQueryBool.optional(),
  isHidden: zQueryBool.refine((hidden) => !hidden, 'AssertFalse').optional(),
  commentId: zId.optional(),
});

/** A reviewer's file: visible to the reporter, or hidden (reviewers only). */
export const ZReviewerAttachmentQuery = z.object({
  notifyOfAttachment: zQueryBool
    .optional()
    .describe(
      'Set on the first of the files sent to the reporter without a message: that file answers him (status 8 Responded and an email without content), once for all of them. Absent: false.',
    ),
  isHidden: zQueryBool.optional(),
  commentId: zId.optional(),
});

export const ZAttachmentDownloadQuery = z.object({ isHidden: zQueryBool.optional() });

/** Multipart fields that may accompany the file (the query carries the same flag). */
export const ZAttachmentFields = z.object({ notifyOfAttachment: zQueryBool.optional() });

export const ZAttachmentSummary = ZReportAttachmentSummary;
export type TAttachmentSummary = z.infer<typeof ZAttachmentSummary>;
