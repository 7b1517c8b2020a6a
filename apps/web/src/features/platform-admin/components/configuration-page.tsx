import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
        <section>
          <Title order={2} fz={18} mb="sm">
            {t('admin.configuration.settings')}
          </Title>
          <QueryState query={props}>
            {(p) => (
              <PropertyTable
                id="settings"
                label={t('admin.configuration.settings')}
                rows={p.properties}
                filter={filter}
              />
            )}
          </QueryState>
        </section>
        <section>
          <Title order={2} fz={18} mb="sm">
            {t('admin.configuration.environment')}
          </Title>
          <QueryState query={env}>
            {(e) => (
              <PropertyTable
                id="environment"
                label={t('admin.configuration.environment')}
                rows={Object.assign({}, ...e.propertySources.map((s) => s.properties))}
                filter={filter}
              />
            )}
          </QueryState>
        </section>
      </Stack>
    </AdminFrame>
  );
}
