import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { IdleWarning } from './idle-warning.ts';

/** Counts down to the idle timeout and lets the user stay (and keep what they were writing). */
export default function IdleWarningModal({ warning }: { warning: IdleWarning }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((warning.deadline - now) / 1000));
  return (
    <Modal
      opened
      onClose={warning.stay}
      title={t('global.idleWarning.title')}
      centered
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text c="gray.8">{t('global.idleWarning.body', { seconds })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={warning.stay} data-autofocus>
          {t('global.idleWarning.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
