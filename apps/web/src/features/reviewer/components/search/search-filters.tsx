import {
  REPORT_METHOD_KEYS,
  SEARCH_DATE_RANGES,
  SEARCH_FILTER_LABELS,
  statusBadge,
  type TAvailableFilters,
  type TSearchFilter,
} from '@candor/shared';
import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DateField, isReversedRange } from '../../../../components/date-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { cleanFilter, FILTER_STATUSES, offeredFor, withOrganizations } from '../../lib/search-state.ts';

/** Multi-select dropdowns offer a search box from 10 items (spec 001 §5). */
const SEARCH_FROM = 10;
/** Room for a whole date, its clear button and the padding, in the text's own size (WCAG 1.4.4, 1.4.10). */
const DATE_IN_RANGE = { flex: '1 1 11rem' };
const ids = (values: string[]) => values.map(Number);
const strings = (values?: number[]) => (values ?? []).map(String);

/**
 * The filter panel (spec 001 §2): organization (with several), status (not 1), category,
 * method, delegates (narrowed by the chosen organizations), four date ranges, flex-field
 * dropdowns and the keyword. Search applies it.
 */
export function SearchFilters(props: {
  value: TSearchFilter;
  available: TAvailableFilters | undefined;
  organizations: { id: number; name: string }[];
  onApply: (filter: TSearchFilter) => void;
}) {
  const { t } = useTranslation();
  const [f, setF] = useState<TSearchFilter>(props.value);
  // Filters set from outside (a view, Clear filters) start the date fields afresh, their messages gone.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    setF(props.value);
    setGeneration((g) => g + 1);
  }, [props.value]);
  const set = (patch: Partial<TSearchFilter>) => setF((old) => ({ ...old, ...patch }));
  const multi = (
    label: string,
    data: { value: string; label: string }[],
    value: string[],
    on: (v: string[]) => void,
  ) => (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={on}
      searchable={data.length >= SEARCH_FROM}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
  const { delegates, categoryNames } = offeredFor(props.available, f.orgIds ?? []);
  const flexResponses = new Map((f.flexFieldQuestionResponses ?? []).map((r) => [r.questionId, r]));
  const reversed = (key: (typeof SEARCH_DATE_RANGES)[number][0]) => isReversedRange(f[key]?.from, f[key]?.to);
  return (
    <form
      aria-label={t('reviewer.reportSearch.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        // A reversed range is said at its field; the search waits until it is mended.
        if (!SEARCH_DATE_RANGES.some(([key]) => reversed(key))) props.onApply(cleanFilter(f));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {props.organizations.length > 1 &&
          multi(
            t(`reviewer.${SEARCH_FILTER_LABELS.orgIds}`),
            props.organizations.map((o) => ({ value: String(o.id), label: o.name })),
            strings(f.orgIds),
            (v) => setF((old) => withOrganizations(old, ids(v), props.available)),
          )}
        {multi(
          t(`reviewer.${SEARCH_FILTER_LABELS.statusIds}`),
          FILTER_STATUSES.map((s) => ({ value: String(s), label: t(`reviewer.status.${statusBadge(s).label}`) })),
          strings(f.statusIds),
          (v) => set({ statusIds: ids(v) }),
        )}
        {multi(
          t(`reviewer.${SEARCH_FILTER_LABELS.categoryIds}`),
          categoryNames.map(([name, id]) => ({ value: String(id), label: name })),
          strings(f.categoryIds),
          (v) => set({ categoryIds: ids(v) }),
        )}
        {multi(
          t(`reviewer.${SEARCH_FILTER_LABELS.typeIds}`),
          Object.entries(REPORT_METHOD_KEYS).map(([id, key]) => ({
            value: id,
            label: t(`reviewer.details.method.${key}`),
          })),
          strings(f.typeIds),
          (v) => set({ typeIds: ids(v) }),
        )}
        {multi(
          t(`reviewer.${SEARCH_FILTER_LABELS.delegateIds}`),
          delegates.map((d) => ({ value: String(d.id), label: d.name })),
          strings(f.delegateIds),
          (v) => set({ delegateIds: ids(v) }),
        )}
        {/* A dropdown per flex field with answers to choose from: a single checkbox has none (spec 001 §2). */}
        {(props.available?.organizationFlexFields ?? [])
          .filter((q) => q.potentialResponses.length > 0)
          .map((q) =>
            multi(
              q.question,
              q.potentialResponses.map((r) => ({ value: String(r.responseId), label: r.value })),
              strings(flexResponses.get(q.questionId)?.responseIds),
              (v) => {
                const others = (f.flexFieldQuestionResponses ?? []).filter((r) => r.questionId !== q.questionId);
                const chosen = v.length ? [{ questionId: q.questionId, layout: q.layout, responseIds: ids(v) }] : [];
                set({ flexFieldQuestionResponses: [...others, ...chosen] });
              },
            ),
          )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {SEARCH_DATE_RANGES.map(([key, label]) => (
          <fieldset key={`${key}-${generation}`} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
              {t(`reviewer.columns.${label}`)}
            </legend>
            {/* Side by side while each keeps room for a whole date and its clear button, else one under the other. */}
            <Group gap="xs" align="flex-start">
              <DateField
                style={DATE_IN_RANGE}
                label={t('reviewer.reportSearch.from')}
                value={f[key]?.from ?? ''}
                onChange={(from) => set({ [key]: { ...f[key], from: from || null } })}
                clearable
              />
              <DateField
                style={DATE_IN_RANGE}
                label={t('reviewer.reportSearch.to')}
                error={reversed(key) ? t('global.datePicker.reversed') : undefined}
                value={f[key]?.to ?? ''}
                onChange={(to) => set({ [key]: { ...f[key], to: to || null } })}
                clearable
              />
            </Group>
          </fieldset>
        ))}
      </SimpleGrid>
      <Group mt="sm" align="flex-end">
        <TextInput
          // A line of its own on a phone, the buttons below it.
          style={{ flex: '1 1 16rem' }}
          type="search"
          label={t(`reviewer.${SEARCH_FILTER_LABELS.keyWord}`)}
          placeholder={t('reviewer.reportSearch.keywordPlaceholder')}
          value={f.keyWord ?? ''}
          maxLength={200}
          onChange={(e) => set({ keyWord: e.currentTarget.value })}
        />
        <Button type="submit">{t('reviewer.reportSearch.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setF({});
            setGeneration((g) => g + 1);
            props.onApply({});
          }}
        >
          {t('reviewer.reportSearch.clearFilters')}
        </Button>
      </Group>
    </form>
  );
}
