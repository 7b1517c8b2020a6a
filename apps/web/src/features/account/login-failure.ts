import { ApiError } from '../../lib/api-client.ts';
import type { MessageRef } from '../../lib/http-feedback.ts';

/**
 * What the staff sign-in page says when `POST api/authentication` fails (spec 000 §8,
 * spec 002 §8): on 401 the attempts left or the locked message, on 400 the server's
 * message, on 403 `error.login.sso` when single sign-on is configured, otherwise
 * feedback.authentication.createSessionError.
 */
export function loginFailure(error: unknown): MessageRef[] {
  if (!(error instanceof ApiError)) return [{ key: 'feedback.authentication.createSessionError' }];
  const body = error.body as (ApiError['body'] & { numberOfLoginAttemptsLeft?: number }) | null;
  if (error.status === 401) {
    const left = body?.numberOfLoginAttemptsLeft;
    if (left === 0 || body?.message === 'error.login.locked') return [{ key: 'error.login.locked' }];
    if (body?.message === 'error.login.inactive') return [{ key: 'error.login.inactive' }];
    if (typeof left === 'number')
      return [{ key: 'error.login.failed' }, { key: 'login.attemptsLeft', params: { count: left } }];
    return [{ key: 'error.login.failed' }];
  }
  if (error.status === 400 && body?.message) return [{ key: body.message }];
  if (error.status === 403 && body?.message === 'error.login.sso') return [{ key: 'error.login.sso' }];
  return [{ key: 'feedback.authentication.createSessionError' }];
}

/** The OpenID Connect callback sends the browser to `/login?error=sso` when single sign-on failed. */
export function ssoCallbackFailure(search: URLSearchParams): MessageRef[] | null {
  return search.get('error') === 'sso' ? [{ key: 'login.ssoFailed' }] : null;
}
