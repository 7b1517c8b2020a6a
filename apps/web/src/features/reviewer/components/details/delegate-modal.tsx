import type { TReviewerReportDetail } from '@candor/shared';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IN_DIALOG_COMBOBOX } from '../../../../components/in-dialog-combobox.ts';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { reviewerKeys } from '../../api/reviewer-queries.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { delegateChoices, mergeDelegates, sameIds } from '../../lib/merge-delegates.ts';

/**
 * Delegation: the list of delegate reviewer ids is saved whole (spec 001 §4). The list saved is the
 * one the server holds at Save with this reviewer's own additions and removals applied, so that a
 * colleague's change made while the dialog was open is kept (decision 122).
 */
export function DelegateModal(props: { report: TReviewerReportDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [opening] = useState(() => props.report.delegateReviewers);
  const started = opening.map((d) => d.id);
  const [ids, setIds] = useState(() => started.map(String));
  const save = useReportAction(
    async (chosen: number[]) => {
      const current = (await caseActionsApi.delegates(props.report.referenceId)).map((d) => d.id);
      const list = mergeDelegates(started, chosen, current);
      // Nothing to change: no call, so the report's log names no delegation of his.
      if (sameIds(list, current)) return;
      return caseActionsApi.saveDelegates(props.report.referenceId, list);
    },
    {
      error: 'feedback.reviewer.errorSavingDelegateReviewers',
    },
    props.onClose,
  );
  // Who may be chosen now (spec 001 §4); the report's own list stands in while it loads, or if it cannot.
  const eligible = useQuery({
    queryKey: [...reviewerKeys.report(props.report.referenceId), 'eligible-reviewers'],
    queryFn: () => caseActionsApi.eligibleReviewers(props.report.referenceId),
    staleTime: 0,
    meta: { failure: 'feedback.reviewer.errorGettingEligibleReviewers' },
  });
  // Those he opened with stay named after a refresh of the page behind, a colleague's removal too.
  const options = delegateChoices(eligible.data ?? props.report.eligibleDelegateReviewers, [
    ...opening,
    ...props.report.delegateReviewers,
  ]);
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.actions.delegate')}
      centered
    >
      <MultiSelect
        label={t('reviewer.actions.delegates')}
        data={options}
        value={ids}
        onChange={setIds}
        searchable={options.length >= 10}
        clearable
        comboboxProps={IN_DIALOG_COMBOBOX}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(ids.map(Number))}>
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
