import { isBlank, type TUserForm } from '@candor/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { constraintKind } from '../../../lib/constraint-kind.ts';

/** A message key of the user page's error list, with the field and constraint of a field error. */
export interface ErrorKey {
  key: string;
  params?: Record<string, string>;
}

/**
 * Save only when login, email, names and type are filled (spec 002 §5); the server checks formats.
 * A user without a type (his roles decide) is saved without one.
 */
export const canSave = (f: TUserForm, typeless = false) =>
  [f.login, f.email, f.firstName, f.lastName, ...(typeless ? [] : [f.userType])].every(
    (v) => typeof v === 'string' && !isBlank(v),
  );

/** Bean Validation's numeric bounds read as sizes on this page (spec 002 §5). */
const AS_SIZE = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);

const SAVE_FAILED = 'connectsAdmin.actions.saveUser.error';

/** The message keys of a failed user call: its `errorKeys`, one per field error, or the call's own failure key. */
export function errorKeysOf(error: unknown, fallback = SAVE_FAILED): ErrorKey[] {
  if (!(error instanceof ApiError) || !error.body) return [{ key: fallback }];
  const body = error.body as {
    errorKeys?: string[];
    fieldErrors?: { field: string; message: string; max?: unknown }[];
  };
  if (body.errorKeys?.length) return body.errorKeys.map((key) => ({ key }));
  if (body.fieldErrors?.length)
    return body.fieldErrors.map((f): ErrorKey => {
      const { kind, max } = constraintKind(AS_SIZE.has(f.message) ? 'Size' : f.message, f.max);
      const field = f.field.replace(/^body\./, '');
      return {
        key: 'connectsAdmin.errors.field',
        params: { field, kind, ...(max === undefined ? {} : { max: String(max) }) },
      };
    });
  return [{ key: fallback }];
}

/** The form fields a server error can name. */
export type UserField = 'login' | 'email' | 'firstName' | 'lastName';
const USER_FIELDS: readonly string[] = ['login', 'email', 'firstName', 'lastName'] satisfies UserField[];

/** The field each error is about, first error first: a field error's own, the login for "in use". */
export function fieldsOf(errors: readonly ErrorKey[]): Partial<Record<UserField, ErrorKey>> {
  const fields: Partial<Record<UserField, ErrorKey>> = {};
  for (const e of errors) {
    const field = e.key === 'connectsAdmin.errors.loginInUse' ? 'login' : e.params?.field;
    if (field && USER_FIELDS.includes(field)) fields[field as UserField] ??= e;
  }
  return fields;
}

/** A user as the lists name him: first and last name, or the login when both are empty. */
export const userName = (u: { firstName?: string | null; lastName?: string | null; login: string }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.login;
