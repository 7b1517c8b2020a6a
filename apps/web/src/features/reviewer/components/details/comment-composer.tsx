import { COMMENT_TEXT_MAX, type TReviewerAttachment } from '@candor/shared';
import { Button, Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { AttachFiles } from '../../../../components/file-drop/attach-files.tsx';
import { uploadFailureNotice, useMessageFiles } from '../../../../components/file-drop/use-message-files.ts';
import { LimitedTextarea } from '../../../../components/limited-textarea.tsx';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useFocusAfterSend } from '../../../../components/use-focus-after-send.ts';
import { notifyHttpError } from '../../../../lib/http-notifier.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { messageKeyOf } from '../../../../lib/message-keys.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { canAsk, canSendMessage, needsComment } from '../../lib/message-box.ts';
import { draftOf, keepDraft } from '../../lib/message-drafts.ts';

/**
 * A message box. To the reporter it may be a question and first asks for confirmation;
 * between reviewers it is hidden from the reporter and may tag colleagues. Either may carry
 * files, checked with the attachment rules against the files of the same visibility
 * (spec 001 §5); the first file of a message without text answers the reporter.
 */
export function CommentComposer(props: {
  reportId: string;
  mode: 'reporter' | 'reviewer';
  reviewers?: { id: number; name: string }[];
  /** Files already on the report with this box's visibility. */
  existing: TReviewerAttachment[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const kept = draftOf(props.reportId, props.mode);
  const [text, setText] = useState(kept.text);
  const [isQuestion, setIsQuestion] = useState(kept.isQuestion);
  const [tagged, setTagged] = useState<string[]>(kept.tagged);
  // What is typed outlives a change of tab; the files, as the spec has it, do not.
  useEffect(
    () => keepDraft(props.reportId, props.mode, { text, isQuestion, tagged }),
    [props.reportId, props.mode, text, isQuestion, tagged],
  );
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const box = useFocusAfterSend(sending);
  const key = messageKeyOf(`${props.reportId}/${props.mode}`);
  const toReporter = props.mode === 'reporter';
  const files = useMessageFiles(props.existing.map((a) => ({ name: a.fileName })));
  const draft = { text, files: files.toSend.length, tagged: tagged.length };
  const canSend = !sending && canSendMessage(draft);

  const send = async () => {
    setSending(true);
    setConfirming(false);
    let commentId: number | null = null;
    if (needsComment(draft, toReporter)) {
      try {
        commentId = (
          await caseActionsApi.comment(
            props.reportId,
            {
              commentText: text.trim(),
              isQuestion: toReporter && isQuestion,
              hidden: !toReporter,
              taggedReviewers: tagged.map(Number),
            },
            key.current(),
          )
        ).commentId;
        key.answered();
        setText('');
        setIsQuestion(false);
        setTagged([]);
      } catch (error) {
        // Refused (the report closed meanwhile, access ended): said, and the report read again; the text stays.
        notifyHttpError(error);
        setSending(false);
        props.onSent();
        return;
      }
    }
    const outcome = await files.uploadAll((file, first, onProgress) =>
      caseActionsApi.upload(
        props.reportId,
        file,
        { isHidden: !toReporter, commentId, notifyOfAttachment: first },
        onProgress,
      ),
    );
    setSending(false);
    if (outcome.failed.length > 0) notifications.show(uploadFailureNotice(outcome, t));
    else notifications.show({ color: 'teal', message: t('reviewer.dialogue.sent') });
    props.onSent();
  };

  return (
    <Stack gap="xs">
      <LimitedTextarea
        ref={box}
        label={t(toReporter ? 'reviewer.dialogue.toReporter' : 'reviewer.dialogue.toReviewers')}
        autosize
        minRows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        disabled={sending}
      />
      {toReporter ? (
        <Checkbox
          label={t('reviewer.dialogue.isQuestion')}
          checked={isQuestion && canAsk(draft)}
          disabled={!canAsk(draft)}
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
      <AttachFiles
        files={files}
        label={t('reviewer.attachments.files')}
        buttonLabel={t('reviewer.attachments.attach')}
        disabled={sending}
      />
      <Group justify="flex-end">
        <Button disabled={!canSend} onClick={() => (toReporter ? setConfirming(true) : void send())} loading={sending}>
          {t('reviewer.dialogue.send')}
        </Button>
      </Group>
      <OnDemandModal
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
          <Button onClick={() => void send()} loading={sending}>
            {t('reviewer.common.continue')}
          </Button>
        </Group>
      </OnDemandModal>
    </Stack>
  );
}
