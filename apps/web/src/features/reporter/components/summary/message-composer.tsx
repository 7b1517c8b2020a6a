import { COMMENT_TEXT_MAX, isBlank, type TReportDetail } from '@candor/shared';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AttachFiles } from '../../../../components/file-drop/attach-files.tsx';
import { uploadFailureNotice, useMessageFiles } from '../../../../components/file-drop/use-message-files.ts';
import { LimitedTextarea } from '../../../../components/limited-textarea.tsx';
import { useFocusAfterSend } from '../../../../components/use-focus-after-send.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { loadChunk } from '../../../../lib/load-chunk.ts';
import { messageKeyOf } from '../../../../lib/message-keys.ts';
import { REPORT_CLOSED, refusedAsClosed } from '../../../../lib/report-closed.ts';
import { postComment } from '../../api/reporter-api.ts';
import { reporterKeys } from '../../api/reporter-queries.ts';
import { useSignInAgain } from '../../hooks/use-reporter-report.ts';

/**
 * Reporter-to-reviewer messages: text, files or both. Files sent with text belong to that
 * comment; files sent alone stand on their own in the dialogue.
 */
export function MessageComposer({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const signInAgain = useSignInAgain();
  const box = useFocusAfterSend(sending);
  const files = useMessageFiles(report.reportAttachmentSummaries);
  const key = messageKeyOf(`reporter/${referenceId}`);
  const canSend = !sending && !sessionEnded && (!isBlank(text) || files.toSend.length > 0);

  const send = async () => {
    setSending(true);
    let commentId: number | null = null;
    if (!isBlank(text)) {
      try {
        const message = { commentText: text, isQuestion: false, hidden: false, taggedReviewers: [] };
        commentId = (await postComment(referenceId, message, key.current())).commentId;
        key.answered();
        setText('');
      } catch (error) {
        setSending(false);
        // Signed out meanwhile (timed out, or by another tab's sign-in): the text stays for him to copy.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          setSessionEnded(true);
          return;
        }
        // Closed meanwhile: said so, and the report read again, which shows it closed and takes the composer away.
        const closed = refusedAsClosed(error);
        notifications.show({ color: 'red', message: t(closed ? REPORT_CLOSED : 'reporter.manageReport.error') });
        if (closed) await queryClient.invalidateQueries({ queryKey: reporterKeys.report(referenceId) });
        return;
      }
    }
    // The upload code loads when a file is sent, not with the page (issue 6's page-weight budget).
    const outcome = await files.uploadAll(async (file, first, onProgress) => {
      const { uploadAttachment } = await loadChunk(() => import('../../api/upload-attachment.ts'));
      await uploadAttachment({ referenceId, notifyOfAttachment: first, commentId }, file, onProgress);
    });
    setSending(false);
    // A comment's success is announced by the server's alert header; files alone are announced here.
    if (outcome.failed.length > 0) notifications.show(uploadFailureNotice(outcome, t));
    else if (commentId === null) notifications.show({ color: 'teal', message: t('reporter.manageReport.success') });
    await queryClient.invalidateQueries({ queryKey: reporterKeys.report(referenceId) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="composer-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-title">
          {t('reporter.composer.heading')}
        </Title>
        <LimitedTextarea
          ref={box}
          label={t('reporter.composer.label')}
          unsent={text !== '' || files.toSend.length > 0}
          description={t('reporter.composer.hint')}
          rows={4}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={sending}
        />
        <AttachFiles
          files={files}
          label={t('reporter.composer.files')}
          buttonLabel={t('reporter.composer.files')}
          disabled={sending}
        />
        {sessionEnded && (
          <Alert color="red" role="alert" title={t('global.sessionExpired.title')}>
            <Stack gap="sm" align="flex-start">
              {t('reporter.composer.notSent')}
              <Button onClick={() => signInAgain(referenceId)}>{t('reporter.login.submit')}</Button>
            </Stack>
          </Alert>
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
