import { useTranslation } from '../lib/i18n.ts';
import { useSession } from '../lib/session/use-session.ts';

/** "Welcome, <first name>" for the signed-in user, or nothing. */
export function useGreeting(): string | null {
  const { t } = useTranslation();
  const { account } = useSession();
  return account?.firstName ? t('pages.area.greeting', { name: account.firstName }) : null;
}
