import { IconServerCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';

/** `/admin`: platform management. */
export default function PlatformAdminHomeRoute() {
  const { t } = useTranslation();
  return (
    <AreaHome
      icon={<IconServerCog size={30} />}
      greeting={useGreeting()}
      title={t('pages.area.admin.title')}
      description={t('pages.area.admin.description')}
    />
  );
}
