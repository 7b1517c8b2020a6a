import { type Answer, missingMandatory, type Question, visibleQuestions } from '@candor/shared';
import { Stack } from '@mantine/core';
import { settleAnswers } from './answer-edits.ts';
import { QuestionField } from './question-field.tsx';

export interface QuestionListProps {
  questions: readonly Question[];
  answers: readonly Answer[];
  onChange: (answers: Answer[]) => void;
  /** When set, unanswered mandatory questions show this message. */
  missingMessage?: string;
  disabled?: boolean;
}

/** The visible questions in position order; branching opens and closes questions as answers change. */
export function QuestionList({ questions, answers, onChange, missingMessage, disabled }: QuestionListProps) {
  const shown = visibleQuestions(questions, answers).sort(
    (a, b) => a.position - b.position || a.questionId - b.questionId,
  );
  const missing = new Set(missingMessage ? missingMandatory(questions, answers) : []);
  return (
    <Stack gap="lg">
      {shown.map((q) => (
        <QuestionField
          key={q.questionId}
          question={q}
          answers={answers}
          disabled={disabled}
          error={missing.has(q.questionId) ? missingMessage : undefined}
          onChange={(next) => onChange(settleAnswers(questions, next))}
        />
      ))}
    </Stack>
  );
}
