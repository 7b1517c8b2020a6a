import type { TReportLogEvent, TReviewerComment } from '@candor/shared';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { hasTranslation, useTranslation } from '../../../../lib/i18n.ts';
import { DIALOGUE_STEP, type DialogueView, dialogueEntries, truncateInfo } from '../../lib/dialogue.ts';
import { logText, readableInfo } from '../../lib/log-text.ts';

function authorKind(c: TReviewerComment): 'reporter' | 'hotline' | 'reviewer' {
  if (c.reporterComment) return 'reporter';
  return c.fromHotline || c.authorities.includes('ROLE_HOTLINE_AGENT') ? 'hotline' : 'reviewer';
}

function CommentView(props: { comment: TReviewerComment; actions?: (c: TReviewerComment) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const c = props.comment;
  const kind = authorKind(c);
  return (
    <Paper withBorder p="sm" radius="md" bg={kind === 'reporter' ? 'gray.0' : undefined} data-testid="comment">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={700} size="sm">
            {kind === 'reporter' ? t('reviewer.dialogue.reporter') : c.authorName}
          </Text>
          {kind === 'hotline' && (
            <Badge variant="outline" color="gray.7">
              {t('reviewer.dialogue.hotline')}
            </Badge>
          )}
          {c.isQuestion && (
            <Badge variant="light" color="yellow.9">
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
  actions?: (c: TReviewerComment) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<DialogueView>('all');
  const [shown, setShown] = useState(DIALOGUE_STEP);
  const entries = dialogueEntries(props.comments, props.logs, view);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={props.label}
        value={view}
        onChange={(v) => {
          setView(v as DialogueView);
          setShown(DIALOGUE_STEP);
        }}
        data={[
          { value: 'dialogue', label: t('reviewer.dialogue.pills.dialogue') },
          { value: 'log', label: props.logLabel },
          { value: 'all', label: t('reviewer.dialogue.pills.all') },
        ]}
        w="fit-content"
      />
      {entries.length === 0 && <Text c="gray.7">{t(`reviewer.dialogue.empty.${view}`)}</Text>}
      {entries.slice(0, shown).map((e) =>
        e.kind === 'comment' ? (
          <CommentView key={`c${e.comment.commentId}`} comment={e.comment} actions={props.actions} />
        ) : (
          <Group key={`l${e.time}${e.log.trackingType}`} gap="xs" wrap="nowrap" align="flex-start" data-testid="log">
            <Text size="xs" c="gray.7" miw={150}>
              {formatDateTime(e.time, i18n.language)}
            </Text>
            <Text size="sm">
              {logText(t, hasTranslation, e.log)}
              {readableInfo(e.log) ? `: ${truncateInfo(readableInfo(e.log) ?? '')}` : ''}
            </Text>
          </Group>
        ),
      )}
      {entries.length > shown && (
        <Button variant="subtle" w="fit-content" onClick={() => setShown((n) => n + DIALOGUE_STEP)}>
          {t('reviewer.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}
