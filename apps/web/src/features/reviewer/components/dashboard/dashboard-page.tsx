import {
  DASHBOARD_MONTHS,
  dashboardFormat,
  REPORT_METHOD_KEYS,
  REVIEWER_OVERVIEW,
  statusBadge,
  type TDashboard,
} from '@candor/shared';
import { Alert, Button, Group, Loader, Menu, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { intlLocale } from '../../../../components/intl-locale.ts';
import { KeyFigure } from '../../../../components/key-figure.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { download } from '../../../../lib/download.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { dashboardQuery } from '../../api/reviewer-queries.ts';
import { DashboardChart } from './dashboard-chart.tsx';
import { DeadlineCard } from './deadline-card.tsx';

const PERIODS = [3, 6, DASHBOARD_MONTHS.default, DASHBOARD_MONTHS.max];

/** `/reviewer/dashboard` (spec 001 §2 "Dashboard", DESIGN.md §10): built-in charts and the EU deadlines. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reviewer.dashboard.title'));
  const { account } = useSession();
  const [months, setMonths] = useState<number>(DASHBOARD_MONTHS.default);
  const figures = useQuery({ ...dashboardQuery(i18n.language, months), enabled: account?.dashboardEnabled === true });
  const exporting = useMutation({
    mutationFn: (format: 'PDF' | 'PPTX') =>
      download(
        'api/reviewer/powerbi-report-export',
        { format, months: String(months), langKey: i18n.language },
        format === 'PDF' ? 'reviewer-dashboard.pdf' : 'reviewer-dashboard.pptx',
      ),
    meta: { httpErrors: 'local' },
    onError: () => notifications.show({ color: 'red', message: t('feedback.reviewer.errorExportingDashboard') }),
  });
  if (account && !account.dashboardEnabled) return <Navigate to={REVIEWER_OVERVIEW} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={28}>
          {t('reviewer.dashboard.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('reviewer.dashboard.months')}
            data={PERIODS.map((n) => ({ value: String(n), label: t('reviewer.dashboard.monthsOption', { count: n }) }))}
            value={String(months)}
            onChange={(v) => v && setMonths(Number(v))}
            allowDeselect={false}
            w={200}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button leftSection={<IconDownload size={18} aria-hidden />} loading={exporting.isPending}>
                {t('reviewer.dashboard.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => exporting.mutate('PDF')}>{t('reviewer.dashboard.exportPdf')}</Menu.Item>
              <Menu.Item onClick={() => exporting.mutate('PPTX')}>{t('reviewer.dashboard.exportPptx')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {figures.isPending && <Loader aria-label={t('reviewer.dashboard.title')} />}
      {figures.isError && <Alert color="red">{t('feedback.reviewer.errorRetrievingDashboardConfiguration')}</Alert>}
      {figures.data && <DashboardBody d={figures.data} />}
    </Stack>
  );
}

function DashboardBody({ d }: { d: TDashboard }) {
  const { t, i18n } = useTranslation();
  const format = dashboardFormat(intlLocale(i18n.language));
  const days = (n: number | null) => (n === null ? t('reviewer.dashboard.none') : format.count(n));
  const count = t('reviewer.dashboard.total');
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {t('reviewer.dashboard.period', {
          from: format.day(d.from),
        })}
      </Text>
      {d.total === 0 && <Alert color="gray">{t('reviewer.dashboard.empty')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <KeyFigure label={t('reviewer.dashboard.total')} value={format.count(d.total)} />
        <KeyFigure label={t('reviewer.dashboard.daysToFirstResponse')} value={days(d.daysToFirstResponse)} />
        <KeyFigure label={t('reviewer.dashboard.daysToClose')} value={days(d.daysToClose)} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('reviewer.dashboard.deadlines')}>
        <Title order={2} fz="lg" mb="sm">
          {t('reviewer.dashboard.deadlines')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DeadlineCard title={t('reviewer.dashboard.acknowledgement')} figures={d.acknowledgement} format={format} />
          <DeadlineCard title={t('reviewer.dashboard.feedback')} figures={d.feedback} format={format} />
        </SimpleGrid>
        {d.unanswerable > 0 && (
          <Text size="sm" mt="sm" data-testid="deadline-unanswerable">
            {t('reviewer.dashboard.unanswerable')}: <strong>{format.count(d.unanswerable)}</strong>
          </Text>
        )}
      </Paper>
      <DashboardChart
        title={t('reviewer.dashboard.byMonth')}
        countLabel={count}
        formatCount={format.count}
        points={d.byMonth.map((m) => ({ label: format.month(m.month), count: m.count }))}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DashboardChart
          title={t('reviewer.dashboard.byStatus')}
          countLabel={count}
          formatCount={format.count}
          horizontal
          points={d.byStatus.map((s) => ({
            label: t(`reviewer.status.${statusBadge(s.statusId).label}`),
            count: s.count,
          }))}
        />
        <DashboardChart
          title={t('reviewer.dashboard.byMethod')}
          countLabel={count}
          formatCount={format.count}
          horizontal
          points={d.byMethod.map((m) => ({
            label: t(`reviewer.details.method.${REPORT_METHOD_KEYS[m.typeId]}`),
            count: m.count,
          }))}
        />
      </SimpleGrid>
      <DashboardChart
        title={t('reviewer.dashboard.byCategory')}
        countLabel={count}
        formatCount={format.count}
        horizontal
        points={d.byCategory.map((c) => ({ label: c.name, count: c.count }))}
      />
    </Stack>
  );
}
