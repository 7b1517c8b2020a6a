import { useParams } from 'react-router';
import { UserPage } from '../../../features/admin/components/user-page.tsx';
import { NotFoundView } from '../../errors/not-found-view.tsx';
import { AdminArea, useIsConnectsAdmin } from '../../layout/admin-area.tsx';

/**
 * The user page: `/connects-admin/organization/{organizationId}/user/{legacyUserId | new}`,
 * and for platform admin users `/connects-admin/admin-user/{legacyUserId | new}`.
 */
export default function AdminUserRoute() {
  const { organizationId, legacyUserId } = useParams();
  const connectsAdmin = useIsConnectsAdmin();
  const id = organizationId === undefined ? null : Number(organizationId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundView />;
  const user = legacyUserId ?? null;
  return (
    <AdminArea>
      <UserPage key={`${id}/${user}`} organizationId={id} legacyUserId={user} connectsAdmin={connectsAdmin} />
    </AdminArea>
  );
}
