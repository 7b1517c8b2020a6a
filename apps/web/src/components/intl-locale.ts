/** The BCP 47 tag Intl needs for an interface language code (spec 000 §9 uses its own codes). */
const TAGS: Record<string, string> = {
  zh: 'zh-CN',
  ch: 'zh-TW',
  kz: 'kk',
  hd: 'hi',
  pb: 'pt-BR',
  pt: 'pt-PT',
  tl: 'fil',
  au: 'en-AU',
  jp: 'ja',
  pj: 'pa',
};

export function intlLocale(langKey: string): string {
  return TAGS[langKey] ?? langKey;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's date format "YYYY-MM-DD, hh:mm a", with the day period in the user's language. */
export function formatDateTime(iso: string, langKey: string): string {
  const d = new Date(iso);
  const time = new Intl.DateTimeFormat(intlLocale(langKey), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(d);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}, ${time}`;
}
