import type { TMetrics } from '@candor/shared';
import { Button, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { intlLocale } from '../../../components/intl-locale.ts';
import { KeyFigure } from '../../../components/key-figure.tsx';
import { OnDemandModal } from '../../../components/on-demand-modal.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { QueryState } from './query-state.tsx';

const MIB = 1024 * 1024;

function Metrics({ m }: { m: TMetrics }) {
  const { t, i18n } = useTranslation();
  const n = (v: number, digits = 0) =>
    new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: digits }).format(v);
  /** A figure with its unit, in the reader's language (`12.5 ms`, `1.2 h`). */
  const unit = (v: number, u: 'millisecond' | 'megabyte' | 'minute' | 'hour', digits = 1) =>
    new Intl.NumberFormat(intlLocale(i18n.language), { style: 'unit', unit: u, maximumFractionDigits: digits }).format(
      v,
    );
  const ms = (seconds: number) => unit(seconds * 1000, 'millisecond');
  return (
    <Stack gap="xl">
      <section aria-labelledby="metrics-process">
        <Title order={2} fz={18} mb="sm" id="metrics-process">
          {t('admin.metrics.process')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <KeyFigure
            label={t('admin.metrics.uptime')}
            value={
              m.process.uptimeSeconds < 3600
                ? unit(m.process.uptimeSeconds / 60, 'minute', 0)
                : unit(m.process.uptimeSeconds / 3600, 'hour')
            }
          />
          <KeyFigure label={t('admin.metrics.memory')} value={unit(m.process.memory.rss / MIB, 'megabyte', 0)} />
          <KeyFigure label={t('admin.metrics.heap')} value={unit(m.process.memory.heapUsed / MIB, 'megabyte', 0)} />
          <KeyFigure label={t('admin.metrics.eventLoop')} value={unit(m.process.eventLoopDelayMs.p99, 'millisecond')} />
        </SimpleGrid>
      </section>
      {/* No region of its own: the table's scroll region, on a narrow screen, bears the heading's name. */}
      <section>
        <Title order={2} fz={18} mb="sm">
          {t('admin.metrics.http')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
          <KeyFigure label={t('admin.metrics.count')} value={n(m.http.all.count)} />
          <KeyFigure label={t('admin.metrics.mean')} value={ms(m.http.all.mean)} />
          <KeyFigure label={t('admin.metrics.max')} value={ms(m.http.all.max)} />
        </SimpleGrid>
        <ScrollRegion label={t('admin.metrics.http')}>
          <Table miw={560} striped withTableBorder data-testid="http-routes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.metrics.route')}</Table.Th>
                <Table.Th>{t('admin.common.status')}</Table.Th>
                <Table.Th ta="right">{t('admin.metrics.count')}</Table.Th>
                <Table.Th ta="right">{t('admin.metrics.mean')}</Table.Th>
                <Table.Th ta="right">{t('admin.metrics.max')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.http.routes.map((r) => (
                <Table.Tr key={`${r.method} ${r.route} ${r.status}`}>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {r.method} {r.route}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.status}</Table.Td>
                  <Table.Td ta="right">{n(r.count)}</Table.Td>
                  <Table.Td ta="right">{ms(r.mean)}</Table.Td>
                  <Table.Td ta="right">{ms(r.max)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="metrics-database">
          <Title order={2} fz={18} mb="sm" id="metrics-database">
            {t('admin.metrics.database')}
          </Title>
          {m.database.pool ? (
            <SimpleGrid cols={2}>
              <KeyFigure
                label={t('admin.metrics.poolTotal')}
                value={`${n(m.database.pool.total)} / ${n(m.database.pool.max)}`}
              />
              <KeyFigure label={t('admin.metrics.poolIdle')} value={n(m.database.pool.idle)} />
              <KeyFigure label={t('admin.metrics.poolWaiting')} value={n(m.database.pool.waiting)} />
            </SimpleGrid>
          ) : (
            <Text c="gray.7">{t('admin.metrics.noPool')}</Text>
          )}
        </section>
        <section aria-labelledby="metrics-jobs">
          <Title order={2} fz={18} mb="sm" id="metrics-jobs">
            {t('admin.metrics.jobs')}
          </Title>
          <SimpleGrid cols={2}>
            <KeyFigure label={t('admin.metrics.pending')} value={n(m.jobs.pending)} />
            <KeyFigure label={t('admin.metrics.running')} value={n(m.jobs.running)} />
            <KeyFigure label={t('admin.metrics.failing')} value={n(m.jobs.failing)} />
            <KeyFigure label={t('admin.metrics.done')} value={n(m.jobs.done)} />
          </SimpleGrid>
        </section>
      </SimpleGrid>
    </Stack>
  );
}

/** The thread dump (spec 002 §3, §7 `management/threaddump`): the runtime's diagnostic report, on demand. */
function ThreadDump() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const dump = useQuery({ ...managementQueries.threadDump, enabled: opened });
  return (
    <section aria-labelledby="metrics-thread-dump">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} fz={18} mb={4} id="metrics-thread-dump">
            {t('admin.metrics.threadDump')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('admin.metrics.threadDumpDescription')}
          </Text>
        </div>
        <Button variant="light" onClick={open}>
          {t('admin.metrics.threadDump')}
        </Button>
      </Group>
      <OnDemandModal
        opened={opened}
        onClose={close}
        title={t('admin.metrics.threadDump')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('connectsAdmin.common.close') }}
      >
        <QueryState query={dump}>
          {(d) => (
            // A scrolled report: reachable and scrollable with the keyboard.
            <Code block data-testid="thread-dump" tabIndex={0} aria-label={t('admin.metrics.threadDump')}>
              {JSON.stringify(d, null, 2)}
            </Code>
          )}
        </QueryState>
      </OnDemandModal>
    </section>
  );
}

/** `/admin/metrics`: process, HTTP, database pool and jobs, and the thread dump. */
export function MetricsPage() {
  const query = useQuery(managementQueries.metrics);
  return (
    <AdminFrame page="metrics" onRefresh={() => query.refetch()}>
      <Stack gap="xl">
        <QueryState query={query}>{(m) => <Metrics m={m} />}</QueryState>
        <ThreadDump />
      </Stack>
    </AdminFrame>
  );
}
