import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';

const { app, database, config, codec } = await buildTestApp();
const behindHttps = await buildApp({ config: { ...config, PUBLIC_URL: 'https://ethics.example' }, database, codec });
afterAll(() => behindHttps.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline scripts and without framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/management/info' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
  });

  it('sends no referrer, nosniff and frame denial', async () => {
    const res = await app.inject({ method: 'GET', url: '/management/info' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('isolates the page from other origins and old browser features', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
      'x-dns-prefetch-control': 'off',
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/management/info' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const res = await behindHttps.inject({ method: 'GET', url: '/management/info' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks the cookies Secure behind https', async () => {
    const res = await new Client(behindHttps).post('/api/authentication', {
      form: { username: 'reviewer', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    for (const name of ['__Host-CANDOR_SESSION', '__Host-XSRF-TOKEN'])
      expect(res.cookies.find((c) => c.name === name)?.secure).toBe(true);
    const plain = await new Client(app).post('/api/authentication', {
      form: { username: 'reviewer', password: DEMO_PASSWORD },
    });
    expect(plain.cookies.find((c) => c.name === 'CANDOR_SESSION')?.secure).toBeFalsy();
  });

  it.each([
    ['/management/health', 200],
    ['/reporterapi/application-messages', 200],
    ['/api/account', 401],
    ['/api/no-such-thing', 404],
  ])('forbids caching of the API answer %s', async (url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
