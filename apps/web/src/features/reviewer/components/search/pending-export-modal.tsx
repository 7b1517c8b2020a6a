import { Button, Group, Loader, Text } from '@mantine/core';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** The pending-export modal (spec 001 §2): csv or pdf variant, with a download note. */
export function PendingExportModal(props: { format: 'csv' | 'pdf' | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.format !== null}
      onClose={props.onClose}
      title={t(
        props.format === 'pdf' ? 'reviewer.reportSearch.pendingTitlePdf' : 'reviewer.reportSearch.pendingTitleCsv',
      )}
      centered
    >
      <Group wrap="nowrap" align="flex-start">
        <Loader size="sm" aria-hidden />
        <Text>{t('reviewer.reportSearch.pendingNote')}</Text>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('global.actions.close')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
