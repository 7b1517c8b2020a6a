import { LIMITS } from '@candor/shared';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { validCloseDays } from '../../lib/close-days.ts';
import { DayCountInput } from '../day-count-input.tsx';

type Choice = 'now' | 'schedule' | 'cancel';

/**
 * Close now, schedule a close after 1–90 days (15 by default), or, when a close is
 * scheduled, close now or cancel it, cancel preselected (spec 001 §4, §5). Without one, the
 * schedule is preselected: a reflex OK leaves a close that can still be cancelled (decision 081).
 */
export function CloseModal(props: {
  reportId: string;
  scheduled: boolean;
  /** A mandatory additional-information question has no answer: the report cannot close now. */
  closeNowRefused?: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<Choice>(props.scheduled ? 'cancel' : 'schedule');
  const [days, setDays] = useState<number | string>(LIMITS.scheduledCloseDefaultDays);
  const close = useReportAction(
    (d: number) => caseActionsApi.close(props.reportId, d, i18n.language),
    {
      error: 'feedback.closeReport.error',
    },
    props.onClose,
  );
  const cancel = useReportAction(
    () => caseActionsApi.cancelScheduledClose(props.reportId),
    {
      error: 'feedback.cancelScheduledClose.error',
    },
    props.onClose,
  );
  const valid = choice !== 'schedule' || validCloseDays(days);
  const hint = t('reviewer.actions.daysHint', { min: LIMITS.scheduledCloseMinDays, max: LIMITS.scheduledCloseMaxDays });
  const ok = () => {
    if (choice === 'cancel') cancel.mutate(undefined);
    else close.mutate(choice === 'now' ? 0 : Number(days));
  };
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.actions.close')}
      centered
    >
      <Radio.Group value={choice} onChange={(v) => setChoice(v as Choice)} label={t('reviewer.actions.closeHow')}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="now"
            label={t('reviewer.actions.closeNow')}
            disabled={props.closeNowRefused}
            description={props.closeNowRefused ? t('reviewer.flex.requiredBeforeClose') : undefined}
          />
          {props.scheduled ? (
            <Radio value="cancel" label={t('reviewer.actions.cancelScheduled')} />
          ) : (
            <Radio value="schedule" label={t('reviewer.actions.schedule')} />
          )}
        </Stack>
      </Radio.Group>
      {choice === 'schedule' && (
        <DayCountInput
          mt="sm"
          label={t('reviewer.actions.daysUntilClose')}
          // The limits are said once: as a hint, or, once passed, as the error.
          description={valid ? hint : undefined}
          value={days}
          onChange={setDays}
          error={valid ? undefined : hint}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button disabled={!valid} loading={close.isPending || cancel.isPending} onClick={ok}>
          {t('reviewer.common.ok')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
