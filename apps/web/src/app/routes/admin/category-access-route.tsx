import CategoryAccessScreen from '../../../features/admin/category-access/category-access-screen.tsx';
import { AdminArea, useIsConnectsAdmin } from '../../layout/admin-area.tsx';

/**
 * `/connects-admin/organization/{organizationId}/category-access`, and without an organization
 * `/connects-admin/organization/category-access` and `/connects-admin/category-access`.
 */
export default function CategoryAccessRoute() {
  const connectsAdmin = useIsConnectsAdmin();
  return (
    <AdminArea>
      <CategoryAccessScreen connectsAdmin={connectsAdmin} />
    </AdminArea>
  );
}
