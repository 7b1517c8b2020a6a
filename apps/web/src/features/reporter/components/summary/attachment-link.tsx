import type { TReportAttachmentSummary } from '@candor/shared';
import { Anchor, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { notifyHttpError } from '../../../../lib/http-notifier.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { attachmentDownloadUrl } from '../../api/reporter-api.ts';

/**
 * A reporter's download link (GET reporterapi/report/{id}/attachment/{attachmentId}). The file is
 * fetched and saved from a `blob:` address: the browser's list of downloads keeps the address a
 * file came from, and this one holds the report ID (decision 120).
 */
export function AttachmentLink({
  referenceId,
  attachment,
}: {
  referenceId: string;
  attachment: TReportAttachmentSummary;
}) {
  const { t } = useTranslation();
  const url = attachmentDownloadUrl(referenceId, attachment.id);
  const save = (e: MouseEvent) => {
    e.preventDefault();
    // Loaded on the first download: the report's page stays within its weight.
    import('../../../../lib/download.ts')
      .then(({ download }) => download(url, undefined, attachment.name))
      .catch(notifyHttpError);
  };
  // A middle click would open the address in a new tab, and so in the history.
  const middleClick = (e: MouseEvent) => {
    if (e.button === 1) save(e);
  };
  return (
    <Anchor
      href={url}
      download={attachment.name}
      onClick={save}
      onAuxClick={middleClick}
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
