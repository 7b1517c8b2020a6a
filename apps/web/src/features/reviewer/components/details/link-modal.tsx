import type { TReviewerReportDetail } from '@candor/shared';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconTrashOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { checkReportFailure, reviewerApi } from '../../api/reviewer-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { linkProblem, type ReportIds } from '../../lib/link-check.ts';
import { reportLabel } from '../../lib/report-label.ts';

const notFound = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 404;

const PROBLEM_KEYS = {
  current: 'feedback.reviewer.linkingCurrentReport',
  alreadyLinked: 'feedback.reviewer.alreadyLinked',
};

/**
 * Links: a report is looked up when added (an unknown one is refused there, spec 001 §5), held
 * here with both its ids, and saved with the others, one call per report; removals are unlinked
 * on save (spec 001 §4).
 */
export function LinkModal(props: { report: TReviewerReportDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const r = props.report;
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<ReportIds[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  /** What the lookup of the last id added found wrong with it. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const taken = [...r.linkedReports, ...pending];
  const problem = linkProblem(input, r, taken);
  const lookup = useMutation({
    mutationFn: reviewerApi.checkReport,
    meta: { httpErrors: 'local' },
    onSuccess: ({ referenceId, sequentialId }) => {
      // Typed by one of its ids, the report may be this one, or one already linked, by the other.
      const resolved = linkProblem(referenceId, r, taken);
      if (resolved === 'current' || resolved === 'alreadyLinked') return setRefusal(PROBLEM_KEYS[resolved]);
      setPending((p) => [...p, { referenceId, sequentialId }]);
      setInput('');
    },
    onError: (e) => setRefusal(checkReportFailure(e, 'feedback.reviewer.errorLinkingReports')),
  });
  /** The step the save was at when it failed: its message names that step. */
  const step = useRef<'unlink' | 'link'>('unlink');
  const save = useReportAction(
    async () => {
      step.current = 'unlink';
      for (const id of removed) {
        // A link a colleague removed meanwhile (the link not found) is gone, as asked.
        await caseActionsApi.link(r.referenceId, id, false).catch((e: unknown) => {
          if (!(notFound(e) && e.body?.message === 'error.notFound')) throw e;
        });
      }
      step.current = 'link';
      for (const p of pending) await caseActionsApi.link(r.referenceId, p.referenceId, true);
    },
    {
      error: (e) =>
        step.current === 'unlink'
          ? 'feedback.reviewer.errorUnlinkingReports'
          : // An unknown report: the server's 404 (spec 001 §5).
            notFound(e)
            ? 'feedback.reportSearch.notFound'
            : 'feedback.reviewer.errorLinkingReports',
    },
    props.onClose,
  );
  const add = () => {
    if (problem || lookup.isPending) return;
    lookup.mutate(input.trim());
  };
  const shownProblem = problem === 'current' || problem === 'alreadyLinked' ? PROBLEM_KEYS[problem] : refusal;
  return (
    <OnDemandModal
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
            onChange={(e) => {
              setInput(e.currentTarget.value);
              setRefusal(null);
            }}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            style={{ flex: 1 }}
          />
          <Button onClick={add} disabled={problem !== null} loading={lookup.isPending}>
            {t('reviewer.common.add')}
          </Button>
        </Group>
        {shownProblem && (
          <Alert color="yellow" variant="light" role="alert">
            {t(shownProblem)}
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
        {pending.map((p) => (
          <Group key={p.referenceId} justify="space-between">
            <Text fw={600}>{reportLabel(p)}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('reviewer.actions.unlink', { id: reportLabel(p) })}
              onClick={() => setPending((list) => list.filter((x) => x.referenceId !== p.referenceId))}
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
    </OnDemandModal>
  );
}
