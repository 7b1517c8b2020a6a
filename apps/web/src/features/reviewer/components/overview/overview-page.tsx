import type { TUiPreferences } from '@candor/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reviewerApi } from '../../api/reviewer-api.ts';
import { useOrganizationsReached } from '../../api/reviewer-organizations.ts';
import { reviewerKeys, uiPreferencesQuery } from '../../api/reviewer-queries.ts';
import { allExpanded, setAll } from '../../lib/card-state.ts';
import { NotificationFeed } from '../frame/notification-bell.tsx';
import { NewAndUpdatedTable } from './new-and-updated-table.tsx';
import { OrganizationWarnings } from './organization-warnings.tsx';
import { OverviewCard } from './overview-card.tsx';
import { QuickLinks } from './quick-links.tsx';
import { ReportList } from './report-list.tsx';

const ALL_OPEN: TUiPreferences = {
  quickLinksExpanded: true,
  newAndUpdatedReportsExpanded: true,
  viewedReportsExpanded: true,
  watchedReportsExpanded: true,
  recentNotificationsExpanded: true,
};

/** `/reviewer/overview`: five collapsible cards whose state is saved (spec 001 §2, §4). */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reviewer.overview.title'));
  const client = useQueryClient();
  const prefs = useQuery(uiPreferencesQuery).data ?? ALL_OPEN;
  const multiOrg = useOrganizationsReached(i18n.language).several;
  const save = useMutation({
    mutationFn: reviewerApi.saveUiPreferences,
    onMutate: (next) => client.setQueryData(reviewerKeys.uiPreferences, next),
  });
  const toggle = (key: keyof TUiPreferences) => save.mutate({ ...prefs, [key]: !prefs[key] });
  const open = allExpanded(prefs);
  const card = (key: keyof TUiPreferences, title: string, body: React.ReactNode) => (
    <OverviewCard title={t(title)} expanded={prefs[key]} onToggle={() => toggle(key)}>
      {body}
    </OverviewCard>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={28}>
          {t('reviewer.overview.title')}
        </Title>
        <Button variant="default" onClick={() => save.mutate(setAll(prefs, !open))}>
          {t(open ? 'reviewer.overview.collapseAll' : 'reviewer.overview.expandAll')}
        </Button>
      </Group>
      <OrganizationWarnings />
      {card('quickLinksExpanded', 'reviewer.overview.card.quickLinks', <QuickLinks />)}
      {card(
        'newAndUpdatedReportsExpanded',
        'reviewer.overview.card.newAndUpdated',
        <NewAndUpdatedTable multiOrg={multiOrg} />,
      )}
      {card('viewedReportsExpanded', 'reviewer.overview.card.recent', <ReportList lookupType="recent" />)}
      {card('watchedReportsExpanded', 'reviewer.overview.card.watched', <ReportList lookupType="watched" />)}
      {card('recentNotificationsExpanded', 'reviewer.overview.card.notifications', <NotificationFeed />)}
    </Stack>
  );
}
