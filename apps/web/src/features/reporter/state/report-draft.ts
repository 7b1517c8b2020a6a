import type { Answer } from '@candor/shared';

/**
 * What the reporter (or the agent, or the transcriber) has entered so far (spec 000 §3 "Report
 * draft"); it lives only in memory. The optional fields belong to the staff modes.
 */
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
  /** Transcription: the intake method, 4 post box or 2 voicemail (decision 053). */
  typeId?: number | null;
  /** Hotline: the caller's challenge question and YYYYMM answer (decision 052). */
  challengeQuestionId?: number | null;
  securityAnswer?: string;
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
