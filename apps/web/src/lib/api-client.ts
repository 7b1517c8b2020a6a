import { IDEMPOTENCY_KEY_HEADER, type TErrorBody } from '@candor/shared';
import { idempotencyKeyOf } from './idempotency-key.ts';

export type ApiPrefix = 'api' | 'reporterapi';

let prefix: ApiPrefix = 'api';
/** Reporting mode talks to `reporterapi`, case-management mode to `api` (spec 000 §1). */
export const setApiPrefix = (p: ApiPrefix) => {
  prefix = p;
};
export const getApiPrefix = () => prefix;
/** `{api}/path` of the spec: the path under the current mode's prefix. */
export const modePath = (path: string) => `${prefix}/${path}`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorBody | null,
    readonly headers: Headers | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/** No answer came, or the server failed: the call may or may not have done its work. */
export const answerLost = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** A lost connection, a server error or a rate limit may pass; a refusal (any other 4xx) will not. */
export const retryCanHelp = (error: unknown) =>
  answerLost(error) || (error instanceof ApiError && error.status === 429);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  text?: string;
  body?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Leave a 301 with a redirect location alone (the reporter's report lookup, spec 000 §4). */
  ignoreRedirect?: boolean;
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The XSRF cookie: `__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` otherwise. */
const xsrfCookie = () => readCookie('__Host-XSRF-TOKEN') ?? readCookie('XSRF-TOKEN');

/** The XSRF token for a state-changing call: the XSRF cookie, which any GET sets when it is missing. */
async function xsrfToken(): Promise<string> {
  if (!xsrfCookie()) await fetch('/management/info', { credentials: 'same-origin' }).catch(() => {});
  return xsrfCookie() ?? '';
}

export const ALERT_HEADER = 'X-Candor-Alert';
type AlertListener = (key: string, param: string | null) => void;
let alertListener: AlertListener = () => {};
/** Success alerts travel in a response header (spec 000 §8). */
export const onAlertHeader = (l: AlertListener) => {
  alertListener = l;
};

type UnauthorizedListener = (path: string, error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener = () => {};
/** Hears every 401 answer, with the call's path, before the caller sees the error. */
export const onUnauthorized = (l: UnauthorizedListener) => {
  unauthorizedListener = l;
};

/** A failed call's error, told first to the 401 listener when it is one. */
function failure(path: string, error: ApiError): ApiError {
  if (error.status === 401) unauthorizedListener(path, error);
  return error;
}

/** Builds a URL with a query string, leaving out empty values. */
export function urlWithQuery(path: string, query?: RequestOptions['query']): string {
  const url = `/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/** The header of a 301 that sends the browser elsewhere (spec 000 §7, 001 §7, 002 §7). */
export const REDIRECT_HEADER = 'Redirect-Location';

/** Sends the browser to a redirect location (http or https only); the call then never settles. */
function followRedirect(location: string): Promise<never> {
  const url = new URL(location, window.location.href);
  if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url.href);
  return new Promise<never>(() => {});
}

/** The one way the web app calls the server: XSRF header, error shape, alert headers, redirects. */
export async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  const method =
    opts.method ?? (opts.json !== undefined || opts.form || opts.text !== undefined || opts.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form);
  } else if (opts.text !== undefined) {
    headers['Content-Type'] = 'text/plain';
    body = opts.text;
  } else if (opts.body) {
    body = opts.body;
  }
  if (method !== 'GET') headers[XSRF_HEADER] = await xsrfToken();
  let res: Response;
  try {
    res = await fetch(urlWithQuery(path, opts.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, null, null);
  }
  const redirect = res.status === 301 ? res.headers.get(REDIRECT_HEADER) : null;
  if (redirect && !opts.ignoreRedirect) return followRedirect(redirect);
  if (!res.ok) {
    const errorBody = (await res.json().catch(() => null)) as TErrorBody | null;
    throw failure(path, new ApiError(res.status, errorBody, res.headers));
  }
  const alert = res.headers.get(ALERT_HEADER);
  if (alert) alertListener(alert, res.headers.get('X-Candor-Params'));
  return res;
}

export async function apiJson<T>(path: string, opts?: RequestOptions): Promise<T> {
  const res = await request(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Posts one file as multipart field `file` and reports the upload's progress in percent (fetch
 * cannot, so this one call uses XMLHttpRequest), with the same XSRF header and error shape as
 * request(), and the file's idempotency key, the same on every try of it (decision 109).
 */
export async function uploadWithProgress(
  path: string,
  file: File,
  opts: { query?: RequestOptions['query']; headers?: Record<string, string> },
  onProgress: (percent: number) => void,
): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers = { ...opts.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(file) };
  const token = await xsrfToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlWithQuery(path, opts.query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let body: TErrorBody | null = null;
      try {
        body = JSON.parse(xhr.responseText) as TErrorBody;
      } catch {
        body = null;
      }
      reject(failure(path, new ApiError(xhr.status, body, null)));
    };
    xhr.onerror = () => reject(new ApiError(0, null, null));
    xhr.send(body);
  });
}
