import type { Answer } from '@candor/shared';

/** What the reporter has entered so far (spec 000 §3 "Report draft"); it lives only in memory. */
export interface ReportDraft {
  agreement: boolean;
  inputStatement: string;
  /** The chosen category; null means none chosen (the undefined-category questions apply). */
  categoryId: number | null;
  isSensitiveReport: boolean;
  categoryAnswers: Answer[];
  preambleAnswers: Answer[];
  reportName: string;
  files: File[];
  password: string;
  passwordConfirm: string;
  email: string;
  emailConfirm: string;
}

export const emptyDraft = (categoryId: number | null = null): ReportDraft => ({
  agreement: false,
  inputStatement: '',
  categoryId,
  isSensitiveReport: false,
  categoryAnswers: [],
  preambleAnswers: [],
  reportName: '',
  files: [],
  password: '',
  passwordConfirm: '',
  email: '',
  emailConfirm: '',
});
