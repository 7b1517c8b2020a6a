import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';

export interface TestIdentity {
  preferred_username?: string;
  email?: string;
  /** Sent as `email_verified`; true by default when there is an email. */
  email_verified?: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one confidential
 * client, its development sign-in and consent forms, and the given accounts: any other
 * login signs in as an account named only by its `sub`.
 */
export async function startIdentityProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, TestIdentity>;
  /** Put the profile and email claims in the ID token too, rather than only at the userinfo endpoint. */
  claimsInIdToken?: boolean;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  let handle: NonNullable<Parameters<typeof createServer>[1]> = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], profile: ['preferred_username'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
    conformIdTokenClaims: !opts.claimsInIdToken,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...(opts.accounts[sub]?.email ? { email_verified: true } : {}), ...opts.accounts[sub] }),
    }),
  });
  handle = provider.callback();
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Page {
  url: URL;
  status: number;
  body: string;
}

/**
 * A minimal browser: keeps cookies per host, follows redirects, and submits the
 * provider's forms. Requests to `appOrigin` go to the Fastify app in-process.
 */
export class TestBrowser {
  private jars = new Map<string, Map<string, string>>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly appOrigin: string,
  ) {}

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).host)?.get(name);
  }

  dropCookie(origin: string, name: string): void {
    this.jars.get(new URL(origin).host)?.delete(name);
  }

  /** Loads `url` and follows redirects until a page answers. `stopAt` ends the chain early at a matching URL. */
  async open(
    url: string | URL,
    init: { method?: 'GET' | 'POST'; form?: URLSearchParams; stopAt?: (u: URL) => boolean } = {},
  ): Promise<Page> {
    let target = new URL(url);
    let method = init.method ?? 'GET';
    let form = init.form;
    for (let hops = 0; hops < 20; hops++) {
      const res = await this.fetch(target, method, form);
      const location = res.headers.location;
      if (res.status < 300 || res.status >= 400 || !location)
        return { url: target, status: res.status, body: res.body };
      target = new URL(location, target);
      method = 'GET';
      form = undefined;
      if (init.stopAt?.(target)) return { url: target, status: res.status, body: '' };
    }
    throw new Error('too many redirects');
  }

  /** Posts the page's first form with its hidden fields plus `fields`. */
  async submit(page: Page, fields: Record<string, string> = {}, stopAt?: (u: URL) => boolean): Promise<Page> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page.body);
    if (!form) throw new Error(`no form at ${page.url}: ${page.body.slice(0, 200)}`);
    const data = new URLSearchParams();
    for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      data.set(name, value);
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return this.open(new URL(form[1], page.url), { method: 'POST', form: data, stopAt });
  }

  private async fetch(url: URL, method: string, form?: URLSearchParams) {
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    this.jars.set(url.host, jar);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let status: number;
    let location: string | undefined;
    let setCookies: string[];
    let body: string;
    if (url.origin === this.appOrigin) {
      const res = await this.app.inject({
        method: method as 'GET',
        url: url.pathname + url.search,
        headers: { ...headers, host: url.host },
        payload: form?.toString(),
      });
      status = res.statusCode;
      location = res.headers.location as string | undefined;
      const raw = res.headers['set-cookie'];
      setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      body = res.body;
    } else {
      const res = await fetch(url, { method, headers, body: form, redirect: 'manual' });
      status = res.status;
      location = res.headers.get('location') ?? undefined;
      setCookies = res.headers.getSetCookie();
      body = await res.text();
    }
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return { status, headers: { location }, body };
  }
}
