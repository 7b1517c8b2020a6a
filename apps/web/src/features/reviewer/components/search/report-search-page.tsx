import { deletionName, flexColumn, flexQuestionIdOf, SEARCH_COLUMNS, type TSavedView } from '@candor/shared';
import {
  ActionIcon,
  Checkbox,
  Group,
  Menu,
  Paper,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconColumns,
  IconDeviceFloppy,
  IconDownload,
  IconPrinter,
  IconRefresh,
  IconSettings,
} from '@tabler/icons-react';
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { popoverWidth } from '../../../../components/popover-width.ts';
import printable from '../../../../components/print/printable.module.css';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { useOrganizationsReached } from '../../api/reviewer-organizations.ts';
import { searchApi } from '../../api/search-api.ts';
import {
  countRange,
  initialView,
  keepSearch,
  nextSearchSort,
  type SearchView,
  searchLeftBy,
  viewOfQuickLink,
  viewOfSaved,
} from '../../lib/search-state.ts';
import { sortParam } from '../../lib/sort-state.ts';
import { ListPagination } from '../list-pagination.tsx';
import { ManageViewsModal } from './manage-views-modal.tsx';
import { PendingExportModal } from './pending-export-modal.tsx';
import { SaveViewModal } from './save-view-modal.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchTable } from './search-table.tsx';

export const SEARCH_PAGE_SIZE = 20;
const VIEWS_KEY = ['reviewer', 'report-search', 'views'];

/** The views were saved or deleted, but the default could not be set (spec 001 §8: errorUpdateDefaultView). */
class DefaultViewNotSet extends Error {}
const setDefault = (name: string | null) =>
  searchApi.setDefaultView(name).catch(() => {
    throw new DefaultViewNotSet();
  });
const failureOf = (e: unknown, otherwise: string) =>
  e instanceof DefaultViewNotSet ? 'feedback.reportSearch.errorUpdateDefaultView' : otherwise;

/** Report search (spec 001 §2): filters, saved views, columns, sortable and draggable table, export and print. */
export function ReportSearchPage() {
  const { t, i18n } = useTranslation();
  const langKey = i18n.language;
  usePageTitle(t('reviewer.reportSearch.title'));
  const client = useQueryClient();
  const [view, setView] = useState<SearchView>(initialView);
  const [ready, setReady] = useState(false);
  const [page, setPage] = useState(0);
  const [modal, setModal] = useState<'save' | 'manage' | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  // Organization column and filter only for users of several organizations (spec 001 §6).
  const organizations = useOrganizationsReached(langKey);
  const multiOrg = organizations.several;
  const offered = (column: string) => multiOrg || column !== 'organization';
  const columns = view.columns.filter(offered);

  const available = useQuery({
    queryKey: ['reviewer', 'report-search', 'filters', langKey],
    queryFn: () => searchApi.availableFilters(langKey),
  });
  const views = useQuery({
    queryKey: VIEWS_KEY,
    queryFn: searchApi.views,
    meta: { failure: 'feedback.reviewer.errorLoadingSavedView' },
  });
  const defaultView = useQuery({
    queryKey: [...VIEWS_KEY, 'default'],
    queryFn: searchApi.defaultView,
    meta: { failure: 'feedback.reportSearch.errorGetDefaultView' },
  });

  // On load: a quick link's one-shot marker wins and is removed; else the search as the user left
  // it; else the default view, once (spec 001 §4).
  const login = useSession().account?.login ?? '';
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || views.isPending || defaultView.isPending || organizations.isPending) return;
    loaded.current = true;
    (async () => {
      const { marker } = await searchApi.takeQuickLink().catch(() => ({ marker: null }));
      const kept = searchLeftBy(login);
      if (marker) setView(viewOfQuickLink(marker));
      else if (kept) {
        setView(kept.view);
        setPage(kept.page);
      } else {
        const saved = views.data?.find((v) => v.name === defaultView.data?.name);
        if (saved) setView(viewOfSaved(saved, multiOrg));
      }
      setReady(true);
    })();
  }, [views.isPending, defaultView.isPending, organizations.isPending, views.data, defaultView.data, multiOrg, login]);
  useEffect(() => {
    if (ready) keepSearch(login, view, page);
  }, [ready, login, view, page]);

  const sort = sortParam(view.sort);
  const results = useQuery({
    queryKey: ['reviewer', 'report-search', 'results', view.filter, sort, page, langKey],
    queryFn: () => searchApi.results(view.filter, { page, size: SEARCH_PAGE_SIZE, sort, langKey }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const rows = results.data?.content ?? [];
  const total = results.data?.totalElements ?? 0;
  const flexColumns = (available.data?.organizationFlexFields ?? []).map((q) => ({
    column: flexColumn(q.questionId),
    label: q.question,
  }));
  const labelOf = (c: string) =>
    flexQuestionIdOf(c) === undefined
      ? t(`reviewer.columns.${c}`)
      : (flexColumns.find((f) => f.column === c)?.label ?? c);
  const change = (patch: Partial<SearchView>) => {
    setView((v) => ({ ...v, ...patch }));
    setPage(0);
  };

  const refreshViews = () => client.invalidateQueries({ queryKey: VIEWS_KEY });
  const save = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: async ({ name, makeDefault }: { name: string; makeDefault: boolean }) => {
      const saved: TSavedView = {
        name,
        sort,
        reportSearchFilterRequest: view.filter,
        selectedColumns: columns,
      };
      await searchApi.saveView(saved);
      if (makeDefault) await setDefault(name);
      return name;
    },
    onSuccess: async (name) => {
      setView((v) => ({ ...v, viewName: name }));
      setModal(null);
      notifications.show({ color: 'teal', message: t('feedback.reportSearch.saveReportSearchFilter.success') });
      await refreshViews();
    },
    onError: (e) =>
      notifications.show({
        color: 'red',
        message: t(failureOf(e, 'feedback.reportSearch.saveReportSearchFilter.error')),
      }),
  });
  const manage = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: async ({ deleted, chosen }: { deleted: string[]; chosen: string | null }) => {
      if (deleted.length) await searchApi.deleteViews(deleted.map(deletionName));
      if (chosen !== (defaultView.data?.name ?? null) || (chosen === null && deleted.length === 0))
        await setDefault(chosen);
      return deleted;
    },
    onSuccess: async (deleted) => {
      // Deleting the view in use resets the search (spec 001 §4).
      if (view.viewName && deleted.includes(view.viewName)) change(initialView());
      setModal(null);
      await refreshViews();
    },
    onError: (e) =>
      notifications.show({
        color: 'red',
        message: t(failureOf(e, 'feedback.reportSearch.deleteReportSearchFilterViews.error')),
      }),
  });

  /** Exports every row, with the columns shown or with every column (spec 001 §7: the selected-columns flag). */
  const runExport = async (format: 'csv' | 'pdf', shownColumnsOnly: boolean) => {
    setExporting(format);
    try {
      await searchApi.export(
        {
          ...view.filter,
          contentType: format === 'csv' ? 'text/csv' : 'application/pdf',
          selectedColumnsOnly: shownColumnsOnly,
          selectedColumns: columns,
        },
        sort,
        langKey,
      );
    } catch {
      notifications.show({ color: 'red', message: t('feedback.reportSearch.exportReportSearchResultsError') });
    } finally {
      setExporting(null);
    }
  };

  const viewNames = (views.data ?? []).map((v) => v.name);
  const range = countRange(page, SEARCH_PAGE_SIZE, total);
  const icon = (label: string, onClick: () => void, node: React.ReactNode, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="light" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {node}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack gap="md" className={`${printable.printable} ${printable.wide}`}>
      <div>
        <Title order={1} size="h2">
          {t('reviewer.reportSearch.title')}
        </Title>
        <Text c="gray.7">{t('reviewer.reportSearch.description')}</Text>
      </div>
      <Paper withBorder p="md" data-no-print>
        <SearchFilters
          value={view.filter}
          available={available.data}
          organizations={multiOrg ? (organizations.data ?? []) : []}
          onApply={(filter) => {
            change({ filter });
            // The same search again, after it failed, asks again: nothing else would.
            const same = page === 0 && hashKey([filter]) === hashKey([view.filter]);
            if (results.isError && same) void results.refetch();
          }}
        />
      </Paper>
      <Group justify="space-between" wrap="wrap" data-no-print>
        <Select
          label={t('reviewer.reportSearch.savedView')}
          placeholder={t('reviewer.reportSearch.noView')}
          data={viewNames}
          value={view.viewName}
          allowDeselect={false}
          // On every choice, the view already named too: filters changed since are set back to it.
          onOptionSubmit={(name) => {
            const saved = views.data?.find((v) => v.name === name);
            if (saved) change(viewOfSaved(saved, multiOrg));
          }}
          w={260}
        />
        <Group gap="xs">
          {icon(
            t('reviewer.reportSearch.saveView'),
            () => setModal('save'),
            <IconDeviceFloppy size={20} aria-hidden />,
          )}
          {icon(
            t('reviewer.reportSearch.manageViews'),
            () => setModal('manage'),
            <IconSettings size={20} aria-hidden />,
          )}
          {icon(
            t('reviewer.reportSearch.resetView'),
            () => change(initialView()),
            <IconRefresh size={20} aria-hidden />,
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <Tooltip label={t('reviewer.reportSearch.export')}>
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label={t('reviewer.reportSearch.export')}
                  disabled={rows.length === 0}
                >
                  <IconDownload size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => runExport('csv', true)}>{t('reviewer.reportSearch.exportCsv')}</Menu.Item>
              <Menu.Item onClick={() => runExport('pdf', true)}>{t('reviewer.reportSearch.exportPdf')}</Menu.Item>
              <Menu.Divider />
              <Menu.Item onClick={() => runExport('csv', false)}>
                {t('reviewer.reportSearch.exportAll', { format: 'CSV' })}
              </Menu.Item>
              <Menu.Item onClick={() => runExport('pdf', false)}>
                {t('reviewer.reportSearch.exportAll', { format: 'PDF' })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {icon(
            t('reviewer.reportSearch.print'),
            () => window.print(),
            <IconPrinter size={20} aria-hidden />,
            rows.length === 0,
          )}
          {/* Held within the window, on the side with more room: scrolled out of view, its button would hide it, focus and all. */}
          <Popover
            position="bottom-end"
            shadow="md"
            trapFocus
            width={popoverWidth(600)}
            middlewares={{ flip: { fallbackStrategy: 'bestFit' }, size: { padding: 8 } }}
          >
            <Popover.Target>
              <Tooltip label={t('reviewer.reportSearch.columns')}>
                <ActionIcon variant="light" size="lg" aria-label={t('reviewer.reportSearch.columns')}>
                  <IconColumns size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Popover.Target>
            <Popover.Dropdown aria-label={t('reviewer.reportSearch.columns')} style={{ overflowY: 'auto' }}>
              <Checkbox.Group
                label={t('reviewer.reportSearch.columns')}
                description={t('reviewer.reportSearch.columnsHint')}
                value={columns}
                onChange={(chosen) => {
                  // New columns go to the end; the order of the others stays.
                  const kept = columns.filter((c) => chosen.includes(c));
                  const added = chosen.filter((c) => !kept.includes(c));
                  if (kept.length + added.length > 0) change({ columns: [...kept, ...added] });
                }}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs" verticalSpacing={8}>
                  {[
                    ...SEARCH_COLUMNS.filter(offered).map((c) => ({ column: c as string, label: labelOf(c) })),
                    ...flexColumns,
                  ].map((c) => (
                    <Checkbox key={c.column} value={c.column} label={c.label} size="md" />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
      {/* A failed search is said by its toast: neither a count that keeps loading nor "no results". */}
      <Text size="sm" c="gray.7" data-testid="search-count" role="status">
        {results.data ? t('reviewer.reportSearch.count', range) : results.isError ? null : t('global.loading')}
      </Text>
      <SearchTable
        rows={rows}
        columns={columns}
        labelOf={labelOf}
        sort={view.sort}
        onSort={(key) => change({ sort: nextSearchSort(view.sort, key) })}
        onColumnsChange={(columns) => setView((v) => ({ ...v, columns }))}
      />
      {ready && results.isSuccess && rows.length === 0 && (
        <Text c="gray.7">{t('reviewer.reportSearch.noResults')}</Text>
      )}
      <Group justify="flex-end" data-no-print>
        <ListPagination totalPages={results.data?.totalPages ?? 0} page={page} onChange={setPage} />
      </Group>
      {modal === 'save' && (
        <SaveViewModal
          opened
          initialName={view.viewName ?? ''}
          existing={viewNames}
          saving={save.isPending}
          onClose={() => setModal(null)}
          onSave={(name, makeDefault) => save.mutate({ name, makeDefault })}
        />
      )}
      {modal === 'manage' && (
        <ManageViewsModal
          opened
          names={viewNames}
          defaultName={defaultView.data?.name ?? null}
          saving={manage.isPending}
          onClose={() => setModal(null)}
          onSave={(deleted, chosen) => manage.mutate({ deleted, chosen })}
        />
      )}
      <PendingExportModal format={exporting} onClose={() => setExporting(null)} />
    </Stack>
  );
}
