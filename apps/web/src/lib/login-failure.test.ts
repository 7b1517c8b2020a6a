import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  type CodeStep,
  codeFailure,
  loginFailure,
  type SignInAudience,
  ssoCallbackFailure,
  verificationFailure,
} from './login-failure.ts';

const failure = (audience: SignInAudience, status: number, body: object | null) =>
  loginFailure(new ApiError(status, body as never, new Headers()), audience);

describe('attempts left in the 401 message, as the spec has the browser read them', () => {
  it('reads the count from the message', () => {
    expect(failure('reporter', 401, { message: '2', status: 401 })).toEqual([
      { key: 'reporter.login.attemptsLeft', params: { count: 2 } },
    ]);
    expect(failure('staff', 401, { message: '4', status: 401 })).toEqual([
      { key: 'error.login.failed' },
      { key: 'login.attemptsLeft', params: { count: 4 } },
    ]);
  });

  it('says locked when the message is 0', () => {
    expect(failure('reporter', 401, { message: '0', status: 401 })).toEqual([{ key: 'reporter.login.locked' }]);
  });
});

describe('staff sign-in failures', () => {
  it('shows the attempts left on a wrong password', () => {
    expect(failure('staff', 401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 3 })).toEqual(
      [{ key: 'error.login.failed' }, { key: 'login.attemptsLeft', params: { count: 3 } }],
    );
  });

  it('says the account is locked when no attempt is left', () => {
    expect(failure('staff', 401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 0 })).toEqual(
      [{ key: 'error.login.locked' }],
    );
    expect(failure('staff', 401, { message: 'error.login.locked', status: 401 })).toEqual([
      { key: 'error.login.locked' },
    ]);
  });

  it('says an inactive account is inactive, and an unknown user only that sign-in failed', () => {
    expect(failure('staff', 401, { message: 'error.login.inactive', status: 401 })).toEqual([
      { key: 'error.login.inactive' },
    ]);
    expect(failure('staff', 401, { message: 'error.login.failed', status: 401 })).toEqual([
      { key: 'error.login.failed' },
    ]);
  });

  it('shows a 400 message, and createSessionError for any other failure', () => {
    expect(failure('staff', 400, { message: 'error.validation', status: 400 })).toEqual([{ key: 'error.validation' }]);
    expect(failure('staff', 500, { message: 'error.internalServerError', status: 500 })).toEqual([
      { key: 'feedback.authentication.createSessionError' },
    ]);
    expect(failure('staff', 0, null)).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
    expect(loginFailure(new Error('boom'), 'staff')).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
  });

  it('tells a password sign-in to go through single sign-on when the server requires it', () => {
    expect(failure('staff', 403, { message: 'error.login.sso', status: 403 })).toEqual([{ key: 'error.login.sso' }]);
    expect(failure('staff', 403, { message: 'error.forbidden', status: 403 })).toEqual([
      { key: 'feedback.authentication.createSessionError' },
    ]);
  });

  it('asks to wait when the failed attempts from this address are spent (429), staff and reporter alike', () => {
    for (const audience of ['staff', 'reporter'] as const) {
      expect(failure(audience, 429, { message: 'error.tooManyRequests', status: 429 })).toEqual([
        { key: 'error.tooManyRequests' },
      ]);
    }
  });

  it('says single sign-on failed only when the callback sent ?error=sso', () => {
    expect(ssoCallbackFailure(new URLSearchParams('error=sso'))).toEqual([{ key: 'login.ssoFailed' }]);
    expect(ssoCallbackFailure(new URLSearchParams('error=other'))).toBeNull();
    expect(ssoCallbackFailure(new URLSearchParams(''))).toBeNull();
  });
});

describe('reporter login failures (spec 000 §8)', () => {
  it('shows the attempts left with a try-again prompt on 401', () => {
    expect(
      failure('reporter', 401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 3 }),
    ).toEqual([{ key: 'reporter.login.attemptsLeft', params: { count: 3 } }]);
  });

  it('shows the locked message when no attempt is left or the report is locked', () => {
    expect(
      failure('reporter', 401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 0 }),
    ).toEqual([{ key: 'reporter.login.locked' }]);
    expect(failure('reporter', 401, { message: 'error.login.locked', status: 401 })).toEqual([
      { key: 'reporter.login.locked' },
    ]);
  });

  it('asks to try again on a 401 without a count', () => {
    expect(failure('reporter', 401, { message: 'error.login.failed', status: 401 })).toEqual([
      { key: 'reporter.login.failed' },
    ]);
  });

  it('shows the server-error message when the server fails or cannot be reached', () => {
    expect(failure('reporter', 500, null)).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
    expect(failure('reporter', 0, null)).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
  });
});

describe('two-step verification failures (decision 049)', () => {
  const refused = (status: number, body: object | null, step?: CodeStep) =>
    codeFailure(new ApiError(status, body as never, new Headers()), step);

  it('says the code, not the password, is wrong, with the attempts left', () => {
    expect(refused(401, { message: '3', status: 401, numberOfLoginAttemptsLeft: 3 })).toEqual([
      { key: 'login.twoFactor.wrongCode' },
      { key: 'login.attemptsLeft', params: { count: 3 } },
    ]);
  });

  it('at enrolment, says the code is wrong without pointing to recovery codes the user has not got yet', () => {
    expect(refused(401, { message: '4', status: 401, numberOfLoginAttemptsLeft: 4 }, 'enrol')).toEqual([
      { key: 'login.twoFactor.setupWrongCode' },
      { key: 'login.attemptsLeft', params: { count: 4 } },
    ]);
  });

  it('says the account is locked when no attempt is left', () => {
    expect(refused(401, { message: '0', status: 401, numberOfLoginAttemptsLeft: 0 })).toEqual([
      { key: 'error.login.locked' },
    ]);
  });

  it('says the step has run out when the session is gone', () => {
    expect(refused(401, { message: 'error.unauthorized', status: 401 })).toEqual([{ key: 'login.twoFactor.expired' }]);
  });

  it('answers other failures as the sign-in does', () => {
    expect(refused(500, null)).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
  });
});

describe("the hotline caller's verification", () => {
  const refused = (status: number, body: Record<string, unknown>) =>
    verificationFailure(new ApiError(status, { message: 'error.login.failed', status, ...body }, null));

  it('counts the attempts left, and says when the report is locked', () => {
    expect(refused(400, { numberOfLoginAttemptsLeft: 3 })).toEqual([
      { key: 'hotline.login.attemptsLeft', params: { count: 3 } },
    ]);
    expect(refused(400, { numberOfLoginAttemptsLeft: 0 })).toEqual([{ key: 'hotline.login.locked' }]);
  });

  it('words a 400 that counts nothing as a wrong answer, not as a server failure (spec 000 §7)', () => {
    expect(refused(400, {})).toEqual([{ key: 'hotline.login.notRight' }]);
  });

  it('gives the session failure for anything but a 400', () => {
    expect(refused(500, {})).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
    expect(verificationFailure(new TypeError('Failed to fetch'))).toEqual([
      { key: 'feedback.authentication.createSessionError' },
    ]);
  });
});
