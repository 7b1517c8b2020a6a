import { Button, Group, Text } from '@mantine/core';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * Shown instead of the close dialogue while a mandatory additional-information question
 * has no response; its button opens the additional-information tab (spec 001 §4).
 */
export function FlexWarningModal(props: { onOpenAdditional: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened
      onClose={props.onClose}
      title={t('reviewer.flex.requiredTitle')}
      centered
    >
      <Text>{t('reviewer.flex.requiredBeforeClose')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          onClick={() => {
            props.onClose();
            props.onOpenAdditional();
          }}
        >
          {t('reviewer.flex.open')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
