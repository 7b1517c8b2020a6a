import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';

/**
 * A message box. To the reporter it may be a question and first asks for confirmation;
 * between reviewers it is hidden from the reporter and may tag colleagues (spec 001 §5).
 */
export function CommentComposer(props: {
  reportId: string;
  mode: 'reporter' | 'reviewer';
  reviewers?: { id: number; name: string }[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isQuestion, setIsQuestion] = useState(false);
  const [tagged, setTagged] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const toReporter = props.mode === 'reporter';
  const send = useMutation({
    mutationFn: () =>
      caseActionsApi.comment(props.reportId, {
        commentText: text.trim(),
        isQuestion: toReporter && isQuestion,
        hidden: !toReporter,
        taggedReviewers: tagged.map(Number),
      }),
    onSuccess: () => {
      setText('');
      setIsQuestion(false);
      setTagged([]);
      setConfirming(false);
      notifications.show({ color: 'teal', message: t('reviewer.dialogue.sent') });
      props.onSent();
    },
    onError: () => setConfirming(false),
  });
  const canSend = text.trim().length > 0 && !send.isPending;
  return (
    <Stack gap="xs">
      <Textarea
        label={t(toReporter ? 'reviewer.dialogue.toReporter' : 'reviewer.dialogue.toReviewers')}
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {toReporter ? (
        <Checkbox
          label={t('reviewer.dialogue.isQuestion')}
          checked={isQuestion}
          onChange={(e) => setIsQuestion(e.currentTarget.checked)}
        />
      ) : (
        <MultiSelect
          label={t('reviewer.dialogue.tagReviewers')}
          data={(props.reviewers ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={tagged}
          onChange={setTagged}
          searchable={(props.reviewers ?? []).length >= 10}
          clearable
        />
      )}
      <Group justify="flex-end">
        <Button
          disabled={!canSend}
          onClick={() => (toReporter ? setConfirming(true) : send.mutate())}
          loading={send.isPending}
        >
          {t('reviewer.dialogue.send')}
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('global.actions.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('reviewer.dialogue.confirmTitle')}
        centered
      >
        <Text>{t('reviewer.dialogue.seenByReporter')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('reviewer.common.cancel')}
          </Button>
          <Button onClick={() => send.mutate()} loading={send.isPending}>
            {t('reviewer.common.continue')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
