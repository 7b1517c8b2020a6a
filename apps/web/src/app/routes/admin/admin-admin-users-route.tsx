import { AdminUsersPage } from '../../../features/admin/components/admin-users-page.tsx';
import { AdminArea } from '../../layout/admin-area.tsx';

/** `/connects-admin/admin-users`. */
export default function AdminAdminUsersRoute() {
  return (
    <AdminArea>
      <AdminUsersPage />
    </AdminArea>
  );
}
