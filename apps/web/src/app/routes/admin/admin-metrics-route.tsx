import { MetricsPage } from '../../../features/platform-admin/components/metrics-page.tsx';

/** `/admin/metrics` (spec 002 §2, platform management). */
export default function AdminMetricsRoute() {
  return <MetricsPage />;
}
