import { Container, NavLink, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconHistory, IconKey, IconShieldLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { currentPageProps, FrameLayout } from '../../../components/frame-layout.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { orgLessPath, selectedOrganization } from '../../../lib/selected-organization.ts';

/**
 * The connects admin's frame (spec 002 §2 "Sidebar"): organizations, admin users, users and
 * category access (the last two at the selected organization, or its organization-less page);
 * the audit log's entry shows only while on it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = selectedOrganization();
  const items = [
    { to: '/connects-admin/organizations', label: t('connectsAdmin.nav.organizations'), icon: IconBuildingCommunity },
    {
      to: '/connects-admin/admin-users',
      label: t('connectsAdmin.nav.adminUsers'),
      icon: IconShieldLock,
      also: '/connects-admin/admin-user',
    },
    {
      to: orgLessPath('users', selected),
      label: t('connectsAdmin.nav.users'),
      icon: IconUsers,
      match: /\/users?(\/|$)/,
    },
    {
      to: orgLessPath('category-access', selected),
      label: t('connectsAdmin.nav.categoryAccess'),
      icon: IconKey,
      match: /category-access/,
    },
    ...(pathname === '/connects-admin/audit'
      ? [{ to: '/connects-admin/audit', label: t('connectsAdmin.nav.audit'), icon: IconHistory }]
      : []),
  ];
  const active = (i: (typeof items)[number]) =>
    'match' in i && i.match
      ? i.match.test(pathname) && !pathname.startsWith('/connects-admin/admin-user')
      : pathname.startsWith(i.to) || ('also' in i && !!i.also && pathname.startsWith(i.also));
  return (
    <Container size="xl" py="md">
      <FrameLayout
        label={t('connectsAdmin.nav.label')}
        width={210}
        breakpoint="md"
        navigation={
          <Stack gap={2}>
            {items.map((i) => (
              <NavLink
                key={i.label}
                component={Link}
                to={i.to}
                label={i.label}
                leftSection={<i.icon size={18} aria-hidden />}
                {...currentPageProps(active(i))}
              />
            ))}
          </Stack>
        }
      >
        {children}
      </FrameLayout>
    </Container>
  );
}
