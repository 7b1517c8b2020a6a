import { AuditPage } from '../../../features/admin/components/audit-page.tsx';
import { AdminArea } from '../../layout/admin-area.tsx';

/** `/connects-admin/audit`. */
export default function AdminAuditRoute() {
  return (
    <AdminArea>
      <AuditPage />
    </AdminArea>
  );
}
