import { isPageOfThisApp } from '@candor/shared';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { type Config, oidcEnabled } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { forbidden } from '../../lib/http-error.ts';
import * as repo from './account.repository.ts';

export const SSO_CALLBACK_PATH = '/login/oauth2/code/sso';
/** Where a staff sign-in through the identity provider starts. */
export const SSO_START_PATH = '/oauth2/authorization/sso';
/** How long a started sign-in may take at the identity provider. */
export const SSO_PENDING_SECONDS = 600;

/**
 * With an identity provider, staff sign in there only: its policies (MFA, leavers) must not be
 * bypassed, so Candor neither checks nor sets a password (decision 075).
 */
export function refuseWhenSso(config: Config): void {
  if (oidcEnabled(config)) throw forbidden('error.login.sso');
}

/** What the callback must find again: kept sealed in a cookie, so any instance can finish the flow. */
const ZPending = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  expiresAt: z.number().int(),
  /** The page of this app to come back to (decision 141). */
  page: z.string().refine(isPageOfThisApp).default('/'),
});
export type Pending = z.infer<typeof ZPending>;

export interface SsoStart {
  authorizationUrl: string;
  sealedPending: string;
}

/**
 * Staff sign-in through an OpenID Connect provider: authorization code with PKCE, state
 * and nonce. The provider's metadata is discovered on first use; a failed discovery is
 * retried on the next sign-in.
 */
export function createSsoService({ config, db, codec }: { config: Config; db: Db; codec: Codec }) {
  const issuer = new URL(config.OIDC_ISSUER!);
  const redirectUri = `${config.PUBLIC_URL}${SSO_CALLBACK_PATH}`;
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  let discovered: Promise<oidc.Configuration> | null = null;

  const provider = () => {
    discovered ??= oidc
      .discovery(issuer, config.OIDC_CLIENT_ID!, undefined, oidc.ClientSecretBasic(config.OIDC_CLIENT_SECRET!), {
        execute,
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  /** The staff user named by the claims: `preferred_username` as login, else a unique email; active only. */
  async function userOf(claims: Record<string, unknown>): Promise<repo.UserRow | null> {
    const login = typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
    const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
    const byLogin = login ? await repo.findUserByLogin(db, login) : undefined;
    const user = byLogin ?? (email ? await repo.findUniqueUserByEmail(db, email) : undefined);
    return user?.activated && user.userStatus === 'ACTIVE' ? user : null;
  }

  return {
    /** The sign-in the browser's pending cookie holds; null when it is missing, altered or expired. */
    unseal(sealed: string | undefined): Pending | null {
      if (!sealed) return null;
      try {
        const pending = ZPending.parse(JSON.parse(codec.decryptText(sealed)));
        return pending.expiresAt > Date.now() ? pending : null;
      } catch {
        return null;
      }
    },

    /** Starts a sign-in that comes back to `page`, the home without it. */
    async start(page = '/'): Promise<SsoStart> {
      const pending: Pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        expiresAt: Date.now() + SSO_PENDING_SECONDS * 1000,
        page,
      };
      const url = oidc.buildAuthorizationUrl(await provider(), {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, sealedPending: codec.encryptText(JSON.stringify(pending)) };
    },

    /**
     * Exchanges the code of the provider's answer at `callbackUrl` for the user of the `pending`
     * sign-in; null when the flow cannot be trusted or no active user matches.
     */
    async finish(callbackUrl: URL, pending: Pending | null): Promise<repo.UserRow | null> {
      if (!pending) return null;
      const tokens = await oidc.authorizationCodeGrant(await provider(), callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      const idToken = tokens.claims();
      if (!idToken) return null;
      // Providers that keep the ID token minimal give the names at the userinfo endpoint.
      const named = idToken.preferred_username !== undefined || idToken.email !== undefined;
      const claims = named ? idToken : await oidc.fetchUserInfo(await provider(), tokens.access_token, idToken.sub);
      return userOf(claims);
    },

    /** The address the provider sent the browser back to, rebuilt on the public origin. */
    callbackUrl: (requestUrl: string) => new URL(requestUrl, `${config.PUBLIC_URL}/`),
  };
}
