import { DateField } from '../date-field.tsx';

export interface DateQuestionFieldProps {
  label: string;
  required: boolean;
  error?: string;
  disabled?: boolean;
  questionId: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date question (spec 000 §3): typed as YYYY-MM-DD or picked from a calendar in the interface
 * language. Its own chunk: only forms with a date question load the calendar.
 */
export default function DateQuestionField({ questionId, ...field }: DateQuestionFieldProps) {
  return <DateField {...field} data-question-id={questionId} maw={240} />;
}
