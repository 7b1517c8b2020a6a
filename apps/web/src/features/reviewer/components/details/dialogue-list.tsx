import { readableInfo, type TReportLogEvent, type TReviewerAttachment, type TReviewerComment } from '@candor/shared';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FOCUS_ANCHOR } from '../../../../components/focus-anchor.ts';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useShowMore } from '../../../../components/use-show-more.ts';
import { hasTranslation, useTranslation } from '../../../../lib/i18n.ts';
import { attachmentsOf, DIALOGUE_STEP, type DialogueView, dialogueEntries, truncateInfo } from '../../lib/dialogue.ts';
import { logText } from '../../lib/log-text.ts';
import { AttachmentItem } from './attachment-item.tsx';

/** Who wrote a comment (spec 001 §6): the reporter on the web, a hotline agent for the caller, or a reviewer. */
function authorKind(c: TReviewerComment): 'reporter' | 'hotline' | 'reviewer' {
  if (c.fromHotline) return 'hotline';
  return c.reporterComment ? 'reporter' : 'reviewer';
}

function CommentView(props: {
  comment: TReviewerComment;
  files: TReviewerAttachment[];
  editable: boolean;
  actions?: (c: TReviewerComment) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const c = props.comment;
  const kind = authorKind(c);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={kind === 'reviewer' ? undefined : 'gray.0'}
      data-testid="comment"
      {...FOCUS_ANCHOR}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={700} size="sm">
            {kind === 'reviewer' ? c.authorName : c.authorName || t('reviewer.dialogue.reporter')}
          </Text>
          {kind === 'hotline' && (
            <Badge variant="outline" color="gray.7">
              {t('reviewer.dialogue.hotline')}
            </Badge>
          )}
          {c.isQuestion && !c.deleted && (
            <Badge color="yellow.4" c="dark.9" variant="filled">
              {t('reviewer.dialogue.question')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {formatDateTime(c.updateTime, i18n.language)}
        </Text>
      </Group>
      {c.deleted ? (
        <Text size="sm" fs="italic" c="gray.7">
          {t(c.deletedAttachment ? 'reviewer.dialogue.deletedWithAttachment' : 'reviewer.dialogue.deleted', {
            name: c.deletedBy ?? c.authorName,
          })}
        </Text>
      ) : (
        <SafeHtml html={c.commentText} fz="sm" mt={4} />
      )}
      {props.files.length > 0 && (
        <Stack gap={2} mt={6}>
          {props.files.map((a) => (
            <AttachmentItem key={a.id} attachment={a} editable={props.editable} />
          ))}
        </Stack>
      )}
      {c.taggedReviewers.length > 0 && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('reviewer.dialogue.tagged', { names: c.taggedReviewers.map((r) => r.name).join(', ') })}
        </Text>
      )}
      {!c.deleted && c.mutable && props.actions?.(c)}
    </Paper>
  );
}

/** A dialogue with its three pills (Dialogue, Log, View all, the default), 10 rows and Show more (spec 001 §2). */
export function DialogueList(props: {
  comments: TReviewerComment[];
  logs: TReportLogEvent[];
  logLabel: string;
  label: string;
  /** Files of this dialogue's visibility. */
  attachments: TReviewerAttachment[];
  /** Whether the author may still delete his files here. */
  editable: boolean;
  actions?: (c: TReviewerComment) => ReactNode;
  /** Every entry, without pills or paging: the print version. */
  complete?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<DialogueView>('all');
  const paging = useShowMore(DIALOGUE_STEP);
  const shown = props.complete ? Number.POSITIVE_INFINITY : paging.shown;
  const entries = dialogueEntries(props.comments, props.logs, view, props.attachments);
  return (
    <Stack gap="sm" ref={paging.list} {...FOCUS_ANCHOR}>
      {!props.complete && (
        <SegmentedControl
          aria-label={props.label}
          value={view}
          onChange={(v) => {
            setView(v as DialogueView);
            paging.reset();
          }}
          data={[
            { value: 'dialogue', label: t('reviewer.dialogue.pills.dialogue') },
            { value: 'log', label: props.logLabel },
            { value: 'all', label: t('reviewer.dialogue.pills.all') },
          ]}
          w="fit-content"
          maw="100%"
        />
      )}
      {entries.length === 0 && <Text c="gray.7">{t(`reviewer.dialogue.empty.${view}`)}</Text>}
      {entries.slice(0, shown).map((e) =>
        e.kind === 'comment' ? (
          <CommentView
            key={`c${e.comment.commentId}`}
            comment={e.comment}
            files={attachmentsOf(e.comment, props.attachments)}
            editable={props.editable}
            actions={props.actions}
          />
        ) : e.kind === 'attachment' ? (
          <Paper key={`a${e.attachment.id}`} withBorder p="sm" radius="md" {...FOCUS_ANCHOR}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {e.attachment.attachmentSource === 'REVIEWER_ADDED'
                  ? e.attachment.authorName
                  : t('reviewer.dialogue.reporter')}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(e.time, i18n.language)}
              </Text>
            </Group>
            <AttachmentItem attachment={e.attachment} editable={props.editable} />
          </Paper>
        ) : (
          <Group
            key={`l${e.time}${e.log.trackingType}`}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            data-testid="log"
            {...FOCUS_ANCHOR}
          >
            <Text size="xs" c="gray.7" miw={150}>
              {formatDateTime(e.time, i18n.language)}
            </Text>
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {logText(t, hasTranslation, e.log)}
              {readableInfo(e.log) ? `: ${truncateInfo(readableInfo(e.log) ?? '')}` : ''}
            </Text>
          </Group>
        ),
      )}
      {entries.length > shown && (
        <Button variant="subtle" w="fit-content" onClick={paging.showMore}>
          {t('reviewer.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}
