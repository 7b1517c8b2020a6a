import type { TMailHealth } from '@candor/shared';
import { Badge, Loader, Table, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { WHOLE_BADGE } from '../../../components/whole-badge.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { ErrorAlert, QueryState } from './query-state.tsx';

function StatusBadge({ status }: { status: 'UP' | 'DOWN' }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'UP' ? '#1e6b30' : '#a61e1e'} variant="filled" styles={WHOLE_BADGE}>
      {t(status === 'UP' ? 'admin.health.up' : 'admin.health.down')}
    </Badge>
  );
}

/** Outgoing mail, checked live; it does not make the application DOWN, so it has its own call. */
function MailRow({ query }: { query: UseQueryResult<TMailHealth> }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        {t('admin.health.mail')}
        {query.data && (
          <Text size="sm" c="dimmed">
            {t(query.data.transport === 'smtp' ? 'admin.health.smtp' : 'admin.health.outbox')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Each check is a new one (Refresh, or the page opened again): no earlier answer stands meanwhile. */}
        {query.isFetching ? (
          <Loader size="xs" aria-label={t('global.loading')} role="status" />
        ) : query.isError ? (
          <ErrorAlert error={query.error} />
        ) : (
          query.data && <StatusBadge status={query.data.status} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** `/admin/health`: the application and each component, UP or DOWN. */
export function HealthPage() {
  const { t } = useTranslation();
  const query = useQuery(managementQueries.health);
  const mail = useQuery(managementQueries.mailHealth);
  return (
    <AdminFrame
      page="health"
      onRefresh={() => {
        query.refetch();
        mail.refetch();
      }}
    >
      <QueryState query={query}>
        {(h) => (
          <Table withTableBorder maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.common.name')}</Table.Th>
                <Table.Th>{t('admin.common.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td fw={600}>{t('admin.health.application')}</Table.Td>
                <Table.Td>
                  <StatusBadge status={h.status} />
                </Table.Td>
              </Table.Tr>
              {Object.entries(h.components).map(([name, c]) => (
                <Table.Tr key={name}>
                  <Table.Td>{name === 'db' ? t('admin.health.database') : name}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={c.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <MailRow query={mail} />
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </AdminFrame>
  );
}
