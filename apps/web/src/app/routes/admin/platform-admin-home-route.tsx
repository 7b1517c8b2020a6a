import { IconServerCog } from '@tabler/icons-react';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { AdminLinks } from '../../../features/platform-admin/components/admin-links.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/admin`: platform management. */
export default function PlatformAdminHomeRoute() {
  const { t } = useTranslation();
  return (
    <AreaHome
      icon={<IconServerCog size={30} />}
      greeting={useGreeting()}
      title={t('pages.area.admin.title')}
      description={t('pages.area.admin.description')}
    >
      <AdminLinks />
    </AreaHome>
  );
}
