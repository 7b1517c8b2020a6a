import { LIMITS, type TErrorBody } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { importRefusal } from './import-refusal.ts';

const refusedWith = (status: number, body: Record<string, unknown>) =>
  importRefusal(new ApiError(status, { status, ...body } as TErrorBody, null));

describe('importRefusal', () => {
  it('names each refused value by its line in the file (the header is line 1), as the server counts it', () => {
    const shown = refusedWith(400, {
      message: 'error.validation',
      fieldErrors: [
        { field: 'rows.0.email', message: 'Email', line: 2 },
        { field: 'rows.3.login', message: 'connectsAdmin.errors.loginInUse', line: 7 },
        { field: 'rows.4.organizationId', message: 'Min' },
        { field: 'rows.4.lastName', message: 'Size', max: 50, line: 8 },
      ],
    });
    expect(shown.key).toBe('pages.dataTools.import.refused');
    expect(shown.refused).toEqual([
      { line: 2, column: 'email', problem: 'connectsAdmin.errors.kinds.Email', problemValues: {} },
      { line: 7, column: 'login', problem: 'connectsAdmin.errors.loginInUse', problemValues: {} },
      { line: 6, column: 'organizationId', problem: 'connectsAdmin.errors.kinds.invalid', problemValues: {} },
      { line: 8, column: 'lastName', problem: 'connectsAdmin.errors.kinds.SizeMax', problemValues: { max: 50 } },
    ]);
  });

  it('says why a whole file was refused, with its limit', () => {
    expect(refusedWith(400, { message: 'pages.dataTools.import.errors.tooMany', max: 500 })).toEqual({
      key: 'pages.dataTools.import.errors.tooMany',
      values: { max: 500 },
      refused: [],
    });
    expect(refusedWith(413, { message: 'error.payloadTooLarge' })).toMatchObject({
      key: 'pages.dataTools.import.errors.tooLarge',
      values: { max: LIMITS.userImportMaxBytes / 1024 },
    });
  });

  it('falls back to the general failure for anything else', () => {
    expect(refusedWith(500, { message: 'error.internalServerError' }).key).toBe('pages.dataTools.import.error');
    expect(importRefusal(new Error('offline')).key).toBe('pages.dataTools.import.error');
  });
});
