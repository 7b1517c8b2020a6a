import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { loginFailureMessage } from './login-failure.ts';

const failure = (status: number, body: object | null) => loginFailureMessage(new ApiError(status, body as never, null));

describe('reporter login failures (spec 000 §8)', () => {
  it('shows the attempts left on 401', () => {
    expect(failure(401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 3 })).toEqual({
      key: 'reporter.login.attemptsLeft',
      params: { n: 3 },
    });
  });

  it('shows the locked message when no attempt is left or the report is locked', () => {
    expect(failure(401, { message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: 0 })).toEqual({
      key: 'reporter.login.locked',
    });
    expect(failure(401, { message: 'error.login.locked', status: 401 })).toEqual({ key: 'reporter.login.locked' });
  });

  it('asks to try again on a 401 without a count', () => {
    expect(failure(401, { message: 'error.login.failed', status: 401 })).toEqual({ key: 'reporter.login.failed' });
  });

  it('shows the server-error message for any other status', () => {
    expect(failure(500, null)).toEqual({ key: 'feedback.authentication.createSessionError' });
    expect(failure(0, null)).toEqual({ key: 'feedback.authentication.createSessionError' });
    expect(loginFailureMessage(new Error('boom'))).toEqual({ key: 'feedback.authentication.createSessionError' });
  });
});
