import { Box, Button, Container, Group, NavLink, Stack, Title } from '@mantine/core';
import {
  IconActivity,
  IconApi,
  IconChartBar,
  IconFileText,
  IconHeartbeat,
  IconRefresh,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FrameLayout } from '../../../components/frame-layout.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export type AdminPage = 'metrics' | 'health' | 'configuration' | 'audits' | 'logs' | 'docs';

export const ADMIN_PAGES: { page: AdminPage; icon: ReactNode }[] = [
  { page: 'metrics', icon: <IconChartBar size={18} /> },
  { page: 'health', icon: <IconHeartbeat size={18} /> },
  { page: 'configuration', icon: <IconSettings size={18} /> },
  { page: 'audits', icon: <IconActivity size={18} /> },
  { page: 'logs', icon: <IconFileText size={18} /> },
  { page: 'docs', icon: <IconApi size={18} /> },
];

/** The platform management pages (spec 002 §2 "/admin"): a side navigation and the page. */
export function AdminFrame({
  page,
  onRefresh,
  children,
}: {
  page: AdminPage;
  onRefresh?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`admin.nav.${page}`);
  usePageTitle(title);
  return (
    <Container size="xl" py="md">
      <FrameLayout
        label={t('admin.nav.label')}
        width={220}
        breakpoint="sm"
        navigation={
          <Stack gap={2}>
            {ADMIN_PAGES.map((p) => (
              <NavLink
                key={p.page}
                component={Link}
                to={`/admin/${p.page}`}
                label={t(`admin.nav.${p.page}`)}
                leftSection={p.icon}
                active={pathname === `/admin/${p.page}`}
                aria-current={pathname === `/admin/${p.page}` ? 'page' : undefined}
              />
            ))}
          </Stack>
        }
      >
        <Box component="section">
          <Group justify="space-between" mb="md">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {onRefresh && (
              <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRefresh}>
                {t('admin.common.refresh')}
              </Button>
            )}
          </Group>
          {children}
        </Box>
      </FrameLayout>
    </Container>
  );
}
