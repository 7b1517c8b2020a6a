import type { TUserForm } from '@candor/shared';
import { ApiError } from '../../../lib/api-client.ts';

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
    (v) => typeof v === 'string' && v.trim() !== '',
  );

/** Bean Validation's numeric bounds read as sizes on this page (spec 002 §5). */
const AS_SIZE = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);
const KINDS = new Set(['Size', 'NotNull', 'NotEmpty', 'Pattern', 'Email']);

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
      const kind = AS_SIZE.has(f.message) ? 'Size' : KINDS.has(f.message) ? f.message : 'invalid';
      const field = f.field.replace(/^body\./, '');
      // A length over the limit says the limit (spec 002 §5: the server's constraint, as it gave it).
      if (kind === 'Size' && typeof f.max === 'number')
        return { key: 'connectsAdmin.errors.field', params: { field, kind: 'SizeMax', max: String(f.max) } };
      return { key: 'connectsAdmin.errors.field', params: { field, kind } };
    });
  return [{ key: fallback }];
}
