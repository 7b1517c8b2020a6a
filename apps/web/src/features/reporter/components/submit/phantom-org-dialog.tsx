import { Button, Group, Text } from '@mantine/core';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** An organization that does not take reports itself (spec 000 §8 "Invalid Org Selected"). */
export function PhantomOrgDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      opened={opened}
      onClose={onClose}
      title={t('reporter.phantom.title')}
      centered
      closeButtonProps={{ 'aria-label': t('reporter.common.close') }}
    >
      <Text>{t('reporter.phantom.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('reporter.phantom.ok')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
