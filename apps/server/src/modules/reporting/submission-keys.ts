import type { Db, Tx } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import * as repo from './submission-keys.repository.ts';

/** How long a submission's `Idempotency-Key` answers a retry (decision 038). */
export const SUBMISSION_KEY_HOURS = 24;

/** Thrown inside the writing transaction to roll it back: the same submission was recorded first. */
class FiledBefore extends Error {}

/**
 * One submission's idempotency key (a report, a message or a file: decisions 038, 109):
 * `earlier()` before writing, `record()` in the writing transaction, `settle()` around it. Only
 * a keyed hash of the key and the request is stored, and the answer sealed, so the table gives
 * no report ID to anyone who reads it; a key sent with another request (another text, password,
 * author or report) is another submission.
 */
export function submissionKey<T>(db: Db, codec: Codec, key: string, request: unknown) {
  const keyHash = codec.keyedHash('submission idempotency key', `${key}\n${JSON.stringify(request)}`);
  const earlier = async (): Promise<T | undefined> => {
    const sealed = await repo.findAnswer(db, keyHash, SUBMISSION_KEY_HOURS);
    return sealed === undefined ? undefined : JSON.parse(codec.decryptText(sealed));
  };
  return {
    earlier,

    async record(tx: Tx, reportId: number, answer: T): Promise<void> {
      const sealed = codec.encryptText(JSON.stringify(answer));
      if (!(await repo.recordAnswer(tx, { keyHash, reportId, answer: sealed }, SUBMISSION_KEY_HOURS))) {
        throw new FiledBefore();
      }
    },

    /**
     * The write's answer, or the first try's when the same submission was recorded first: a try
     * that waited for the first one may fail on what the first one wrote (the file's name, now
     * taken), and is answered as the first was.
     */
    async settle(writing: Promise<T>): Promise<T> {
      try {
        return await writing;
      } catch (e) {
        const first = await earlier().catch(() => undefined);
        if (first !== undefined) return first;
        throw e;
      }
    },
  };
}

export type SubmissionKey<T> = ReturnType<typeof submissionKey<T>>;

/**
 * Writes once per key: with one, a retry is answered what the first try was and writes nothing
 * but `onEarlier` (which reads what the retry still carries, such as its file); `write` records
 * its answer with the `record` it is given, in its transaction. Without a key it just writes.
 */
export async function writeOnce<T>(
  db: Db,
  codec: Codec,
  keyed: { key: string | undefined; request: unknown; onEarlier?: () => Promise<void> },
  write: (record: RecordAnswer<T>) => Promise<T>,
): Promise<T> {
  if (keyed.key === undefined) return write(async () => {});
  const once = submissionKey<T>(db, codec, keyed.key, keyed.request);
  const first = await once.earlier();
  if (first !== undefined) {
    await keyed.onEarlier?.();
    return first;
  }
  return once.settle(write(once.record));
}

/** Records a keyed write's answer in its transaction; for a write without a key it does nothing. */
export type RecordAnswer<T> = (tx: Tx, reportId: number, answer: T) => Promise<void>;

export const forgetExpiredSubmissionKeys = (db: Db) => repo.deleteExpired(db, SUBMISSION_KEY_HOURS);
