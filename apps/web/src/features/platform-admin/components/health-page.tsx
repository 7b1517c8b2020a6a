import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { QueryState } from './query-state.tsx';

function StatusBadge({ status }: { status: 'UP' | 'DOWN' }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'UP' ? '#1e6b30' : '#a61e1e'} variant="filled">
      {t(status === 'UP' ? 'admin.health.up' : 'admin.health.down')}
    </Badge>
  );
}

/** `/admin/health`: the application and each component, UP or DOWN. */
export function HealthPage() {
  const { t } = useTranslation();
  const query = useQuery(managementQueries.health);
  return (
    <AdminFrame page="health" onRefresh={() => query.refetch()}>
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
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </AdminFrame>
  );
}
