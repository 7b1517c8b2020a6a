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

export const ZHealth = z.object({
  status: z.enum(['UP', 'DOWN']),
  components: z.object({ db: z.object({ status: z.enum(['UP', 'DOWN']), database: z.string() }) }),
});

/** Banner texts: language code to message, English as fallback. */
export const ZApplicationMessages = z.object({
  topBanner: z.record(z.string(), z.string()),
  bottomBanner: z.record(z.string(), z.string()),
});
export type TApplicationMessages = z.infer<typeof ZApplicationMessages>;
