import { orderCategorySummary, SUMMARY_TOTAL_ROW_ID } from '@candor/shared';
import { Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseManagementUserQuery } from '../../../../lib/session/session-queries.ts';
import { categorySummaryQuery, orgSummaryQuery } from '../../api/insight-api.ts';
import { type DisplayRow, SummaryTable } from './summary-table.tsx';

/** The reader's own day, as the file name says it: the UTC date is tomorrow for an evening west of UTC. */
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * `/reviewer/report-summary` (spec 001 §2): the organization summary when the user reaches more
 * than one organization, and the category summary, optionally for one organization. Not for
 * delegate reviewers (the server refuses them too).
 */
export function SummaryPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reviewer.reportSummary.title'));
  const user = useQuery(caseManagementUserQuery).data;
  const [orgId, setOrgId] = useState<number | null>(null);
  const delegate = user?.delegateReviewer ?? false;
  const orgs = useQuery({ ...orgSummaryQuery(i18n.language), enabled: !delegate });
  // Another organization's rows load under the picker, the last ones shown meanwhile.
  const categories = useQuery({
    ...categorySummaryQuery(i18n.language, orgId),
    enabled: !delegate,
    placeholderData: keepPreviousData,
  });
  if (delegate) return <Navigate to="/reviewer/overview" replace />;

  const orgRows: DisplayRow[] = (orgs.data ?? []).map((e) => ({
    key: `${e.orgSummaryEntry.id}-${e.orgSummaryEntry.rollupOrg}`,
    label: e.orgSummaryEntry.rollupOrg
      ? t('reviewer.reportSummary.rollup', { name: e.orgSummaryEntry.name })
      : e.orgSummaryEntry.name,
    counts: e.statusIdCountMap,
    generation: e.orgSummaryEntry.generation,
    strong: e.orgSummaryEntry.rollupOrg,
  }));
  const categoryRows: DisplayRow[] = orderCategorySummary(categories.data ?? [], i18n.language).map((e) => ({
    key: String(e.category.id),
    label: e.category.id === SUMMARY_TOTAL_ROW_ID ? t('reviewer.reportSummary.totalRow') : e.category.name,
    counts: e.statusIdCountMap,
    generation: e.category.parentCategoryId === null ? 0 : 1,
    strong: e.category.id === SUMMARY_TOTAL_ROW_ID,
  }));
  const organizations = (orgs.data ?? []).filter((e) => !e.orgSummaryEntry.rollupOrg);

  return (
    <Stack gap="md">
      <Title order={1} fz={28}>
        {t('reviewer.reportSummary.title')}
      </Title>
      {orgs.isError && (
        <Text c="red.8" role="alert">
          {t('reviewer.reportSummary.errorLoading')}
        </Text>
      )}
      {(orgs.isPending || categories.isPending || categories.isPlaceholderData) && (
        <Loader size="sm" aria-label={t('reviewer.reportSummary.loading')} />
      )}
      {orgRows.length > 0 && (
        <SummaryTable
          title={t('reviewer.reportSummary.organizationTitle')}
          firstColumn={t('reviewer.reportSummary.organization')}
          rows={orgRows}
          fileName={`organization-summary-${today()}.csv`}
          testId="organization-summary"
        />
      )}
      {!categories.isPending && (
        <SummaryTable
          title={t('reviewer.reportSummary.categoryTitle')}
          firstColumn={t('reviewer.reportSummary.category')}
          rows={categoryRows}
          fileName={`category-summary-${today()}.csv`}
          testId="category-summary"
          loading={categories.isPlaceholderData}
          failed={categories.isError}
          controls={
            organizations.length > 0 && (
              <NativeSelect
                label={t('reviewer.reportSummary.organization')}
                value={orgId === null ? '' : String(orgId)}
                onChange={(e) => setOrgId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                data={[
                  { value: '', label: t('reviewer.reportSummary.allOrganizations') },
                  ...organizations.map((o) => ({
                    value: String(o.orgSummaryEntry.id),
                    label: `${'\u00a0'.repeat(o.orgSummaryEntry.generation * 2)}${o.orgSummaryEntry.name}`,
                  })),
                ]}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
