import { Button, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** Manage views (spec 001 §2): deletions are staged and committed on Save; one view may be the default, or none. */
export function ManageViewsModal(props: {
  opened: boolean;
  names: string[];
  defaultName: string | null;
  saving: boolean;
  onClose: () => void;
  onSave: (deleted: string[], defaultName: string | null) => void;
}) {
  const { t } = useTranslation();
  const [deleted, setDeleted] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | null>(props.defaultName);
  const toggle = (name: string) => setDeleted((d) => (d.includes(name) ? d.filter((n) => n !== name) : [...d, name]));
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.reportSearch.manageViews')}
      centered
      size="lg"
    >
      {props.names.length === 0 ? (
        <Text>{t('reviewer.reportSearch.noViews')}</Text>
      ) : (
        <ScrollArea.Autosize mah="55vh">
          <Radio.Group
            value={chosen ?? ''}
            onChange={(v) => setChosen(v || null)}
            label={t('reviewer.reportSearch.default')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t('reviewer.reportSearch.noDefault')} />
              {props.names.map((name) => {
                const doomed = deleted.includes(name);
                return (
                  <Group key={name} justify="space-between" wrap="nowrap" data-testid="saved-view-row">
                    <Radio value={name} label={name} disabled={doomed} />
                    <Group gap="xs" wrap="nowrap">
                      {doomed && (
                        <Text size="sm" c="red.9">
                          {t('reviewer.reportSearch.markedForDeletion')}
                        </Text>
                      )}
                      <Button
                        size="xs"
                        variant={doomed ? 'default' : 'filled'}
                        color={doomed ? undefined : 'red.9'}
                        onClick={() => toggle(name)}
                        aria-label={`${t(doomed ? 'reviewer.reportSearch.undoDelete' : 'reviewer.common.delete')} ${name}`}
                      >
                        {t(doomed ? 'reviewer.reportSearch.undoDelete' : 'reviewer.common.delete')}
                      </Button>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          loading={props.saving}
          onClick={() => props.onSave(deleted, chosen && !deleted.includes(chosen) ? chosen : null)}
        >
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
