import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Faq } from './faq.tsx';
import { Hero } from './hero.tsx';
import { Welcome } from './welcome.tsx';

/** The public home (spec 000 §2 "Public home"). */
export function PublicHome() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <Hero />
      <Welcome />
      <Faq />
    </>
  );
}
