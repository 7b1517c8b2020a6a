import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/reporterapi/', '/management/'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Powerful browser features no page of an ethics line uses: denied to the page and to anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers every answer carries; written once here, not rebuilt per request. */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** CSP without inline scripts, no referrer, no framing, HSTS behind HTTPS, no caching of API answers. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const headers = securityHeaders(opts.https);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiPath(req.url) ? apiHeaders : headers);
    done();
  });
  // A shared cache would hand one visitor's cookie to the next: what is cached publicly sets none.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (isPubliclyCached(reply.getHeader('cache-control'))) reply.removeHeader('set-cookie');
    done(null, payload);
  });
});

const isPubliclyCached = (cacheControl: unknown) =>
  typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);
