import { mayHoldApiKey, type TApiKey } from '@candor/shared';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { apiJson } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useSession } from '../../../../lib/session/use-session.ts';

const resetApiKey = () => apiJson<TApiKey>('api/users/reset-api-key', { method: 'POST' });

/**
 * `/reviewer/resetApiKey` (spec 001 §2, decision 040): resets the user's API key after a
 * confirmation and shows the new key once; only its hash is kept on the server.
 */
export function ApiKeyPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviewer.apiKey.title'));
  const { account } = useSession();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: resetApiKey,
    meta: { httpErrors: 'local' },
    onSettled: () => setConfirming(false),
    onError: () => notifications.show({ color: 'red', message: t('global.resetApiKey.error') }),
  });
  if (account && !mayHoldApiKey(account)) return <Navigate to="/reviewer/overview" replace />;
  const key = reset.data?.newApiKey;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz={28}>
        {t('reviewer.apiKey.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Text>{t('reviewer.apiKey.description')}</Text>
          <Group>
            <Button leftSection={<IconKey size={18} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('reviewer.frame.resetApiKey')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {key && (
        <Paper withBorder radius="md" p="md" role="status" data-testid="new-api-key">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-9)" aria-hidden />
              <Text fw={700}>{t('global.resetApiKey.success')}</Text>
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('reviewer.apiKey.newKey')}
                value={key}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1 }}
                // The theme's monospace face: the browser's generic one can cut off the key's underscores.
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <CopyButton value={key}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  >
                    {t(copied ? 'reviewer.apiKey.copied' : 'reviewer.apiKey.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('reviewer.apiKey.shownOnce')}</Text>
          </Stack>
        </Paper>
      )}
      <OnDemandModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('reviewer.frame.resetApiKey')}
        closeButtonProps={{ 'aria-label': t('global.actions.close') }}
        centered
      >
        <Text>{t('reviewer.apiKey.confirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('reviewer.common.cancel')}
          </Button>
          <Button color="red.8" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('reviewer.frame.resetApiKey')}
          </Button>
        </Group>
      </OnDemandModal>
    </Stack>
  );
}
