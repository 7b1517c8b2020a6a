import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loginFailure, ssoCallbackFailure } from './login-failure.ts';

const failure = (status: number, body: object | null) =>
  loginFailure(new ApiError(status, body as never, new Headers()));

describe('staff sign-in failures', () => {
  it('shows the attempts left on a wrong password', () => {
    expect(failure(401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 3 })).toEqual([
      { key: 'error.login.failed' },
      { key: 'login.attemptsLeft', params: { count: 3 } },
    ]);
  });

  it('says the account is locked when no attempt is left', () => {
    expect(failure(401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 0 })).toEqual([
      { key: 'error.login.locked' },
    ]);
    expect(failure(401, { message: 'error.login.locked', status: 401 })).toEqual([{ key: 'error.login.locked' }]);
  });

  it('says an inactive account is inactive, and an unknown user only that sign-in failed', () => {
    expect(failure(401, { message: 'error.login.inactive', status: 401 })).toEqual([{ key: 'error.login.inactive' }]);
    expect(failure(401, { message: 'error.login.failed', status: 401 })).toEqual([{ key: 'error.login.failed' }]);
  });

  it('shows a 400 message, and createSessionError for any other failure', () => {
    expect(failure(400, { message: 'error.validation', status: 400 })).toEqual([{ key: 'error.validation' }]);
    expect(failure(500, { message: 'error.internalServerError', status: 500 })).toEqual([
      { key: 'feedback.authentication.createSessionError' },
    ]);
    expect(failure(0, null)).toEqual([{ key: 'feedback.authentication.createSessionError' }]);
  });

  it('tells a password sign-in to go through single sign-on when the server requires it', () => {
    expect(failure(403, { message: 'error.login.sso', status: 403 })).toEqual([{ key: 'error.login.sso' }]);
    expect(failure(403, { message: 'error.forbidden', status: 403 })).toEqual([
      { key: 'feedback.authentication.createSessionError' },
    ]);
  });

  it('says single sign-on failed only when the callback sent ?error=sso', () => {
    expect(ssoCallbackFailure(new URLSearchParams('error=sso'))).toEqual([{ key: 'login.ssoFailed' }]);
    expect(ssoCallbackFailure(new URLSearchParams('error=other'))).toBeNull();
    expect(ssoCallbackFailure(new URLSearchParams(''))).toBeNull();
  });
});
