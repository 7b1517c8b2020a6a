import { LogsPage } from '../../../features/platform-admin/components/logs-page.tsx';

/** `/admin/logs` (spec 002 §2, platform management). */
export default function AdminLogsRoute() {
  return <LogsPage />;
}
