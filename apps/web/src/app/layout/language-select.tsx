import { availableLanguages, isLangKey, LANGUAGE_TAGS, type LangKey, offeredLanguages } from '@candor/shared';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { request } from '../../lib/api-client.ts';
import { currentLanguage, LOCALE_STORAGE_KEY, switchLanguage, useTranslation } from '../../lib/i18n.ts';
import { leaveReportForReload, useOrganizationLanguages } from '../../lib/reporter-flags.ts';
import type { Session } from '../../lib/session/use-session.ts';
import { withLoading } from '../loading/loading-store.ts';
import classes from './header.module.css';

/**
 * Signed-in users save the preference and the page reloads; others just load the
 * translations (spec 000 §4 "Language change").
 */
async function chooseLanguage(lang: LangKey, authenticated: boolean) {
  if (!authenticated) {
    await withLoading(switchLanguage(lang));
    return;
  }
  await withLoading(request('api/account/langPref', { method: 'PUT', text: lang }));
  sessionStorage.setItem(LOCALE_STORAGE_KEY, lang);
  localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  window.location.reload();
}

/** The interface language, among those the role may use; a single one disables the choice. */
export function LanguageSelect({ session }: { session: Session }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const organizationLanguages = useOrganizationLanguages();
  const languages = offeredLanguages(
    availableLanguages(session.status === 'authenticated' ? session.account.authorities : null),
    organizationLanguages,
    current,
  );
  const onChange = (value: string) => {
    if (!isLangKey(value) || value === current) return;
    const authenticated = session.status === 'authenticated';
    const choose = () => chooseLanguage(value, authenticated).catch((e: unknown) => console.error(e));
    if (authenticated) leaveReportForReload(choose);
    else choose();
  };
  return (
    <NativeSelect
      aria-label={t('global.header.language')}
      value={current}
      disabled={languages.length < 2}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconLanguage size={18} aria-hidden />}
      variant="unstyled"
      classNames={{ input: classes.languageSelect }}
    >
      {languages.map((lang) => (
        <option key={lang} value={lang} lang={LANGUAGE_TAGS[lang].bcp47}>
          {LANGUAGE_TAGS[lang].name}
        </option>
      ))}
    </NativeSelect>
  );
}
