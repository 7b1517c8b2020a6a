import type { TReviewerReportDetail } from '@candor/shared';

/** Score at or below which a non-English detection is too unsure to offer (spec 001 §9). */
export const TRANSLATION_MIN_SCORE = 0.75;

/**
 * The translation toggle (spec 001 §5): offered when translation is on and the detected
 * language scores above 0; disabled when that language is not English and scores 0.75 or less.
 */
export function translationToggle(
  report: Pick<TReviewerReportDetail, 'isTranslatingEnabled' | 'reportInputTranslation'>,
): 'hidden' | 'disabled' | 'enabled' {
  const tr = report.reportInputTranslation;
  if (!report.isTranslatingEnabled || !tr || tr.detectedLanguageScore <= 0 || !tr.translatedText) return 'hidden';
  if (tr.detectedLanguage !== 'en' && tr.detectedLanguageScore <= TRANSLATION_MIN_SCORE) return 'disabled';
  return 'enabled';
}
