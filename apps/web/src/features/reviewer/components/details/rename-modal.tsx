import { LIMITS } from '@candor/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { validReportName } from '../../lib/close-days.ts';

/** Rename: at most 50 characters, Save disabled beyond (spec 001 §5). */
export function RenameModal(props: { reportId: string; current: string | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.current ?? '');
  const save = useReportAction(
    (n: string) => caseActionsApi.rename(props.reportId, n),
    {
      error: 'feedback.reviewer.errorSavingReportName',
    },
    props.onClose,
  );
  const valid = validReportName(name);
  const hint = t('reviewer.actions.nameHint', { max: LIMITS.reportNameMax });
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.actions.rename')}
      centered
    >
      <TextInput
        label={t('reviewer.actions.reportName')}
        // The limit is said once: as a hint, or, once passed, as the error.
        description={valid ? hint : undefined}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={valid ? undefined : hint}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button disabled={!valid} loading={save.isPending} onClick={() => save.mutate(name.trim())}>
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
