import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

/** A count per rate-limit window, for one client on one route. */
const perWindow = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An identity provider is reached over HTTPS; plain HTTP only on this machine (tests, development). */
export const isLoopbackUrl = (url: string) => LOOPBACK_HOSTS.has(new URL(url).hostname);

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DEMO_DATA: bool.default(true),
    DEMO_PASSWORD: z.string().min(8).optional(),
    /** End-to-end tests: demo top and bottom banners. */
    DEMO_BANNERS: bool.default(false),
    /** End-to-end tests: this demo user gets a 15-second session timeout. */
    DEMO_SHORT_TIMEOUT_USER: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Candor <no-reply@candor.invalid>'),
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/ })
      .refine((u) => u.startsWith('https://') || isLoopbackUrl(u), 'must be https (http only for localhost)')
      .optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    PRODUCTION: bool.default(false),
    RIBBON_MESSAGE: z.string().default(''),
    /** The provider's postal address for supporting documents sent by post (spec 000 §1); empty: not shown. */
    PROVIDER_POSTAL_ADDRESS: z.string().max(300).default(''),
    /** The support phone numbers shown to reporters (spec 000 §9, "{phone}"); empty: not shown. */
    SUPPORT_PHONE: z.string().max(200).default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    JOBS: bool.default(true),
    /** A machine-translation provider (POST {text, target} → {translatedText}); none: no translation toggle. */
    TRANSLATION_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** An AI summary provider (POST {text} → {summary}); none: the built-in extractive summary. */
    SUMMARY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where encrypted attachments are kept; default DATA_DIR/attachments (a temporary folder for memory://). */
    ATTACHMENTS_DIR: z.string().min(1).optional(),
    /** A request (headers and body) must arrive within this time, else 408: slow clients cannot hold connections. */
    REQUEST_TIMEOUT_SECONDS: seconds(120),
    /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); none by default. */
    TRUST_PROXY: z.string().optional(),
    /** Rate-limit counters in Redis instead of PostgreSQL. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    RATE_LIMIT_WINDOW_SECONDS: seconds(60),
    RATE_LIMIT_SIGN_IN: perWindow(10),
    RATE_LIMIT_REPORT_LOOKUP: perWindow(60),
    RATE_LIMIT_ORGANIZATION_SEARCH: perWindow(120),
    RATE_LIMIT_SUBMISSION: perWindow(30),
    RATE_LIMIT_PASSWORD_CHECK: perWindow(120),
    RATE_LIMIT_UPLOAD: perWindow(120),
    /** A staff account locked by failed sign-ins opens again after this time (or when an administrator unlocks it). */
    STAFF_LOCKOUT_SECONDS: seconds(3600),
    /**
     * Built-in sign-in of ROLE_ADMIN and ROLE_CONNECTS_ADMIN users needs a TOTP code (decision 049).
     * Unset: on, except with DEMO_DATA, whose demo accounts sign in with the demo password alone.
     */
    REQUIRE_TOTP_FOR_ADMINS: bool.optional(),
    /** New-report emails a reviewer gets one by one per interval; past them, one digest at the end of the interval. */
    REVIEWER_MAILS_BEFORE_DIGEST: z.coerce.number().int().min(0).default(3),
    REVIEWER_DIGEST_SECONDS: seconds(3600),
  })
  .superRefine((env, ctx) => {
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    if (!oidc.some((k) => env[k])) return;
    for (const k of oidc) {
      if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required when any OIDC_ setting is set' });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required with OIDC_ISSUER (the sign-in callback is built from it)',
      });
    }
  });

export type Config = z.infer<typeof ZEnv>;

/** The name of every setting, as the README's settings table lists them. */
export const SETTING_NAMES = Object.keys(ZEnv.shape);

export class ConfigError extends Error {}

/** Parses the environment; a bad value fails start-up with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(ZEnv.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = ZEnv.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Whether administrators must sign in with a TOTP code: the setting, else on unless the demo data is loaded. */
export const totpRequiredForAdmins = (config: Pick<Config, 'REQUIRE_TOTP_FOR_ADMINS' | 'DEMO_DATA'>) =>
  config.REQUIRE_TOTP_FOR_ADMINS ?? !config.DEMO_DATA;

/** Whether staff sign in through an OpenID Connect provider rather than the built-in form. */
export const oidcEnabled = (config: Config) => Boolean(config.OIDC_ISSUER);
