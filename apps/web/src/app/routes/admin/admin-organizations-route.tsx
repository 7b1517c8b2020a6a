import { OrganizationsPage } from '../../../features/admin/components/organizations-page.tsx';
import { AdminArea, useIsConnectsAdmin } from '../../layout/admin-area.tsx';

/** `/connects-admin/organizations`: the organization list, the area's landing. */
export default function AdminOrganizationsRoute() {
  const connectsAdmin = useIsConnectsAdmin();
  return (
    <AdminArea>
      <OrganizationsPage connectsAdmin={connectsAdmin} />
    </AdminArea>
  );
}
