import { COMMENT_TEXT_MAX, type TReportDetail } from '@candor/shared';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { type UploadState, uploadableFiles } from '../../../../components/file-drop/upload-state.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { postComment } from '../../api/reporter-api.ts';
import { reporterKeys } from '../../api/reporter-queries.ts';
import { uploadAttachment } from '../../api/upload-attachment.ts';

// The drop zone loads when the reporter asks for it: most messages carry no file.
const FileDrop = lazyComponent(
  () => import('../../../../components/file-drop/file-drop.tsx'),
  (m) => m.FileDrop,
);

/**
 * Reporter-to-reviewer messages: text, files or both. Files sent with text belong to that
 * comment; files sent alone stand on their own in the dialogue.
 */
export function MessageComposer({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<ReadonlyMap<File, UploadState>>(new Map());
  const [sending, setSending] = useState(false);
  const [addingFiles, setAddingFiles] = useState(false);
  const existing = report.reportAttachmentSummaries;
  const toSend = uploadableFiles(files, existing);
  const canSend = !sending && (text.trim() !== '' || toSend.length > 0);

  const mark = (file: File, state: UploadState) => setProgress((p) => new Map(p).set(file, state));

  const send = async () => {
    setSending(true);
    let commentId: number | null = null;
    if (text.trim()) {
      try {
        commentId = (
          await postComment(referenceId, { commentText: text, isQuestion: false, hidden: false, taggedReviewers: [] })
        ).commentId;
        setText('');
      } catch {
        setSending(false);
        notifications.show({ color: 'red', message: t('reporter.manageReport.error') });
        return;
      }
    }
    const failed = new Set<File>();
    for (const [i, file] of toSend.entries()) {
      mark(file, { kind: 'uploading', percent: 0 });
      try {
        await uploadAttachment(
          { referenceId, notifyOfAttachment: commentId === null && i === 0, commentId },
          file,
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
    // A comment's success is announced by the server's alert header; files alone are announced here.
    if (failed.size > 0) notifications.show({ color: 'red', message: t('feedback.attachments.errorSaving') });
    else if (commentId === null) notifications.show({ color: 'teal', message: t('reporter.manageReport.success') });
    await queryClient.invalidateQueries({ queryKey: reporterKeys.report(referenceId) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="composer-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-title">
          {t('reporter.composer.heading')}
        </Title>
        <Textarea
          label={t('reporter.composer.label')}
          description={t('reporter.composer.hint')}
          rows={4}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={sending}
        />
        {addingFiles ? (
          <Suspense fallback={null}>
            <FileDrop
              label={t('reporter.composer.files')}
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
        ) : (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              onClick={() => setAddingFiles(true)}
              disabled={sending}
            >
              {t('reporter.composer.files')}
            </Button>
          </Group>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void send()}
            disabled={!canSend}
            loading={sending}
          >
            {t('reporter.composer.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
