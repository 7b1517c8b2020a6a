import { useParams } from 'react-router';
import { OrganizationPage } from '../../../features/admin/components/organization-users-page.tsx';
import { NotFoundView } from '../../errors/not-found-view.tsx';
import { AdminArea, useIsConnectsAdmin } from '../../layout/admin-area.tsx';

/** `/connects-admin/organization/{organizationId}`. */
export default function AdminOrganizationRoute() {
  const id = Number(useParams().organizationId);
  const connectsAdmin = useIsConnectsAdmin();
  if (!Number.isInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <AdminArea>
      <OrganizationPage key={id} organizationId={id} connectsAdmin={connectsAdmin} />
    </AdminArea>
  );
}
