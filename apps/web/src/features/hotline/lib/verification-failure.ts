import { ApiError } from '../../../lib/api-client.ts';

/**
 * What a failed verification of the caller says (spec 000 §8 "Hotline wrong login"): the attempts
 * left, locked, a refusal that counts nothing (a report with nothing to verify, an answer too long),
 * or, for anything but a 400, the server's failure.
 */
export function verificationFailure(error: unknown): { key: string; count?: number } {
  if (!(error instanceof ApiError && error.status === 400))
    return { key: 'feedback.authentication.createSessionError' };
  const left = error.body?.numberOfLoginAttemptsLeft;
  if (typeof left !== 'number') return { key: 'hotline.login.notRight' };
  return left === 0 ? { key: 'hotline.login.locked' } : { key: 'hotline.login.attemptsLeft', count: left };
}
