import { type Answer, readableFlexAnswer, type TFlexFieldQuestion, type TReviewerReportDetail } from '@candor/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { QuestionList } from '../../../../components/question-renderer/question-list.tsx';
import { useFocusAfterRender } from '../../../../components/use-focus-after-render.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import {
  editableQuestions,
  flexChanged,
  flexSaveBody,
  startsInEditMode,
  storedFlexAnswers,
  viewedQuestions,
} from '../../lib/flex-fields.ts';

const byPosition = (a: TFlexFieldQuestion, b: TFlexFieldQuestion) =>
  a.position - b.position || a.questionId - b.questionId;

function AnswerList(props: { questions: TFlexFieldQuestion[]; answers: Answer[] }) {
  const { t } = useTranslation();
  const shown = (q: TFlexFieldQuestion, a: Answer) =>
    readableFlexAnswer(q.layout, a.value, { yes: t('reviewer.common.yes'), no: t('reviewer.common.no') });
  return (
    <Stack gap="sm" component="dl" m={0}>
      {props.questions.map((q) => (
        <Stack key={q.questionId} gap={0}>
          <Text component="dt" fw={700} size="sm">
            {q.question}
          </Text>
          <Text component="dd" m={0} size="sm" data-testid={`flex-answer-${q.questionId}`}>
            {props.answers
              .filter((a) => a.questionId === q.questionId && a.value !== '')
              .map((a) => shown(q, a))
              .join(', ') || t('reviewer.details.noAnswer')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The additional-information tab (spec 001 §4): edit mode when the report has no answers
 * yet, else view mode with Edit; on a closed report only modifiable questions can change.
 */
export function FlexFieldsTab({ report }: { report: TReviewerReportDetail }) {
  const { t, i18n } = useTranslation();
  const stored = storedFlexAnswers(report);
  const [editing, setEditing] = useState(() => startsInEditMode(report));
  const [answers, setAnswers] = useState<Answer[]>(stored);
  // What the edit began from: the report may be read again meanwhile, with a colleague's answers.
  const [began, setBegan] = useState(report.reportFlexFieldResponses);
  const questions = report.reportFlexFieldQuestions.filter((q) => !q.hidden).sort(byPosition);
  const editable = editableQuestions({ ...report, reportFlexFieldQuestions: questions });
  const fixed = questions.filter((q) => !editable.includes(q));
  const empty = report.reportFlexFieldResponses.length === 0;
  // Edit, Save and Cancel each swap the buttons that were pressed: the focus goes to what replaces them.
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const view = () => {
    setEditing(false);
    focusAfterRender(() => editButton.current);
  };
  const save = useReportAction(
    (pending: Answer[]) =>
      caseActionsApi.saveFlexFields(report.referenceId, flexSaveBody(report, pending, began), i18n.language),
    { error: 'feedback.flexFields.errorSaving' },
    view,
  );
  if (!editing)
    return (
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            ref={editButton}
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            disabled={editable.length === 0}
            onClick={() => {
              // From the answers as they now are, which a colleague may have changed since the tab opened.
              setAnswers(stored);
              setBegan(report.reportFlexFieldResponses);
              setEditing(true);
              focusAfterRender(() => form.current?.querySelector<HTMLElement>('input, textarea, select'));
            }}
          >
            {t(empty ? 'reviewer.flex.add' : 'reviewer.flex.edit')}
          </Button>
        </Group>
        <AnswerList questions={viewedQuestions(questions, report)} answers={stored} />
      </Stack>
    );
  const cancel = () => {
    setAnswers(stored);
    setBegan(report.reportFlexFieldResponses);
    if (!empty) view();
  };
  return (
    <Stack gap="md" ref={form}>
      <QuestionList
        questions={editable}
        answers={answers}
        onChange={setAnswers}
        missingMessage={t('reviewer.flex.required')}
      />
      {fixed.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            {t('reviewer.flex.notModifiable')}
          </Text>
          <AnswerList questions={fixed} answers={stored} />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={cancel}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          disabled={!flexChanged({ ...report, reportFlexFieldResponses: began }, answers)}
          loading={save.isPending}
          onClick={() => save.mutate(answers)}
        >
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
