import { IconKey } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AreaHome } from '../../../components/area-home.tsx';
import { FirstOrganizationRedirect } from '../../../features/admin/components/organization-users-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { AdminArea } from '../../layout/admin-area.tsx';

/**
 * `/connects-admin/organization/{organizationId}/category-access`; without an organization the
 * first one is used. The category access screen itself is built in
 * `features/admin/category-access/` (issue 10, category access): until it is, this screen
 * holds its place in the frame.
 */
export default function CategoryAccessRoute() {
  const { t } = useTranslation();
  const { organizationId } = useParams();
  if (organizationId === undefined) return <FirstOrganizationRedirect page="category-access" />;
  return (
    <AdminArea>
      <AreaHome
        icon={<IconKey size={30} />}
        title={t('connectsAdmin.nav.categoryAccess')}
        description={t('connectsAdmin.pending')}
      />
    </AdminArea>
  );
}
