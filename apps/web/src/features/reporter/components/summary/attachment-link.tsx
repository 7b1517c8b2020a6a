import type { TReportAttachmentSummary } from '@candor/shared';
import { Anchor, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { attachmentDownloadUrl } from '../../api/reporter-api.ts';

/** A reporter's download link (GET reporterapi/report/{id}/attachment/{attachmentId}). */
export function AttachmentLink({
  referenceId,
  attachment,
}: {
  referenceId: string;
  attachment: TReportAttachmentSummary;
}) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={attachmentDownloadUrl(referenceId, attachment.id)}
      download={attachment.name}
      size="sm"
      aria-label={t('reporter.dialogue.download', { name: attachment.name })}
    >
      <Group gap={6} wrap="nowrap" component="span">
        <IconDownload size={16} aria-hidden />
        <span style={{ overflowWrap: 'anywhere' }}>{attachment.name}</span>
      </Group>
    </Anchor>
  );
}
