import type { TErrorBody } from '@candor/shared';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  text?: string;
  body?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const ALERT_HEADER = 'X-Candor-Alert';
type AlertListener = (key: string, param: string | null) => void;
let alertListener: AlertListener = () => {};
/** Success alerts travel in a response header (spec 000 §8). */
export const onAlertHeader = (l: AlertListener) => {
  alertListener = l;
};

/** Builds a URL with a query string, leaving out empty values. */
export function urlWithQuery(path: string, query?: RequestOptions['query']): string {
  const url = `/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/** The one way the web app calls the server: XSRF header, error shape, alert headers. */
export async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  const method =
    opts.method ?? (opts.json !== undefined || opts.form || opts.text !== undefined || opts.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  if (method !== 'GET') {
    if (!readCookie('XSRF-TOKEN')) await fetch('/management/info', { credentials: 'same-origin' }).catch(() => {});
    headers['X-XSRF-TOKEN'] = readCookie('XSRF-TOKEN') ?? '';
  }
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
  if (!res.ok) {
    const errorBody = (await res.json().catch(() => null)) as TErrorBody | null;
    throw new ApiError(res.status, errorBody, res.headers);
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
