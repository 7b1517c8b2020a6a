import { useParams } from 'react-router';
import { OrganizationPage } from '../../../features/admin/components/organization-users-page.tsx';
import { NotFoundView } from '../../errors/not-found-view.tsx';
import { AdminArea } from '../../layout/admin-area.tsx';

/** `/connects-admin/organization/{organizationId}`. */
export default function AdminOrganizationRoute() {
  const id = Number(useParams().organizationId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <AdminArea>
      <OrganizationPage key={id} organizationId={id} />
    </AdminArea>
  );
}
