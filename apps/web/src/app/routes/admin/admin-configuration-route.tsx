import { ConfigurationPage } from '../../../features/platform-admin/components/configuration-page.tsx';

/** `/admin/configuration` (spec 002 §2, platform management). */
export default function AdminConfigurationRoute() {
  return <ConfigurationPage />;
}
