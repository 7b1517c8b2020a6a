// The contract's own module: the admin chunk carries it, not the chunk every page shares.
import { LOG_LEVELS, type TLoggerChange } from '@candor/shared/contracts/management';
import { Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries, useChangeLoggerLevel } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { ErrorAlert, QueryState } from './query-state.tsx';

/** `/admin/logs`: the loggers with their levels; a change is applied at once and the list reloaded. */
export function LogsPage() {
  const { t } = useTranslation();
  const query = useQuery(managementQueries.loggers);
  const change = useChangeLoggerLevel();
  // Level names are the logging library's own words, the same in every language.
  const options = LOG_LEVELS.map((l) => ({ value: l, label: l.toUpperCase() }));
  return (
    <AdminFrame page="logs" onRefresh={() => query.refetch()}>
      <Stack gap="md">
        {change.isError && <ErrorAlert error={change.error} />}
        {change.isSuccess && !query.isFetching && (
          <Text role="status" c="green.9" data-testid="level-changed">
            {t('admin.logs.changed', {
              name: change.variables.name,
              level: change.variables.level.toUpperCase(),
            })}
          </Text>
        )}
        <QueryState query={query}>
          {({ loggers }) => (
            <Table withTableBorder maw={640} data-testid="loggers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.common.name')}</Table.Th>
                  <Table.Th>{t('admin.logs.level')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loggers.map((l) => (
                  <Table.Tr key={l.name}>
                    <Table.Td>
                      <Text ff="monospace">{l.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('admin.logs.levelOf', { name: l.name })}
                        data={options}
                        value={l.level}
                        allowDeselect={false}
                        // Not disabled while it saves: a disabled control would drop the keyboard's focus.
                        readOnly={change.isPending}
                        aria-busy={change.isPending}
                        onChange={(level) => {
                          if (level && level !== l.level && !change.isPending)
                            change.mutate({ name: l.name, level: level as TLoggerChange['level'] });
                        }}
                        w={180}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Stack>
    </AdminFrame>
  );
}
