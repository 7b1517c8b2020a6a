import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { verificationFailure } from './verification-failure.ts';

const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { message: 'error.login.failed', status, ...body }, null);

describe('verificationFailure', () => {
  it('counts the attempts left, and says when the report is locked', () => {
    expect(verificationFailure(refused(400, { numberOfLoginAttemptsLeft: 3 }))).toEqual({
      key: 'hotline.login.attemptsLeft',
      count: 3,
    });
    expect(verificationFailure(refused(400, { numberOfLoginAttemptsLeft: 0 }))).toEqual({
      key: 'hotline.login.locked',
    });
  });

  it('words a 400 that counts nothing as a wrong answer, not as a server failure (spec 000 §7)', () => {
    expect(verificationFailure(refused(400, {}))).toEqual({ key: 'hotline.login.notRight' });
  });

  it('gives the session failure for anything but a 400', () => {
    expect(verificationFailure(refused(500, {}))).toEqual({ key: 'feedback.authentication.createSessionError' });
    expect(verificationFailure(new TypeError('Failed to fetch'))).toEqual({
      key: 'feedback.authentication.createSessionError',
    });
  });
});
