import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { retryCanHelp } from './use-submission.ts';

const answer = (status: number) => new ApiError(status, { message: 'x', status }, null);

describe('retryCanHelp', () => {
  it('retries a lost connection, a server error and a rate limit', () => {
    expect(retryCanHelp(new TypeError('Failed to fetch'))).toBe(true);
    expect(retryCanHelp(answer(0))).toBe(true);
    expect(retryCanHelp(answer(429))).toBe(true);
    expect(retryCanHelp(answer(500))).toBe(true);
    expect(retryCanHelp(answer(503))).toBe(true);
  });

  it('never retries a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(retryCanHelp(answer(status))).toBe(false);
  });
});
