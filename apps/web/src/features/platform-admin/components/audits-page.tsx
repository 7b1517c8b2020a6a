import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField, isReversedRange } from '../../../components/date-field.tsx';
import { formatDateTime } from '../../../components/intl-locale.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { auditDataEntries, auditTypeLabel } from '../../../lib/audit-data.ts';
import { translateOr, useTranslation } from '../../../lib/i18n.ts';
import { managementQueries } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { QueryState } from './query-state.tsx';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/admin/audits`: the audit events between two days, newest first, paged. */
export function AuditsPage() {
  const { t, i18n } = useTranslation();
  const label = translateOr(t);
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const [page, setPage] = useState(0);
  const filter = {
    page,
    size: PAGE_SIZE,
    fromDate: DAY.test(fromDate) ? fromDate : undefined,
    toDate: DAY.test(toDate) ? toDate : undefined,
  };
  // Said at the field, not asked of the server.
  const reversed = isReversedRange(filter.fromDate, filter.toDate);
  const query = useQuery({
    ...managementQueries.audits(filter),
    placeholderData: keepPreviousData,
    enabled: !reversed,
  });
  return (
    <AdminFrame page="audits" onRefresh={() => query.refetch()}>
      <Stack gap="md">
        <Group align="flex-end">
          <DateField
            label={t('admin.audits.from')}
            value={fromDate}
            onChange={(day) => {
              setFrom(day);
              setPage(0);
            }}
            clearable
          />
          <DateField
            label={t('admin.audits.to')}
            error={reversed ? t('global.datePicker.reversed') : undefined}
            value={toDate}
            onChange={(day) => {
              setTo(day);
              setPage(0);
            }}
            clearable
          />
        </Group>
        {/* The filters count UTC days (decision 104: the per-day counts that page the log are kept in UTC). */}
        <Text size="sm" c="gray.7" data-testid="audit-days-note">
          {t('admin.audits.utcDays')}
        </Text>
        {!reversed && (
          <QueryState query={query}>
            {({ content, total }) =>
              total === 0 ? (
                <Text c="gray.7">{t('admin.audits.empty')}</Text>
              ) : (
                <Stack gap="sm">
                  <Text size="sm" c="gray.7" data-testid="audit-count">
                    {t('reviewer.common.range', {
                      first: page * PAGE_SIZE + 1,
                      last: page * PAGE_SIZE + content.length,
                      total,
                    })}
                  </Text>
                  <ScrollRegion label={t('admin.nav.audits')}>
                    <Table miw={640} striped withTableBorder data-testid="audits">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('admin.audits.date')}</Table.Th>
                          <Table.Th>{t('admin.audits.user')}</Table.Th>
                          <Table.Th>{t('admin.audits.event')}</Table.Th>
                          <Table.Th>{t('admin.audits.details')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {content.map((e) => (
                          <Table.Tr key={e.id}>
                            <Table.Td style={{ whiteSpace: 'nowrap' }}>
                              {formatDateTime(e.timestamp, i18n.language)}
                            </Table.Td>
                            <Table.Td>{e.principal ?? t('admin.audits.system')}</Table.Td>
                            <Table.Td>
                              <Badge variant="light" color="candor" tt="none">
                                {auditTypeLabel(e.type, label)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>
                              {auditDataEntries(e.data, label).map(({ key, name, value }) => (
                                <Text key={key} size="sm">
                                  {name}: {value}
                                </Text>
                              ))}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollRegion>
                  {total > PAGE_SIZE && (
                    <Pagination
                      total={Math.ceil(total / PAGE_SIZE)}
                      value={page + 1}
                      onChange={(p) => setPage(p - 1)}
                      getControlProps={(control) => ({ 'aria-label': t(`reviewer.common.page.${control}`) })}
                      getItemProps={(p) => ({ 'aria-label': t('reviewer.common.page.number', { page: p }) })}
                    />
                  )}
                </Stack>
              )
            }
          </QueryState>
        )}
      </Stack>
    </AdminFrame>
  );
}
