import type { TReviewerAttachment } from '@candor/shared';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes } from '../../../../components/file-drop/upload-state.ts';
import { useFocusRescue } from '../../../../components/focus-anchor.ts';
import { intlLocale } from '../../../../components/intl-locale.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

/** Where a reviewer downloads a file (spec 001 §7): reporter-visible or hidden. */
export const attachmentHref = (a: TReviewerAttachment) =>
  `/api/report/${encodeURIComponent(a.referenceId)}/attachment/${a.id}${a.hidden ? '?isHidden=true' : ''}`;

/**
 * One file: a download link, or its name while it is still being checked (pending); its
 * author may delete it, once he confirms, while the view allows changes (spec 001 §4, §5).
 */
export function AttachmentItem({ attachment: a, editable }: { attachment: TReviewerAttachment; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const remove = useReportAction(
    () => caseActionsApi.deleteAttachment(a.referenceId, a.id, a.hidden),
    { error: 'feedback.reviewer.errorDeletingAttachment' },
    () => setDeleting(false),
  );
  const size = formatBytes(a.fileSize, intlLocale(i18n.language));
  // A deleted file leaves the page with its trash button: its comment, or the list, takes the focus.
  const rescue = useFocusRescue<HTMLDivElement>();
  return (
    <Group gap={6} wrap="nowrap" data-testid="attachment" ref={rescue.ref}>
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
          onClick={() => setDeleting(true)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
      <ConfirmDeleteModal
        opened={deleting}
        title={t('reviewer.attachments.deleteTitle')}
        text={t('reviewer.attachments.deleteConfirm', { name: a.fileName })}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(undefined)}
        fallbackFocus={rescue.rescue}
      />
    </Group>
  );
}
