import type { TUserForm } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { canSave, errorKeysOf, fieldsOf } from './user-rules.ts';

const FILLED: TUserForm = {
  login: 'nora',
  email: 'nora@northwind.example',
  firstName: 'Nora',
  lastName: 'New',
  userType: 'DELEGATE',
};

describe('canSave (spec 002 §5)', () => {
  it('needs login, email, first name, last name and type, and checks no format', () => {
    expect(canSave(FILLED)).toBe(true);
    expect(canSave({ ...FILLED, email: 'not an address' })).toBe(true);
    for (const field of ['login', 'email', 'firstName', 'lastName'] as const) {
      expect(canSave({ ...FILLED, [field]: '' }), field).toBe(false);
      expect(canSave({ ...FILLED, [field]: '   ' }), field).toBe(false);
      expect(canSave({ ...FILLED, [field]: '\u200b\u2060' }), field).toBe(false);
    }
    expect(canSave({ ...FILLED, userType: undefined as unknown as TUserForm['userType'] })).toBe(false);
    expect(canSave({ ...FILLED, userType: null })).toBe(false);
  });

  it('saves a user without a type without one, the other fields still needed', () => {
    expect(canSave({ ...FILLED, userType: null }, true)).toBe(true);
    expect(canSave({ ...FILLED, userType: null, login: '' }, true)).toBe(false);
  });
});

describe('errorKeysOf', () => {
  const refused = (body: object, status = 400) => new ApiError(status, { message: 'x', status, ...body }, null);

  it("lists the server's error keys", () => {
    expect(errorKeysOf(refused({ errorKeys: ['connectsAdmin.errors.loginInUse'] }, 409))).toEqual([
      { key: 'connectsAdmin.errors.loginInUse' },
    ]);
  });

  it('reads Min, Max, DecimalMin and DecimalMax as Size, and unknown kinds as not valid', () => {
    const fieldErrors = ['Min', 'Max', 'DecimalMin', 'DecimalMax', 'Pattern', 'Whatever'].map((message) => ({
      field: 'body.login',
      message,
    }));
    expect(errorKeysOf(refused({ fieldErrors })).map((e) => e.params?.kind)).toEqual([
      'Size',
      'Size',
      'Size',
      'Size',
      'Pattern',
      'invalid',
    ]);
    expect(errorKeysOf(refused({ fieldErrors }))[0]).toEqual({
      key: 'connectsAdmin.errors.field',
      params: { field: 'login', kind: 'Size' },
    });
  });

  it('says the limit of a length over it', () => {
    const fieldErrors = [{ field: 'body.login', message: 'Size', max: 50 }];
    expect(errorKeysOf(refused({ fieldErrors }))).toEqual([
      { key: 'connectsAdmin.errors.field', params: { field: 'login', kind: 'SizeMax', max: '50' } },
    ]);
  });

  it("falls back to the call's own failure key", () => {
    expect(errorKeysOf(new Error('offline'))).toEqual([{ key: 'connectsAdmin.actions.saveUser.error' }]);
    expect(errorKeysOf(refused({}, 500), 'connectsAdmin.actions.unlock.error')).toEqual([
      { key: 'connectsAdmin.actions.unlock.error' },
    ]);
  });
});

describe('fieldsOf', () => {
  it('puts each error under the field it is about, the first of two on one field', () => {
    const tooLong = { key: 'connectsAdmin.errors.field', params: { field: 'email', kind: 'SizeMax', max: '254' } };
    const required = { key: 'connectsAdmin.errors.field', params: { field: 'email', kind: 'NotNull' } };
    const inUse = { key: 'connectsAdmin.errors.loginInUse' };
    expect(fieldsOf([tooLong, required, inUse])).toEqual({ email: tooLong, login: inUse });
  });

  it('leaves errors about no form field, or about one the form has not, in the list only', () => {
    const other = [
      { key: 'connectsAdmin.errors.forbidden' },
      { key: 'connectsAdmin.errors.field', params: { field: 'primaryOrganizationId', kind: 'NotNull' } },
    ];
    expect(fieldsOf(other)).toEqual({});
  });
});
