/** The translated report text of the details (spec 001 §3 reportInputTranslation), through the configured provider. */
import type { TReviewerReportDetail } from '@candor/shared';
import type { SummariesService } from '../summaries/summaries.service.ts';

/**
 * Fills `translatedText` when a provider is configured and the report was written in
 * another language than the reviewer's. A provider that fails leaves the text
 * untranslated (the toggle stays hidden); the report itself always loads.
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
  const translatedText = await summaries.translate(detail.reportInput, langKey).catch(() => null);
  return translatedText === null ? detail : { ...detail, reportInputTranslation: { ...tr, translatedText } };
}
