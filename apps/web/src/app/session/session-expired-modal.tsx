import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { resetAppState } from '../../lib/session/logout.ts';
import { hideSessionExpired } from './session-expired.ts';

/** Shown after an idle timeout; closing it resets the app state. */
export default function SessionExpiredModal({ wasAuthenticated }: { wasAuthenticated: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = () => {
    hideSessionExpired();
    resetAppState(queryClient);
    navigate('/', { replace: true });
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('global.sessionExpired.title')}
      centered
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text c="gray.8">
        {t(wasAuthenticated ? 'global.sessionExpired.logBackIn' : 'global.sessionExpired.startAgain')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {t('global.actions.close')}
        </Button>
      </Group>
    </Modal>
  );
}
