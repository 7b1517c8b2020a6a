import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR } from '@candor/i18n';
import { LANGUAGES } from '@candor/shared';
import { z } from 'zod';

/** packages/i18n/emails/<lang>.json: the texts of every email, per language; English is the fallback. */
export const EMAILS_DIR = path.resolve(LOCALES_DIR, '../emails');

const ZEmailText = z.object({ subject: z.string().min(1), body: z.string().min(1) });
export const ZEmailTexts = z.object({
  reviewerNewReport: ZEmailText,
  reviewerNewReportsDigest: ZEmailText,
  reviewerReporterUpdate: ZEmailText,
  reporterNewMessage: ZEmailText,
  staffPasswordReset: ZEmailText,
  staffInvitation: ZEmailText,
  staffInvitationSso: ZEmailText,
  reviewerRuleNotViewed: ZEmailText,
  reviewerRuleNotResponded: ZEmailText,
  footer: z.string().min(1),
});
export type EmailTexts = z.infer<typeof ZEmailTexts>;
export type EmailKind = Exclude<keyof EmailTexts, 'footer'>;

const cache = new Map<string, EmailTexts>();

export function emailTexts(lang: string): EmailTexts {
  const known = (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
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
  return { subject: fill(texts[kind].subject), text: `${fill(texts[kind].body)}\n\n-- \n${texts.footer}\n` };
}
