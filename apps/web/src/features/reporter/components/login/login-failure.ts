import { ApiError } from '../../../../lib/api-client.ts';

export interface LoginFailure {
  key: string;
  params?: Record<string, number>;
}

/**
 * What a failed reporter login shows (spec 000 §8): on 401 the attempts left with a
 * try-again prompt, or the locked message when none are left; otherwise the server error.
 */
export function loginFailureMessage(error: unknown): LoginFailure {
  if (!(error instanceof ApiError) || error.status !== 401)
    return { key: 'feedback.authentication.createSessionError' };
  const left = (error.body as { numberOfLoginAttemptsLeft?: unknown } | null)?.numberOfLoginAttemptsLeft;
  if (error.body?.message === 'error.login.locked' || left === 0) return { key: 'reporter.login.locked' };
  if (typeof left === 'number') return { key: 'reporter.login.attemptsLeft', params: { n: left } };
  return { key: 'reporter.login.failed' };
}
