import { ApiError } from './api-client.ts';
import type { MessageRef } from './http-feedback.ts';

/** Who signs in: staff with a username, or a reporter with a report ID. */
export type SignInAudience = 'staff' | 'reporter';

const TEXTS: Record<SignInAudience, { failed: string; locked: string; attemptsLeft: (count: number) => MessageRef[] }> =
  {
    staff: {
      failed: 'error.login.failed',
      locked: 'error.login.locked',
      attemptsLeft: (count) => [{ key: 'error.login.failed' }, { key: 'login.attemptsLeft', params: { count } }],
    },
    reporter: {
      failed: 'reporter.login.failed',
      locked: 'reporter.login.locked',
      attemptsLeft: (count) => [{ key: 'reporter.login.attemptsLeft', params: { count } }],
    },
  };

const CREATE_SESSION_ERROR: MessageRef[] = [{ key: 'feedback.authentication.createSessionError' }];

/**
 * What every sign-in form says when its sign-in call fails (spec 000 §8, spec 002 §8): on
 * 401 the attempts left, or the locked message when none are left, or the inactive
 * account; on 400 the server's message; on 403 `error.login.sso` when single sign-on is
 * required; on 429 that failed attempts from this address must wait; otherwise
 * feedback.authentication.createSessionError.
 */
export function loginFailure(error: unknown, audience: SignInAudience): MessageRef[] {
  if (!(error instanceof ApiError)) return CREATE_SESSION_ERROR;
  const texts = TEXTS[audience];
  const body = error.body as (ApiError['body'] & { numberOfLoginAttemptsLeft?: unknown }) | null;
  const left = attemptsLeft(body);
  if (error.status === 401) {
    if (left === 0 || body?.message === 'error.login.locked') return [{ key: texts.locked }];
    if (body?.message === 'error.login.inactive') return [{ key: 'error.login.inactive' }];
    if (typeof left === 'number') return texts.attemptsLeft(left);
    return [{ key: texts.failed }];
  }
  if (error.status === 400 && body?.message) return [{ key: body.message }];
  if (error.status === 403 && body?.message === 'error.login.sso') return [{ key: 'error.login.sso' }];
  if (error.status === 429) return [{ key: 'error.tooManyRequests' }];
  return CREATE_SESSION_ERROR;
}

/** The refusal that ends the call's verification: the report is locked. */
export const VERIFICATION_LOCKED = 'hotline.login.locked';

/**
 * What the hotline agent is told when the caller's answer is refused (spec 000 §8 "Hotline wrong
 * login"): verification refusals are 400s carrying the attempts left, or locked at none; one that
 * counts nothing (a report with nothing to verify, an answer too long) is a wrong answer; anything
 * else, the session's failure.
 */
export function verificationFailure(error: unknown): MessageRef[] {
  if (!(error instanceof ApiError && error.status === 400)) return CREATE_SESSION_ERROR;
  const left = error.body?.numberOfLoginAttemptsLeft;
  if (typeof left !== 'number') return [{ key: 'hotline.login.notRight' }];
  return [left === 0 ? { key: VERIFICATION_LOCKED } : { key: 'hotline.login.attemptsLeft', params: { count: left } }];
}

/** Which code form failed: the sign-in's second step, or the first code of an enrolment. */
export type CodeStep = 'verify' | 'enrol';

/**
 * The refusal of a wrong code: at sign-in it points to the recovery codes too; at enrolment
 * the user has none yet, so it asks only for the code the app shows now.
 */
const WRONG_CODE: Record<CodeStep, string> = {
  verify: 'login.twoFactor.wrongCode',
  enrol: 'login.twoFactor.setupWrongCode',
};

/**
 * What the sign-in's second step says when a code is refused (decision 049): the password was
 * right, so a refusal is the code's, with the attempts left; the account locked; or the step's
 * five minutes gone, which any other 401 means.
 */
export function codeFailure(error: unknown, step: CodeStep = 'verify'): MessageRef[] {
  if (!(error instanceof ApiError) || error.status !== 401) return loginFailure(error, 'staff');
  const body = error.body as (ApiError['body'] & { numberOfLoginAttemptsLeft?: unknown }) | null;
  const left = attemptsLeft(body);
  if (left === 0 || body?.message === 'error.login.locked') return [{ key: 'error.login.locked' }];
  if (typeof left === 'number') {
    return [{ key: WRONG_CODE[step] }, { key: 'login.attemptsLeft', params: { count: left } }];
  }
  return [{ key: 'login.twoFactor.expired' }];
}

/**
 * The attempts left of a failed sign-in: the 401's message, as the spec has the browser read
 * it ("4"), else its numberOfLoginAttemptsLeft.
 */
function attemptsLeft(body: { message?: string; numberOfLoginAttemptsLeft?: unknown } | null): number | undefined {
  if (body?.message && /^\d{1,3}$/.test(body.message)) return Number(body.message);
  return typeof body?.numberOfLoginAttemptsLeft === 'number' ? body.numberOfLoginAttemptsLeft : undefined;
}

/** The OpenID Connect callback sends the browser to `/login?error=sso` when single sign-on failed. */
export function ssoCallbackFailure(search: URLSearchParams): MessageRef[] | null {
  return search.get('error') === 'sso' ? [{ key: 'login.ssoFailed' }] : null;
}
