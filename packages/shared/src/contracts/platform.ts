import { z } from 'zod';

/** Application profile (spec 000 §3), plus version and build tag. */
export const ZAppProfile = z.object({
  defaultTimeout: z.number().int(),
  isDashboardNew: z.boolean(),
  isProductionEnvironment: z.boolean(),
  ribbonMessage: z.string(),
  /** Where supporting documents may be sent by post (empty: not offered). */
  providerPostalAddress: z.string(),
  /** The support phone numbers ("{phone}"; empty: not shown). */
  supportPhone: z.string(),
  version: z.string(),
  buildTag: z.string(),
  buildTimestamp: z.string(),
  singleSignOn: z.enum(['oidc', 'builtin']),
});
export type TAppProfile = z.infer<typeof ZAppProfile>;

const ZHealthStatus = z.enum(['UP', 'DOWN']);

/** What a load balancer acts on: the database, the one part without which nothing is served. */
export const ZHealth = z.object({
  status: ZHealthStatus,
  components: z.object({ db: z.object({ status: ZHealthStatus, database: z.string() }) }),
});

/**
 * `management/health/mail` (ROLE_ADMIN): whether mail can go out now. `smtp`: the SMTP server
 * answered and took the sign-in; `outbox`: no SMTP server is set, messages are kept as files.
 */
export const ZMailHealth = z.object({ status: ZHealthStatus, transport: z.enum(['smtp', 'outbox']) });
export type TMailHealth = z.infer<typeof ZMailHealth>;

/** Banner texts: language code to message, English as fallback. */
export const ZApplicationMessages = z.object({
  topBanner: z.record(z.string(), z.string()),
  bottomBanner: z.record(z.string(), z.string()),
});
export type TApplicationMessages = z.infer<typeof ZApplicationMessages>;
