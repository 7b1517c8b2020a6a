import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { QueryState } from './query-state.tsx';

function PropertyTable({
  id,
  label,
  rows,
  filter,
}: {
  id: string;
  label: string;
  rows: Record<string, string>;
  filter: string;
}) {
  const { t } = useTranslation();
  const wanted = filter.trim().toLowerCase();
  const shown = Object.entries(rows).filter(([k, v]) => !wanted || `${k} ${v}`.toLowerCase().includes(wanted));
  return (
    <ScrollRegion label={label}>
      <Table miw={480} striped withTableBorder data-testid={id}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">{t('admin.common.name')}</Table.Th>
            <Table.Th>{t('admin.common.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {name}
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {value === '' ? (
                  <Text c="gray.7" size="sm" fs="italic">
                    {t('admin.configuration.notSet')}
                  </Text>
                ) : (
                  <Text ff="monospace" size="sm">
                    {value}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A titled table of properties, once its call has answered; the title also names the table's region. */
function PropertySection<T>({
  id,
  title,
  query,
  rowsOf,
  filter,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  rowsOf: (data: T) => Record<string, string>;
  filter: string;
}) {
  return (
    <section>
      <Title order={2} fz={18} mb="sm">
        {title}
      </Title>
      <QueryState query={query}>
        {(data) => <PropertyTable id={id} label={title} rows={rowsOf(data)} filter={filter} />}
      </QueryState>
    </section>
  );
}

/** `/admin/configuration`: the settings and the environment, secrets hidden by the server. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const props = useQuery(managementQueries.configProps);
  const env = useQuery(managementQueries.env);
  const [filter, setFilter] = useState('');
  return (
    <AdminFrame
      page="configuration"
      onRefresh={() => {
        props.refetch();
        env.refetch();
      }}
    >
      <Stack gap="lg">
        <TextInput
          label={t('admin.configuration.filter')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={360}
        />
        <PropertySection
          id="settings"
          title={t('admin.configuration.settings')}
          query={props}
          rowsOf={(p) => p.properties}
          filter={filter}
        />
        <PropertySection
          id="environment"
          title={t('admin.configuration.environment')}
          query={env}
          rowsOf={(e) => Object.assign({}, ...e.propertySources.map((s) => s.properties))}
          filter={filter}
        />
      </Stack>
    </AdminFrame>
  );
}
