import type { TReportSubmitted } from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import * as repo from './submission-keys.repository.ts';

/** How long a submission's `Idempotency-Key` answers a retry (decision 038). */
export const SUBMISSION_KEY_HOURS = 24;

/** Thrown inside the filing transaction to roll it back: the same submission was filed first. */
class FiledBefore extends Error {}

/**
 * One submission's idempotency key: `earlier()` before filing, `record()` in the filing
 * transaction, `settle()` around it. Only a keyed hash of the key and the request is stored,
 * and the answer sealed, so the table gives no report ID to anyone who reads it; a key sent
 * with another request (another text, password or template) is another submission.
 */
export function submissionKey(db: Db, codec: Codec, key: string, request: unknown) {
  const keyHash = codec.keyedHash('submission idempotency key', `${key}\n${JSON.stringify(request)}`);
  const earlier = async (): Promise<TReportSubmitted | undefined> => {
    const sealed = await repo.findAnswer(db, keyHash, SUBMISSION_KEY_HOURS);
    return sealed === undefined ? undefined : JSON.parse(codec.decryptText(sealed));
  };
  return {
    earlier,

    async record(tx: Tx, reportId: number, answer: TReportSubmitted): Promise<void> {
      const sealed = codec.encryptText(JSON.stringify(answer));
      if (!(await repo.recordAnswer(tx, { keyHash, reportId, answer: sealed }, SUBMISSION_KEY_HOURS))) {
        throw new FiledBefore();
      }
    },

    /** The filing's answer, or the first filing's when the same submission committed first. */
    async settle(filing: Promise<TReportSubmitted>): Promise<TReportSubmitted> {
      try {
        return await filing;
      } catch (e) {
        const first = e instanceof FiledBefore ? await earlier() : undefined;
        if (first) return first;
        throw e;
      }
    },
  };
}

export type SubmissionKey = ReturnType<typeof submissionKey>;

export const forgetExpiredSubmissionKeys = (db: Db) => repo.deleteExpired(db, SUBMISSION_KEY_HOURS);
