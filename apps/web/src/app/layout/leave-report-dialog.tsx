import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** "Leave this report?": `onLeave` goes, `onStay` keeps the report. */
export default function LeaveReportDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened
      title={t('global.checkStatus.confirmTitle')}
      body={t('global.checkStatus.confirmText')}
      confirmLabel={t('global.checkStatus.confirm')}
      cancelLabel={t('global.actions.cancel')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
