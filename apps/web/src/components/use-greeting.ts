import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session/use-session.ts';

/** "Welcome, <first name>" for the signed-in user, or nothing. */
export function useGreeting(): string | null {
  const { t } = useTranslation();
  const { account } = useSession();
  return account?.firstName ? t('pages.area.greeting', { name: account.firstName }) : null;
}
