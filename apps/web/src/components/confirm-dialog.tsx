import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n.ts';
import { OnDemandModal } from './on-demand-modal.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has left the screen and given the focus back. */
  onClosed?: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      opened={opened}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
    >
      <Text>{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
