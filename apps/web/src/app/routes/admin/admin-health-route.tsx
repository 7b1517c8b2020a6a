import { HealthPage } from '../../../features/platform-admin/components/health-page.tsx';

/** `/admin/health` (spec 002 §2, platform management). */
export default function AdminHealthRoute() {
  return <HealthPage />;
}
