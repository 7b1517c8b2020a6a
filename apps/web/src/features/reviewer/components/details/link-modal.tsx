import type { TReviewerReportDetail } from '@candor/shared';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconTrashOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { linkProblem } from '../../lib/link-check.ts';
import { reportLabel } from '../../lib/report-label.ts';

const PROBLEM_KEYS = {
  current: 'feedback.reviewer.linkingCurrentReport',
  alreadyLinked: 'feedback.reviewer.alreadyLinked',
};

/** Links: pending ones are held here and saved together, one call per report; removals are unlinked on save (spec 001 §4). */
export function LinkModal(props: { report: TReviewerReportDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const r = props.report;
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const problem = linkProblem(input, r, [
    ...r.linkedReports,
    ...pending.map((referenceId) => ({ referenceId, sequentialId: null })),
  ]);
  const save = useReportAction(
    async () => {
      for (const id of removed) await caseActionsApi.link(r.referenceId, id, false);
      for (const id of pending) await caseActionsApi.link(r.referenceId, id, true);
    },
    {
      // An unknown report: the server's 404 (spec 001 §5).
      error: (e) =>
        e instanceof ApiError && e.status === 404
          ? 'feedback.reportSearch.notFound'
          : pending.length > 0
            ? 'feedback.reviewer.errorLinkingReports'
            : 'feedback.reviewer.errorUnlinkingReports',
    },
    props.onClose,
  );
  const add = () => {
    if (problem) return;
    setPending((p) => [...p, input.trim()]);
    setInput('');
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.actions.link')}
      centered
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('reviewer.actions.linkId')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            style={{ flex: 1 }}
          />
          <Button onClick={add} disabled={problem !== null}>
            {t('reviewer.common.add')}
          </Button>
        </Group>
        {(problem === 'current' || problem === 'alreadyLinked') && (
          <Alert color="yellow" variant="light">
            {t(PROBLEM_KEYS[problem])}
          </Alert>
        )}
        {r.linkedReports.map((l) => {
          const gone = removed.includes(l.referenceId);
          return (
            <Group key={l.referenceId} justify="space-between">
              <Text td={gone ? 'line-through' : undefined}>{reportLabel(l)}</Text>
              <ActionIcon
                variant="subtle"
                aria-label={t(gone ? 'reviewer.actions.keepLink' : 'reviewer.actions.unlink', { id: reportLabel(l) })}
                onClick={() =>
                  setRemoved((list) => (gone ? list.filter((x) => x !== l.referenceId) : [...list, l.referenceId]))
                }
              >
                {gone ? <IconTrashOff size={18} /> : <IconTrash size={18} />}
              </ActionIcon>
            </Group>
          );
        })}
        {pending.map((id) => (
          <Group key={id} justify="space-between">
            <Text fw={600}>{id}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('reviewer.actions.unlink', { id })}
              onClick={() => setPending((p) => p.filter((x) => x !== id))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          disabled={pending.length === 0 && removed.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate(undefined)}
        >
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </Modal>
  );
}
