import { IconBuildingCommunity } from '@tabler/icons-react';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/connects-admin/organizations`: the administration area's landing. */
export default function ConnectsAdminHomeRoute() {
  const { t } = useTranslation();
  return (
    <AreaHome
      icon={<IconBuildingCommunity size={30} />}
      greeting={useGreeting()}
      title={t('pages.area.connectsAdmin.title')}
      description={t('pages.area.connectsAdmin.description')}
    />
  );
}
