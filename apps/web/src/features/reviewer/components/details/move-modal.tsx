import type { TReviewerReportDetail } from '@candor/shared';
import { Alert, Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IN_DIALOG_COMBOBOX } from '../../../../components/in-dialog-combobox.ts';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { organizationOptions } from '../../../../components/organization-options.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { reviewerOrganizationsQuery } from '../../api/reviewer-organizations.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { forgetDrafts } from '../../lib/message-drafts.ts';

/**
 * Move to another organization and category (spec 001 §4, §5): phantom organizations
 * cannot be chosen; after the move the report reloads only if the reviewer may still see it.
 */
export function MoveModal(props: { report: TReviewerReportDetail; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const r = props.report;
  const [orgId, setOrgId] = useState<string | null>(String(r.orgId));
  const [categoryId, setCategoryId] = useState<string | null>(String(r.categoryId));
  const [sendEmail, setSendEmail] = useState(false);
  const orgs = useQuery({
    ...reviewerOrganizationsQuery(i18n.language),
    enabled: props.opened,
    meta: { failure: 'feedback.reviewer.errorLoadingAvailableOrganizations' },
  });
  const categories = useQuery({
    queryKey: ['reviewer', 'org-categories', orgId, i18n.language],
    queryFn: () => caseActionsApi.categories(Number(orgId), i18n.language),
    enabled: props.opened && orgId !== null,
    meta: { failure: 'feedback.reviewer.errorLoadingAvailableCategories' },
  });
  const move = useReportAction(
    () =>
      caseActionsApi.move(
        r.referenceId,
        { orgId: Number(orgId), categoryId: Number(categoryId), sendEmail },
        i18n.language,
      ),
    { error: 'feedback.reviewer.moveReport.error' },
    (result) => {
      props.onClose();
      if (!result.reviewerAuthorized) {
        forgetDrafts(r.referenceId);
        navigate('/');
        return 'left';
      }
    },
  );
  const unchanged = orgId === String(r.orgId) && categoryId === String(r.categoryId);
  const categoryData = (categories.data ?? []).map((g) => ({
    group: g.name,
    items: g.categories.map((c) => ({ value: String(c.id), label: c.name })),
  }));
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.actions.move')}
      centered
    >
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('reviewer.actions.moveWarning')}
        </Alert>
        {r.delegateReviewers.length > 0 && (
          <Alert color="blue" variant="light">
            {t('reviewer.actions.moveDelegates')}
          </Alert>
        )}
        <Select
          label={t('reviewer.columns.organization')}
          {...organizationOptions(orgs.data ?? [])}
          value={orgId}
          onChange={(v) => {
            setOrgId(v);
            setCategoryId(null);
          }}
          searchable
          comboboxProps={IN_DIALOG_COMBOBOX}
        />
        <Select
          label={t('reviewer.columns.category')}
          data={categoryData}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          comboboxProps={IN_DIALOG_COMBOBOX}
        />
        <Checkbox
          label={t('reviewer.actions.moveSendEmail')}
          checked={sendEmail}
          onChange={(e) => setSendEmail(e.currentTarget.checked)}
        />
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          disabled={!orgId || !categoryId || unchanged}
          loading={move.isPending}
          onClick={() => move.mutate(undefined)}
        >
          {t('reviewer.actions.moveSubmit')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
