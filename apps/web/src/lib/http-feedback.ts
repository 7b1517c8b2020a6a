import { ApiError } from './api-client.ts';

/** A message key with its parameters, translated where it is shown. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

export interface HttpFeedback {
  title?: MessageRef;
  message: MessageRef;
  /** Status-based key to use when the server's message key has no translation. */
  fallback?: MessageRef;
}

/** Header that may carry the message key of a 400 answer. */
export const ERROR_HEADER = 'X-Candor-Error';
const PARAMS_HEADER = 'X-Candor-Params';

export const UNKNOWN_ERROR: MessageRef = { key: 'global.http.unknownError' };

/** Field error codes that are all shown as a size problem (spec 000 §8). */
const SIZE_CODES = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax', 'Size']);
const KNOWN_FIELD_CODES = new Set(['NotNull', 'NotBlank', 'NotEmpty', 'Pattern', 'Email']);

export function fieldErrorCode(message: string): string {
  if (SIZE_CODES.has(message)) return 'Size';
  return KNOWN_FIELD_CODES.has(message) ? message : 'invalid';
}

/** `body.username` → `username`: the location prefix added by the server is not part of the field's name. */
const fieldName = (field: string) => field.replace(/^(body|query|params|querystring|headers)\.?/, '') || field;

/** Keys the spec gives without an area (spec 000 §5), and where their texts are. */
const SPEC_KEYS: Readonly<Record<string, string>> = { passwordFailsComplexity: 'reporter.passwordFailsComplexity' };

/**
 * The global HTTP handling of spec 000 §8 as data: what to show for a failed call.
 * An empty list means nothing is shown.
 */
export function describeHttpError(error: unknown): HttpFeedback[] {
  if (!(error instanceof ApiError)) return [{ message: UNKNOWN_ERROR }];
  const { status, body, headers } = error;
  const fallback: MessageRef = { key: `error.http.${status}` };
  if (status === 0) return [{ message: { key: 'global.http.serverNotReachable' } }];
  if (status === 404) return [{ message: { key: 'global.http.notFound' } }];
  if (status === 400) {
    const headerKey = headers?.get(ERROR_HEADER);
    if (headerKey) {
      const param = headers?.get(PARAMS_HEADER);
      return [{ message: { key: headerKey, params: param ? { param } : undefined }, fallback }];
    }
    if (body?.fieldErrors?.length) {
      return body.fieldErrors.map((fe) => ({
        title: { key: 'global.http.errorOnField', params: { field: fieldName(fe.field) } },
        message: { key: `error.field.${fieldErrorCode(fe.message)}` },
      }));
    }
  }
  if (body?.message) return [{ message: { key: SPEC_KEYS[body.message] ?? body.message }, fallback }];
  return [{ message: fallback, fallback: UNKNOWN_ERROR }];
}

/** Picks the first key that has a translation; the last resort is "Unknown error!". */
export function resolveMessage(
  exists: (key: string) => boolean,
  ...candidates: (MessageRef | undefined)[]
): MessageRef {
  for (const c of candidates) if (c && exists(c.key)) return c;
  return UNKNOWN_ERROR;
}
