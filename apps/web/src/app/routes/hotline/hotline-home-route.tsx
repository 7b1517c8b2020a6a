import { IconHeadset } from '@tabler/icons-react';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/hotline`: the hotline agent's home. */
export default function HotlineHomeRoute() {
  const { t } = useTranslation();
  return (
    <AreaHome
      icon={<IconHeadset size={30} />}
      greeting={useGreeting()}
      title={t('pages.area.hotline.title')}
      description={t('pages.area.hotline.description')}
    />
  );
}
