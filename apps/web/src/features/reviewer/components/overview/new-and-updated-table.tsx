import { Group, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { newAndUpdatedQuery } from '../../api/reviewer-queries.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { DEFAULT_SORT, nextSort, type SortState, sortParam } from '../../lib/sort-state.ts';
import { ListPagination } from '../list-pagination.tsx';
import { ReportLink } from '../report-link.tsx';
import { ariaSortOf, SortButton } from '../sort-button.tsx';
import { StatusBadge } from '../status-badge.tsx';

/** Rows per page of the new-and-updated table (the spec counts in tens: decision 025). */
export const NEW_AND_UPDATED_PAGE_SIZE = 10;

function SortHeader(props: {
  column: string;
  label: string;
  sort: SortState;
  onSort: (c: string) => void;
  visibleFrom?: 'sm';
}) {
  return (
    <Table.Th visibleFrom={props.visibleFrom} aria-sort={ariaSortOf(props.sort, props.column)}>
      <SortButton label={props.label} column={props.column} sort={props.sort} onSort={props.onSort} />
    </Table.Th>
  );
}

/** New and updated reports: sortable, paged; Organization only for users of several organizations (spec 001 §2). */
export function NewAndUpdatedTable({ multiOrg }: { multiOrg: boolean }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const list = useQuery({
    ...newAndUpdatedQuery(i18n.language, page, NEW_AND_UPDATED_PAGE_SIZE, sortParam(sort)),
    placeholderData: keepPreviousData,
  });
  if (list.isError) return <Text c="red.8">{t('reviewer.newAndUpdatedReports.error')}</Text>;
  const rows = list.data?.content ?? [];
  const onSort = (c: string) => {
    setSort((s) => nextSort(s, c));
    setPage(0);
  };
  const header = (column: string, key: string, visibleFrom?: 'sm') => (
    <SortHeader
      column={column}
      label={t(`reviewer.columns.${key}`)}
      sort={sort}
      onSort={onSort}
      visibleFrom={visibleFrom}
    />
  );
  const total = list.data?.totalElements ?? 0;
  const first = total === 0 ? 0 : page * NEW_AND_UPDATED_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * NEW_AND_UPDATED_PAGE_SIZE);
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table
          striped
          highlightOnHover
          data-testid="new-and-updated"
          aria-label={t('reviewer.overview.card.newAndUpdated')}
        >
          <Table.Thead>
            <Table.Tr>
              {header('statusName', 'status')}
              {header('referenceId', 'reportId')}
              {header('updatedTime', 'lastUpdated', 'sm')}
              {header('categoryName', 'category')}
              {multiOrg && header('orgName', 'organization')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.referenceId}>
                <Table.Td>
                  <StatusBadge statusId={r.statusId} />
                </Table.Td>
                <Table.Td>
                  <ReportLink report={r}>{reportLabel(r)}</ReportLink>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  {r.updatedTime ? formatDateTime(r.updatedTime, i18n.language) : ''}
                </Table.Td>
                <Table.Td>{r.categoryName ?? ''}</Table.Td>
                {multiOrg && <Table.Td>{r.orgName ?? ''}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.isPending && rows.length === 0 && <Text c="gray.7">{t('reviewer.overview.empty.newAndUpdated')}</Text>}
      <Group justify="space-between" mt="sm">
        {/* While the first page loads, no count is better than "0-0 of 0". */}
        {list.data ? (
          <Text size="sm" c="gray.7">
            {t('reviewer.common.range', { first, last, total })}
          </Text>
        ) : (
          <span />
        )}
        <ListPagination totalPages={list.data?.totalPages ?? 0} page={page} onChange={setPage} />
      </Group>
    </>
  );
}
