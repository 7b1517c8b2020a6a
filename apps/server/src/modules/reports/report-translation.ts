/**
 * The translated report text and answers of the details (spec 001 §3 reportInputTranslation,
 * valueTranslation), through the configured provider.
 */
import { SINGLE_CHECKBOX_VALUES, type TReviewerReportDetail } from '@candor/shared';
import type { SummariesService } from '../summaries/summaries.service.ts';

/** Checkbox answers are read as Yes/No in the reviewer's language already; an empty answer has nothing to translate. */
const CHECKBOX_VALUES: readonly string[] = Object.values(SINGLE_CHECKBOX_VALUES);
const translatable = (value: string) => value.trim() !== '' && !CHECKBOX_VALUES.includes(value);

/**
 * Fills `translatedText` and each answer's `valueTranslation` when a provider is configured
 * and the report was written in another language than the reviewer's. A provider that fails
 * on the text leaves everything untranslated (the toggle stays hidden); one that fails on an
 * answer leaves that answer untranslated. The report itself always loads.
 */
export async function withTranslation(
  detail: TReviewerReportDetail,
  summaries: Pick<SummariesService, 'translationEnabled' | 'translate'>,
  langKey: string,
): Promise<TReviewerReportDetail> {
  const tr = detail.reportInputTranslation;
  if (!summaries.translationEnabled || !tr || tr.translatedText !== null || tr.detectedLanguageScore <= 0)
    return detail;
  if (tr.detectedLanguage === langKey) return detail;
  const translate = (text: string) => summaries.translate(text, langKey).catch(() => null);
  const [translatedText, ...answers] = await Promise.all([
    translate(detail.reportInput),
    ...detail.reportQuestions.map((q) => (translatable(q.value) ? translate(q.value) : null)),
  ]);
  if (translatedText === null) return detail;
  return {
    ...detail,
    reportInputTranslation: { ...tr, translatedText },
    reportQuestions: detail.reportQuestions.map((q, i) => ({ ...q, valueTranslation: answers[i] ?? null })),
  };
}
