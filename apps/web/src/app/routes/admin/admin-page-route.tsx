import { useParams } from 'react-router';
import { AuditsPage } from '../../../features/platform-admin/components/audits-page.tsx';
import { ConfigurationPage } from '../../../features/platform-admin/components/configuration-page.tsx';
import { DocsPage } from '../../../features/platform-admin/components/docs-page.tsx';
import { HealthPage } from '../../../features/platform-admin/components/health-page.tsx';
import { LogsPage } from '../../../features/platform-admin/components/logs-page.tsx';
import { MetricsPage } from '../../../features/platform-admin/components/metrics-page.tsx';
import { NotFoundView } from '../../errors/not-found-view.tsx';

const PAGES = {
  metrics: MetricsPage,
  health: HealthPage,
  configuration: ConfigurationPage,
  audits: AuditsPage,
  logs: LogsPage,
  docs: DocsPage,
} as const;

/**
 * `/admin/metrics`, `/admin/health`, `/admin/configuration`, `/admin/audits`, `/admin/logs`,
 * `/admin/docs` (spec 002 §2): one route, so that no other page carries six entries for them.
 */
export default function AdminPageRoute() {
  const { page = '' } = useParams();
  const Page = Object.hasOwn(PAGES, page) ? PAGES[page as keyof typeof PAGES] : null;
  return Page ? <Page /> : <NotFoundView />;
}
