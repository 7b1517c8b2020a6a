import { DocsPage } from '../../../features/platform-admin/components/docs-page.tsx';

/** `/admin/docs` (spec 002 §2, platform management). */
export default function AdminDocsRoute() {
  return <DocsPage />;
}
