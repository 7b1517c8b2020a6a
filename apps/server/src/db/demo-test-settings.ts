import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { applicationMessages, users } from './schema/index.ts';

/** The demo banners, in English and French (other languages fall back to English). */
export const DEMO_BANNERS = {
  top: {
    en: 'Scheduled maintenance: the service may be briefly unavailable on Sunday from 02:00 to 03:00 UTC.',
    fr: 'Maintenance planifiée : le service peut être brièvement indisponible dimanche de 2 h à 3 h UTC.',
  },
  bottom: {
    en: 'Reports can also be made by phone through the hotline of your organization.',
    fr: 'Vous pouvez aussi faire un signalement par téléphone, auprès de la ligne d’assistance de votre organisation.',
  },
} as const;

export const SHORT_TIMEOUT_SECONDS = 15;

/**
 * Settings the end-to-end tests need on top of the demo data: announcement banners
 * (DEMO_BANNERS) and one user with a 15-second session timeout (DEMO_SHORT_TIMEOUT_USER).
 */
export async function applyDemoTestSettings(
  db: Db,
  config: Pick<Config, 'DEMO_BANNERS' | 'DEMO_SHORT_TIMEOUT_USER'>,
): Promise<void> {
  if (config.DEMO_BANNERS) {
    for (const [position, texts] of Object.entries(DEMO_BANNERS) as ['top' | 'bottom', Record<string, string>][]) {
      for (const [langKey, message] of Object.entries(texts)) {
        await db
          .insert(applicationMessages)
          .values({ position, langKey, message })
          .onConflictDoUpdate({
            target: [applicationMessages.position, applicationMessages.langKey],
            set: { message: sql`excluded.message` },
          });
      }
    }
  }
  if (config.DEMO_SHORT_TIMEOUT_USER) {
    await db
      .update(users)
      .set({ userTimeout: SHORT_TIMEOUT_SECONDS })
      .where(eq(users.login, config.DEMO_SHORT_TIMEOUT_USER));
  }
}
