import { AUTHORITIES, canTranscribe, worksReports } from '@candor/shared';
import { Badge, Container, Group, NavLink, Stack } from '@mantine/core';
import {
  IconAlarm,
  IconBuildingCommunity,
  IconChartBar,
  IconKey,
  IconLayoutDashboard,
  IconPresentationAnalytics,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconTypography,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { currentPageProps, FrameLayout } from '../../../../components/frame-layout.tsx';
import { HelpMenu } from '../../../../components/help-menu.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { orgLessPath, selectedOrganization } from '../../../../lib/selected-organization.ts';
import { appProfileQuery, caseManagementUserQuery } from '../../../../lib/session/session-queries.ts';
import { hasAnyAuthority, useSession } from '../../../../lib/session/use-session.ts';
import { HeaderSearch } from './header-search.tsx';
import { NotificationBell } from './notification-bell.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  badge?: string;
}

/**
 * The reviewer frame inside the app's header (spec 001 §2): organization badge, help menu,
 * notification bell, and the sidebar of reviewer screens. The app header's account menu
 * holds profile, API key reset (program admins with key generation on) and sign out.
 */
export function ReviewerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useQuery(caseManagementUserQuery).data;
  const org = user?.primaryOrganization ?? user?.organizations[0];
  const { account } = useSession();
  const dashboardIsNew = useQuery(appProfileQuery).data?.isDashboardNew ?? false;
  // Transcribe report: for users who may transcribe (spec 001 §2 "Sidebar", decision 053).
  const transcribe: NavItem[] =
    account && canTranscribe(account)
      ? [{ to: '/reviewer/transcribe-report', label: t('reviewer.transcribe.nav'), icon: <IconTypography size={18} /> }]
      : [];
  // A transcriber reaches no report (decision 020): only transcription, no search, no feed.
  const worksCases = !!account && worksReports(account.authorities, account);
  const caseItems: NavItem[] = [
    { to: '/reviewer/overview', label: t('reviewer.frame.overview'), icon: <IconLayoutDashboard size={18} /> },
    ...(account?.dashboardEnabled
      ? [
          {
            to: '/reviewer/dashboard',
            label: t('reviewer.dashboard.title'),
            icon: <IconPresentationAnalytics size={18} />,
            badge: dashboardIsNew ? t('reviewer.dashboard.new') : undefined,
          },
        ]
      : []),
    { to: '/reviewer/report-search', label: t('reviewer.frame.reportSearch'), icon: <IconSearch size={18} /> },
    // Summary reports are not for delegate reviewers (spec 001 §6).
    ...(user?.delegateReviewer
      ? []
      : [{ to: '/reviewer/report-summary', label: t('reviewer.reportSummary.nav'), icon: <IconChartBar size={18} /> }]),
    ...transcribe,
    { to: '/reviewer/reviewer-access', label: t('reviewer.accessReport.nav'), icon: <IconShieldCheck size={18} /> },
    {
      to: '/reviewer/notifications-and-alerts',
      label: t('reviewer.rulesAndAlerts.nav'),
      icon: <IconAlarm size={18} />,
    },
    { to: '/reviewer/profile', label: t('reviewer.frame.profile'), icon: <IconUser size={18} /> },
  ];
  const items = worksCases ? caseItems : transcribe;
  // A client admin's Administration (spec 002 §2): his organizations (the entry route), their users and category access.
  const clientAdmin = hasAnyAuthority(account, [AUTHORITIES.CLIENT_ADMIN]);
  const [administrationOpen, setAdministrationOpen] = useState(true);
  const selected = selectedOrganization();
  const administration = [
    {
      to: '/connects-admin/administration',
      label: t('connectsAdmin.nav.organizations'),
      icon: <IconBuildingCommunity size={18} />,
      match: /\/organizations(\/|$)/,
    },
    {
      to: orgLessPath('users', selected),
      label: t('connectsAdmin.nav.users'),
      icon: <IconUsers size={18} />,
      match: /\/users?(\/|$)/,
    },
    {
      to: orgLessPath('category-access', selected),
      label: t('connectsAdmin.nav.categoryAccess'),
      icon: <IconKey size={18} />,
      match: /category-access/,
    },
  ];
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs" data-no-print>
        {org ? (
          <Badge size="lg" variant="light" color="candor" data-testid="organization-badge">
            {org.name}
          </Badge>
        ) : (
          <span />
        )}
        <Group gap={4}>
          {worksCases && <HeaderSearch />}
          {worksCases && <NotificationBell />}
          <HelpMenu />
        </Group>
      </Group>
      <FrameLayout
        label={t('reviewer.frame.navigation')}
        width={210}
        breakpoint="md"
        navigation={
          <Stack gap={2}>
            {items.map((i) => (
              <NavLink
                key={i.to}
                component={Link}
                to={i.to}
                label={i.label}
                leftSection={i.icon}
                rightSection={
                  i.badge ? (
                    <Badge size="xs" variant="filled" color="candor">
                      {i.badge}
                    </Badge>
                  ) : undefined
                }
                {...currentPageProps(pathname.startsWith(i.to))}
              />
            ))}
            {clientAdmin && (
              <NavLink
                component="button"
                type="button"
                aria-expanded={administrationOpen}
                opened={administrationOpen}
                onChange={setAdministrationOpen}
                label={t('connectsAdmin.nav.administration')}
                leftSection={<IconSettings size={18} />}
                active={pathname.startsWith('/connects-admin')}
                variant="subtle"
              >
                {administration.map((i) => (
                  <NavLink
                    key={i.to}
                    component={Link}
                    to={i.to}
                    label={i.label}
                    leftSection={i.icon}
                    {...currentPageProps(pathname.startsWith('/connects-admin') && i.match.test(pathname))}
                  />
                ))}
              </NavLink>
            )}
          </Stack>
        }
      >
        {children}
      </FrameLayout>
    </Container>
  );
}
