import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { LeaveQuestion } from '../../lib/reporter-flags.ts';

const WORDING = {
  report: {
    title: 'global.checkStatus.confirmTitle',
    body: 'global.checkStatus.confirmText',
    confirm: 'global.checkStatus.confirm',
  },
  credentials: {
    title: 'global.checkStatus.credentialsTitle',
    body: 'global.checkStatus.credentialsText',
    confirm: 'global.checkStatus.credentialsConfirm',
  },
  unsent: {
    title: 'global.checkStatus.unsentTitle',
    body: 'global.checkStatus.unsentText',
    confirm: 'global.checkStatus.unsentConfirm',
  },
} as const;

/** "Leave this report?", whether a filed report's ID and password are written down, or whether to drop a text not sent: `onLeave` goes, `onStay` stays. */
export default function LeaveReportDialog({
  question,
  onLeave,
  onStay,
}: {
  question: LeaveQuestion;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  const wording = WORDING[question];
  return (
    <ConfirmDialog
      opened
      title={t(wording.title)}
      body={t(wording.body)}
      confirmLabel={t(wording.confirm)}
      cancelLabel={t('global.actions.cancel')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
