import { describe, expect, it } from 'vitest';
import { ApiError, answerLost, retryCanHelp } from './api-client.ts';

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

describe('answerLost', () => {
  it('holds when no answer came or the server failed, so the call may have done its work', () => {
    expect(answerLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(answerLost(answer(0))).toBe(true);
    expect(answerLost(answer(500))).toBe(true);
    expect(answerLost(answer(502))).toBe(true);
  });

  it('does not hold for an answer that refused the call, a rate limit included', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429]) expect(answerLost(answer(status))).toBe(false);
  });
});
