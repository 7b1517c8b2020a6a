import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { describeHttpError, fieldErrorCode, resolveMessage, UNKNOWN_ERROR } from './http-feedback.ts';

const apiError = (status: number, body: object | null, headers: Record<string, string> = {}) =>
  new ApiError(status, body as never, new Headers(headers));

describe('global HTTP handling (spec 000 §8)', () => {
  it('says the server is not reachable for status 0', () => {
    expect(describeHttpError(new ApiError(0, null, null))).toEqual([
      { message: { key: 'global.http.serverNotReachable' } },
    ]);
  });

  it('says Not found for 404 whatever the body says', () => {
    expect(describeHttpError(apiError(404, { message: 'error.notFound', status: 404 }))).toEqual([
      { message: { key: 'global.http.notFound' } },
    ]);
  });

  it('prefers the error header of a 400 over the body', () => {
    const [f] = describeHttpError(
      apiError(
        400,
        { message: 'error.validation', status: 400 },
        { 'X-Candor-Error': 'feedback.attachments.fileNameLength' },
      ),
    );
    expect(f.message.key).toBe('feedback.attachments.fileNameLength');
  });

  it('reads a key the spec gives without an area where its text is', () => {
    const [f] = describeHttpError(apiError(400, { message: 'passwordFailsComplexity', status: 400 }));
    expect(f.message).toEqual({ key: 'reporter.passwordFailsComplexity' });
  });

  it('shows one "Error on field" per field error of a 400, without the location prefix', () => {
    const feedback = describeHttpError(
      apiError(400, {
        message: 'error.validation',
        status: 400,
        fieldErrors: [
          { field: 'body.username', message: 'NotBlank' },
          { field: 'query.size', message: 'Max' },
        ],
      }),
    );
    expect(feedback).toEqual([
      {
        title: { key: 'global.http.errorOnField', params: { field: 'username' } },
        message: { key: 'error.field.NotBlank' },
      },
      { title: { key: 'global.http.errorOnField', params: { field: 'size' } }, message: { key: 'error.field.Size' } },
    ]);
  });

  it('shows Min, Max, DecimalMin and DecimalMax as Size, and anything unknown as invalid', () => {
    expect(['Min', 'Max', 'DecimalMin', 'DecimalMax'].map(fieldErrorCode)).toEqual(['Size', 'Size', 'Size', 'Size']);
    expect(fieldErrorCode('Too small: expected string to have >=1 characters')).toBe('invalid');
  });

  it('shows the message of a 400 without field errors, and of other statuses', () => {
    expect(describeHttpError(apiError(400, { message: 'error.badRequest', status: 400 }))[0].message.key).toBe(
      'error.badRequest',
    );
    expect(describeHttpError(apiError(403, { message: 'error.xsrf', status: 403 }))[0].message.key).toBe('error.xsrf');
    expect(
      describeHttpError(apiError(500, { message: 'error.internalServerError', status: 500 }))[0].fallback?.key,
    ).toBe('error.http.500');
  });

  it('falls back to the status when the body has no message, and to "Unknown error!" for anything else', () => {
    expect(describeHttpError(apiError(502, null))[0].message.key).toBe('error.http.502');
    expect(describeHttpError(new TypeError('boom'))).toEqual([{ message: UNKNOWN_ERROR }]);
  });

  it('resolves to the first translated key, else "Unknown error!"', () => {
    const known = new Set(['error.http.500']);
    const exists = (k: string) => known.has(k);
    expect(resolveMessage(exists, { key: 'error.someNewKey' }, { key: 'error.http.500' }).key).toBe('error.http.500');
    expect(resolveMessage(exists, { key: 'error.someNewKey' }, { key: 'error.http.418' })).toEqual(UNKNOWN_ERROR);
  });
});
