import { AuditsPage } from '../../../features/platform-admin/components/audits-page.tsx';

/** `/admin/audits` (spec 002 §2, platform management). */
export default function AdminAuditsRoute() {
  return <AuditsPage />;
}
