import { ANSWER_VALUE_MAX, type Answer, type Question, responseOptions, SINGLE_CHECKBOX_VALUES } from '@candor/shared';
import { Checkbox, Group, Loader, NativeSelect, Radio, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LimitedTextarea } from '../limited-textarea.tsx';
import { withCheck, withChoice, withChoices, withText } from './answer-edits.ts';

// The calendar and its languages load only with a form that asks for a date.
const DateQuestionField = lazy(() => import('./date-question-field.tsx'));

export interface QuestionFieldProps {
  question: Question;
  answers: readonly Answer[];
  onChange: (answers: Answer[]) => void;
  /** Shown under the field, e.g. that a mandatory question needs an answer. */
  error?: string;
  disabled?: boolean;
}

/** One question in any of the seven layouts of spec 000 §3. */
export function QuestionField({ question, answers, onChange, error, disabled }: QuestionFieldProps) {
  const own = answers.filter((a) => a.questionId === question.questionId);
  const options = responseOptions(question);
  const byId = (id: string) => options.find((r) => String(r.responseId) === id);
  // Mantine marks only text-like inputs invalid: a choice in error says so itself, and can take the focus for it.
  const invalid = error ? true : undefined;
  const choice = (r: (typeof options)[number]) => ({
    value: String(r.responseId),
    label: r.value,
    disabled,
    'aria-invalid': invalid,
  });
  const common = {
    label: question.question,
    required: question.mandatory,
    error,
    disabled,
    'data-question-id': question.questionId,
  };

  switch (question.layout) {
    case 'textarea':
      return (
        <LimitedTextarea
          {...common}
          autosize
          minRows={3}
          maxLength={ANSWER_VALUE_MAX}
          value={own[0]?.value ?? ''}
          onChange={(e) => onChange(withText(answers, question.questionId, e.currentTarget.value))}
        />
      );
    case 'date':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <DateQuestionField
            label={question.question}
            required={question.mandatory}
            error={error}
            disabled={disabled}
            questionId={question.questionId}
            value={own[0]?.value ?? ''}
            onChange={(value) => onChange(withText(answers, question.questionId, value))}
          />
        </Suspense>
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={options.map((r) => ({ value: String(r.responseId), label: r.value }))}
          value={String(own[0]?.responseId ?? options[0]?.responseId ?? '')}
          onChange={(e) => onChange(withChoice(answers, question.questionId, byId(e.currentTarget.value)))}
        />
      );
    case 'radio':
    case 'rangeSelect': {
      const Layout = question.layout === 'radio' ? Stack : Group;
      return (
        <Radio.Group
          {...common}
          value={own[0] ? String(own[0].responseId) : ''}
          onChange={(id) => onChange(withChoice(answers, question.questionId, byId(id)))}
        >
          <Layout gap="xs" mt={6}>
            {options.map((r) => (
              <Radio key={r.responseId} {...choice(r)} />
            ))}
          </Layout>
        </Radio.Group>
      );
    }
    case 'multipleCheckbox':
      return (
        <Checkbox.Group
          {...common}
          value={own.map((a) => String(a.responseId))}
          onChange={(ids) =>
            onChange(
              withChoices(
                answers,
                question.questionId,
                options.filter((r) => ids.includes(String(r.responseId))),
              ),
            )
          }
        >
          <Stack gap="xs" mt={6}>
            {options.map((r) => (
              <Checkbox key={r.responseId} {...choice(r)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'singleCheckbox':
      return (
        <Checkbox
          {...common}
          required={false}
          aria-invalid={invalid}
          checked={own[0]?.value === SINGLE_CHECKBOX_VALUES.checked}
          onChange={(e) => onChange(withCheck(answers, question, e.currentTarget.checked))}
        />
      );
  }
}
