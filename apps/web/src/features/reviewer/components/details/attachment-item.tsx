import type { TReviewerAttachment } from '@candor/shared';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { formatBytes } from '../../../../components/file-drop/upload-state.ts';
import { intlLocale } from '../../../../components/intl-locale.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';

/** Where a reviewer downloads a file (spec 001 §7): reporter-visible or hidden. */
export const attachmentHref = (a: TReviewerAttachment) =>
  `/api/report/${encodeURIComponent(a.referenceId)}/attachment/${a.id}${a.hidden ? '?isHidden=true' : ''}`;

/**
 * One file: a download link, or its name while it is still being checked (pending); its
 * author may delete it while the view allows changes (spec 001 §4, §5).
 */
export function AttachmentItem({ attachment: a, editable }: { attachment: TReviewerAttachment; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const remove = useReportAction(() => caseActionsApi.deleteAttachment(a.referenceId, a.id, a.hidden), {
    error: 'feedback.reviewer.errorDeletingAttachment',
  });
  const size = formatBytes(a.fileSize, intlLocale(i18n.language));
  return (
    <Group gap={6} wrap="nowrap" data-testid="attachment">
      <IconPaperclip size={16} aria-hidden />
      {a.pending ? (
        <Text size="sm">
          {a.fileName} — {t('reviewer.attachments.pending')}
        </Text>
      ) : (
        <Anchor href={attachmentHref(a)} download={a.fileName} size="sm">
          {a.fileName}
        </Anchor>
      )}
      <Text size="xs" c="gray.7">
        {size}
      </Text>
      {editable && a.mutable && (
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="sm"
          aria-label={t('reviewer.attachments.delete', { name: a.fileName })}
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
