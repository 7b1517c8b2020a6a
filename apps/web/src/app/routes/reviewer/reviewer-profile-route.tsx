import { IconUser } from '@tabler/icons-react';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/reviewer/profile`: the reviewer's own profile. */
export default function ReviewerProfileRoute() {
  const { t } = useTranslation();
  return (
    <AreaHome
      icon={<IconUser size={30} />}
      greeting={useGreeting()}
      title={t('pages.area.profile.title')}
      description={t('pages.area.profile.description')}
    />
  );
}
