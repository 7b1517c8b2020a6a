/**
 * One field's error: `message` is the constraint kind of the spec's catalogue (`Size`,
 * `NotNull`, `Pattern`, ...), its parameters beside it (`min`, `max`, `value`, `regexp`).
 */
export interface FieldError {
  field: string;
  message: string;
  [parameter: string]: string | number | boolean;
}

/** The one error shape of the API (DESIGN.md §5). */
export interface ErrorBody {
  message: string;
  title?: string;
  fieldErrors?: FieldError[];
  status: number;
  [extra: string]: unknown;
}

/** Thrown by services; the error plugin turns it into the error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<Partial<ErrorBody>, 'message' | 'status'> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message = 'error.validation', extra?: HttpError['extra']) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'error.unauthorized', extra?: HttpError['extra']) =>
  new HttpError(401, message, extra);
export const forbidden = (message = 'error.forbidden') => new HttpError(403, message);
export const notFound = (message = 'error.notFound') => new HttpError(404, message);
export const conflict = (message = 'error.conflict') => new HttpError(409, message);

/**
 * A refused sign-in (reporter or staff): the attempts left as the message, where spec 000 §8
 * and 002 §8 have the browser read them ("4"; "0": locked), the message key beside it as
 * `errorKey`, and `numberOfLoginAttemptsLeft`.
 */
export const signInRefused = (left: number) =>
  unauthorized(String(left), {
    numberOfLoginAttemptsLeft: left,
    errorKey: left === 0 ? 'error.login.locked' : 'error.login.failed',
  });
