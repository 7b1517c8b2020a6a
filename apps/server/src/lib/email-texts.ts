import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR } from '@candor/i18n';
import { isLangKey, LANGUAGE_TAGS, type LangKey } from '@candor/shared';
import { z } from 'zod';

/** packages/i18n/emails/<lang>.json: the texts of every email, per language; English is the fallback. */
export const EMAILS_DIR = path.resolve(LOCALES_DIR, '../emails');

const ZEmailText = z.object({ subject: z.string().min(1), body: z.string().min(1) });
export const ZEmailTexts = z.object({
  reviewerNewReport: ZEmailText,
  reviewerNewReportsDigest: ZEmailText,
  reviewerReportMoved: ZEmailText,
  reviewerReporterUpdate: ZEmailText,
  reporterNewMessage: ZEmailText,
  /** For a caller whose report the hotline filed: it has no password, and is followed up by phone. */
  reporterNewMessageByPhone: ZEmailText,
  staffPasswordReset: ZEmailText,
  staffInvitation: ZEmailText,
  staffInvitationSso: ZEmailText,
  reviewerRuleNotViewed: ZEmailText,
  reviewerRuleNotResponded: ZEmailText,
  /** Several alerts for one reviewer in one check: one email that counts them. */
  reviewerRuleDigest: ZEmailText,
  /** A number of days by the language's plural rules (`Intl.PluralRules` categories), `{count}` the number; see `dayCount`. */
  days: z.object({ other: z.string().min(1) }).catchall(z.string().min(1)),
  footer: z.string().min(1),
});
export type EmailTexts = z.infer<typeof ZEmailTexts>;
export type EmailKind = Exclude<keyof EmailTexts, 'footer' | 'days'>;

const cache = new Map<string, EmailTexts>();

/** The language an email is written in: the one asked for when there are texts for it, else English. */
const emailLanguage = (lang: string): LangKey => (isLangKey(lang) ? lang : 'en');

export function emailTexts(lang: string): EmailTexts {
  const known = emailLanguage(lang);
  let texts = cache.get(known);
  if (!texts) {
    texts = ZEmailTexts.parse(JSON.parse(readFileSync(path.join(EMAILS_DIR, `${known}.json`), 'utf8')));
    cache.set(known, texts);
  }
  return texts;
}

/** Subject and body of one email in a language, with `{name}` placeholders filled in. */
export function renderEmail(
  kind: EmailKind,
  lang: string,
  values: Record<string, string>,
): { subject: string; text: string } {
  const texts = emailTexts(lang);
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  // A placeholder left empty leaves no empty paragraph behind.
  const body = fill(texts[kind].body).replace(/\n{3,}/g, '\n\n');
  return { subject: fill(texts[kind].subject), text: `${body}\n\n-- \n${texts.footer}\n` };
}

/**
 * "1 day", "3 days": a number of days as the alert emails write it in `lang`, after "within"
 * (Tamil's phrase holds "within" itself: the suffix changes the noun).
 */
export function dayCount(lang: string, count: number): string {
  const { days } = emailTexts(lang);
  const form = days[new Intl.PluralRules(LANGUAGE_TAGS[emailLanguage(lang)].bcp47).select(count)] ?? days.other;
  return form.replace('{count}', String(count));
}
