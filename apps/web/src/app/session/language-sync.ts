import { availableLanguages, isLangKey, type LangKey } from '@candor/shared';
import { useEffect } from 'react';
import { currentLanguage, switchLanguage } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session/use-session.ts';

/** The language a session should see: the account's preference, within what the role may use. */
export function sessionLanguage(current: LangKey, accountLang: string | null, available: readonly LangKey[]): LangKey {
  const preferred = isLangKey(accountLang) ? accountLang : current;
  if (available.includes(preferred)) return preferred;
  return available.includes(current) ? current : available[0];
}

/** Applies the signed-in account's language, and each role's language availability. */
export function useLanguageSync(session: Session) {
  const { status } = session;
  const accountLang = session.account?.langKey ?? null;
  const authorityList = session.account?.authorities.join(',') ?? '';
  useEffect(() => {
    if (status === 'loading') return;
    const authorities = status === 'authenticated' ? authorityList.split(',').filter(Boolean) : null;
    const current = currentLanguage();
    const target = sessionLanguage(current, accountLang, availableLanguages(authorities));
    if (target !== current) switchLanguage(target).catch((e: unknown) => console.error(e));
  }, [status, accountLang, authorityList]);
}
