import { COMMENT_TEXT_MAX, type TReviewerAttachment } from '@candor/shared';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { type UploadState, uploadableFiles } from '../../../../components/file-drop/upload-state.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { canSendMessage, needsComment } from '../../lib/message-box.ts';

// The drop zone loads when the reviewer asks for it: most messages carry no file.
const FileDrop = lazyComponent(
  () => import('../../../../components/file-drop/file-drop.tsx'),
  (m) => m.FileDrop,
);

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
  const [text, setText] = useState('');
  const [isQuestion, setIsQuestion] = useState(false);
  const [tagged, setTagged] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<ReadonlyMap<File, UploadState>>(new Map());
  const [addingFiles, setAddingFiles] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const toReporter = props.mode === 'reporter';
  const existing = props.existing.map((a) => ({ name: a.fileName }));
  const toSend = uploadableFiles(files, existing);
  const draft = { text, files: toSend.length, tagged: tagged.length };
  const canSend = !sending && canSendMessage(draft);
  const mark = (file: File, state: UploadState) => setProgress((p) => new Map(p).set(file, state));

  const send = async () => {
    setSending(true);
    setConfirming(false);
    let commentId: number | null = null;
    if (needsComment(draft, toReporter)) {
      try {
        commentId = (
          await caseActionsApi.comment(props.reportId, {
            commentText: text.trim(),
            isQuestion: toReporter && isQuestion,
            hidden: !toReporter,
            taggedReviewers: tagged.map(Number),
          })
        ).commentId;
        setText('');
        setIsQuestion(false);
        setTagged([]);
      } catch {
        setSending(false);
        return;
      }
    }
    const failed = new Set<File>();
    for (const [i, file] of toSend.entries()) {
      mark(file, { kind: 'uploading', percent: 0 });
      try {
        await caseActionsApi.upload(
          props.reportId,
          file,
          { isHidden: !toReporter, commentId, notifyOfAttachment: toReporter && commentId === null && i === 0 },
          (percent) => mark(file, { kind: 'uploading', percent }),
        );
        mark(file, { kind: 'done' });
      } catch (error) {
        failed.add(file);
        const key = error instanceof ApiError ? error.body?.message : undefined;
        mark(file, { kind: 'failed', messageKey: key?.startsWith('attachmentError.') ? key : null });
      }
    }
    setSending(false);
    setFiles((current) => current.filter((f) => failed.has(f) || !toSend.includes(f)));
    if (failed.size > 0) notifications.show({ color: 'red', message: t('feedback.attachments.errorSaving') });
    else notifications.show({ color: 'teal', message: t('reviewer.dialogue.sent') });
    props.onSent();
  };

  return (
    <Stack gap="xs">
      <Textarea
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
      {addingFiles && (
        <Suspense fallback={null}>
          <FileDrop
            label={t('reviewer.attachments.files')}
            files={files}
            onChange={(f) => {
              setFiles(f);
              setProgress(new Map());
            }}
            existing={existing}
            progress={progress}
            disabled={sending}
          />
        </Suspense>
      )}
      <Group justify="space-between">
        {addingFiles ? (
          <span />
        ) : (
          <Button
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            onClick={() => setAddingFiles(true)}
            disabled={sending}
          >
            {t('reviewer.attachments.attach')}
          </Button>
        )}
        <Button disabled={!canSend} onClick={() => (toReporter ? setConfirming(true) : void send())} loading={sending}>
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
          <Button onClick={() => void send()} loading={sending}>
            {t('reviewer.common.continue')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
