import { COMMENT_TEXT_MAX, isBlank, type TReviewerComment } from '@candor/shared';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFocusRescue } from '../../../../components/focus-anchor.ts';
import { LimitedTextarea } from '../../../../components/limited-textarea.tsx';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { editableText } from '../../../../lib/editable-text.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

/** Edit and delete of one's own (mutable) comment. */
export function CommentActions(props: { reportId: string; comment: TReviewerComment; onChanged: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [text, setText] = useState(() => editableText(props.comment.commentText));
  // Once deleted, the comment stays as "deleted" without these buttons: the comment takes the focus.
  const rescue = useFocusRescue<HTMLDivElement>();
  const edit = useMutation({
    mutationFn: () => caseActionsApi.editComment(props.reportId, props.comment.commentId, text.trim()),
    meta: { httpErrors: 'local' },
    onSuccess: () => {
      setEditing(false);
      props.onChanged();
    },
    onError: () => notifications.show({ color: 'red', message: t('feedback.reviewer.errorEditingComment') }),
  });
  const remove = useMutation({
    mutationFn: () =>
      caseActionsApi.deleteComment(props.reportId, props.comment.commentId, t('reviewer.dialogue.deletedText')),
    meta: { httpErrors: 'local' },
    onSuccess: () => {
      setDeleting(false);
      props.onChanged();
    },
    onError: () => notifications.show({ color: 'red', message: t('feedback.reviewer.errorDeletingComment') }),
  });
  return (
    <Group gap="xs" mt={6} ref={rescue.ref}>
      <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
        {t('reviewer.common.edit')}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" c="red.9" onClick={() => setDeleting(true)}>
        {t('reviewer.common.delete')}
      </Button>
      <OnDemandModal
        closeButtonProps={{ 'aria-label': t('global.actions.close') }}
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('reviewer.dialogue.editTitle')}
        centered
      >
        <LimitedTextarea
          label={t('reviewer.dialogue.message')}
          autosize
          minRows={3}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setEditing(false)}>
            {t('reviewer.common.cancel')}
          </Button>
          <Button disabled={isBlank(text)} loading={edit.isPending} onClick={() => edit.mutate()}>
            {t('reviewer.common.save')}
          </Button>
        </Group>
      </OnDemandModal>
      <ConfirmDeleteModal
        opened={deleting}
        title={t('reviewer.dialogue.deleteTitle')}
        text={t('reviewer.dialogue.deleteConfirm')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
        fallbackFocus={rescue.rescue}
      />
    </Group>
  );
}
