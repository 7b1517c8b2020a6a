import { LIMITS, type TReportSubmitted } from '@candor/shared';
import { retryCanHelp } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { UploadFile } from './upload-files.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reporter left the form while a retry was waiting: the report is not posted again. */
class SubmissionLeft extends Error {}

/**
 * Runs a call of the submission, trying again up to 3 more times, waiting 5 s × the attempt number
 * before each (spec 000 §4 for the post; the preflight check, which writes nothing, is tried the
 * same way), but only while a retry can help and the reporter is still on the form: a report
 * filed after he left would be one whose ID he never saw.
 */
async function withRetries<T>(call: () => Promise<T>, left: () => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    // Each wait, and the preflight check, may end after the reporter has left.
    if (left()) throw new SubmissionLeft();
    try {
      return await call();
    } catch (error) {
      if (attempt >= LIMITS.submissionRetries || !retryCanHelp(error)) throw error;
      await wait(LIMITS.submissionRetryDelayMs * (attempt + 1));
    }
  }
}

/** The calls of one mode's submission: the reporter's on `reporterapi`, a staff mode's on `api`. */
export interface SubmissionCalls {
  preflight: (orgId: number, templateId: string) => Promise<unknown>;
  post: (templateId: string, body: never, idempotencyKey: string) => Promise<TReportSubmitted>;
  upload: UploadFile;
  /** Where the idempotency key is kept between tries beyond the page's life, if anywhere. */
  keys?: { read: () => string | null; write: (key: string | null) => void };
}

export interface Filing {
  orgId: number;
  templateId: string;
  body: unknown;
  /** The idempotency key of the report until it is filed (decision 038). */
  key: { current: string | null };
  /** Whether the reporter has left the form. */
  left: () => boolean;
  /** Called before the post: from then on, a closed tab could file a report whose ID no one sees. */
  hold: () => void;
}

/**
 * Files the report: the preflight check, then the post, each with retries. Null when the reporter
 * left before it was filed, or after (its ID unseen: the key stays, so the same report sent again
 * is answered with this one, and its files wait for that try); a failure is thrown.
 * Loaded when the reporter submits, not with the form (issue 6's page-weight budget).
 */
export async function fileReport(calls: SubmissionCalls, filing: Filing): Promise<TReportSubmitted | null> {
  const { orgId, templateId, body, key, left } = filing;
  try {
    await withRetries(() => calls.preflight(orgId, templateId), left);
    key.current ??= calls.keys?.read() ?? newIdempotencyKey();
    const sent = key.current;
    calls.keys?.write(sent);
    filing.hold();
    const result = await withRetries(() => calls.post(templateId, body as never, sent), left);
    if (left()) return null;
    key.current = null;
    calls.keys?.write(null);
    return result;
  } catch (error) {
    if (error instanceof SubmissionLeft) return null;
    throw error;
  }
}
