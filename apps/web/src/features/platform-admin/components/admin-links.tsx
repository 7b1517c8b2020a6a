import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { ADMIN_PAGES } from './admin-frame.tsx';

/** The platform management pages, as links from the area's landing page. */
export function AdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mt="lg" component="nav" aria-label={t('admin.nav.label')}>
      {ADMIN_PAGES.map((p) => (
        <Button key={p.page} component={Link} to={`/admin/${p.page}`} variant="light" leftSection={p.icon}>
          {t(`admin.nav.${p.page}`)}
        </Button>
      ))}
    </Group>
  );
}
