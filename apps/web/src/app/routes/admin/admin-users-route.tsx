import { useParams } from 'react-router';
import {
  FirstOrganizationRedirect,
  OrganizationUsersPage,
} from '../../../features/admin/components/organization-users-page.tsx';
import { NotFoundView } from '../../errors/not-found-view.tsx';
import { AdminArea, useIsConnectsAdmin } from '../../layout/admin-area.tsx';

/**
 * `/connects-admin/organization/{organizationId}/user(s)`; without an organization
 * (`/connects-admin/users`, `/connects-admin/organization/users`) the first one is used.
 */
export default function AdminUsersRoute() {
  const { organizationId } = useParams();
  const connectsAdmin = useIsConnectsAdmin();
  const id = Number(organizationId);
  if (organizationId === undefined) return <FirstOrganizationRedirect page="users" />;
  if (!Number.isInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <AdminArea>
      <OrganizationUsersPage key={id} organizationId={id} connectsAdmin={connectsAdmin} />
    </AdminArea>
  );
}
