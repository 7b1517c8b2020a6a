import type { TReportAttachmentSummary, TReportDetail } from '@candor/shared';
import { Fragment, type ReactNode } from 'react';

/** How a file of the report is shown: a reporter's download link, or an agent's disabled name. */
export type RenderAttachment = (attachment: TReportAttachmentSummary) => ReactNode;
/** How report text and comments (sanitized HTML) are shown: the reporter's SafeHtml, or the agent's plain text. */
export type RenderHtml = (html: string) => ReactNode;

export interface SummaryPartProps {
  report: TReportDetail;
  attachment: RenderAttachment;
  html: RenderHtml;
}

import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import { formatDateTime } from '../intl-locale.ts';
import { dialogueTimeline, type TimelineItem } from './timeline.ts';

/**
 * The dialogue between reporter and organization, newest first. In the reporter's own words
 * ("You"), or, read by a hotline agent, as the caller's (`caller`).
 */
export function DialogueTimeline({
  report,
  attachment,
  html,
  caller = false,
}: SummaryPartProps & { caller?: boolean }) {
  const { t } = useTranslation();
  const voice: Voice = caller
    ? { reporter: t('hotline.status.activity.caller'), byAgent: t('hotline.status.activity.byAgent') }
    : { reporter: t('reporter.dialogue.you'), byAgent: t('reporter.dialogue.hotline') };
  const items = dialogueTimeline(report);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dialogue-title">
      <Title order={2} size="h4" id="dialogue-title">
        {t('reporter.dialogue.heading')}
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">{t('reporter.dialogue.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.kind === 'comment' ? `c${item.comment.commentId}` : `a${item.attachment.id}`}>
              <TimelineEntry item={item} attachment={attachment} html={html} voice={voice} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface Voice {
  reporter: string;
  byAgent: string;
}

function TimelineEntry({
  item,
  attachment,
  html,
  voice,
}: Omit<SummaryPartProps, 'report'> & { item: TimelineItem; voice: Voice }) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(item.time, i18n.language);
  if (item.kind === 'attachment') {
    const mine = item.attachment.attachmentSource === 'REPORTER_ADDED';
    return (
      <Paper withBorder radius="md" p="sm" bg={mine ? 'candor.0' : undefined}>
        <Header who={mine ? voice.reporter : t('reporter.dialogue.organization')} when={when} />
        {/* The file's renderer draws its own icon: a download link, or a paperclip where it cannot be opened. */}
        <Box mt={6}>{attachment(item.attachment)}</Box>
      </Paper>
    );
  }
  const { comment, attachments } = item;
  const mine = comment.reporterComment;
  return (
    <Paper withBorder radius="md" p="sm" bg={mine ? 'candor.0' : undefined} data-testid="dialogue-comment">
      <Header who={mine ? voice.reporter : t('reporter.dialogue.organization')} when={when}>
        {mine && comment.fromHotline && (
          <Badge variant="light" color="grape" size="sm">
            {voice.byAgent}
          </Badge>
        )}
      </Header>
      {item.deletedTime ? (
        <Text size="sm" fs="italic" c="gray.7" mt={6}>
          {t('reporter.dialogue.deletedOn', { date: formatDateTime(item.deletedTime, i18n.language) })}
        </Text>
      ) : (
        <Box mt={6} fz="sm">
          {html(comment.commentText)}
        </Box>
      )}
      {attachments.length > 0 && (
        <Stack gap={4} mt="xs">
          {attachments.map((a) => (
            <Fragment key={a.id}>{attachment(a)}</Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Header({ who, when, children }: { who: string; when: string; children?: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {who}
        </Text>
        {children}
      </Group>
      <Text size="xs" c="gray.7">
        {when}
      </Text>
    </Group>
  );
}
