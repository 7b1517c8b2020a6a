import { Button, Group, Text } from '@mantine/core';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** Asks before something is deleted for good: what, and Cancel or a red Delete. */
export function ConfirmDeleteModal(props: {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Places the focus once the dialog has closed, when what opened it has left the page with the deleted item. */
  fallbackFocus?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onCancel}
      fallbackFocus={props.fallbackFocus}
      title={props.title}
      centered
    >
      <Text>{props.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onCancel}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button color="red.9" loading={props.pending} onClick={props.onConfirm}>
          {t('reviewer.common.delete')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
