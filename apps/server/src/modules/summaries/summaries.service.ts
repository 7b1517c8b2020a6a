/**
 * Language detection (local), translation (through a configured provider only) and the
 * report summary (a configured provider, or a built-in extractive summary). DESIGN.md §10.
 */
import { eld } from 'eld/small';
import { plainText } from '../../lib/sanitize.ts';

export interface DetectedLanguage {
  language: string | null;
  score: number;
}

/** The language of a sanitized text and the detector's confidence (0 when it cannot tell). */
export function detectLanguage(sanitized: string): DetectedLanguage {
  const plain = plainText(sanitized).trim();
  if (plain.length === 0) return { language: null, score: 0 };
  const result = eld.detect(plain);
  if (!result.language) return { language: null, score: 0 };
  const score = result.getScores()[result.language] ?? 0;
  return { language: result.language, score: Math.round(score * 1000) / 1000 };
}

const WORD = /[\p{L}\p{N}]{4,}/gu;

/**
 * The sentences of a plain text that carry its most frequent words, in their original order:
 * a summary that invents nothing.
 */
export function extractiveSummary(text: string, maxSentences = 3): string {
  const plain = text.replace(/[ \t]+/g, ' ');
  // Unicode's sentence boundaries: the dots of an address, a number or "e.g." end no sentence.
  const sentences = [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(plain)]
    .map(({ segment }) => segment.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
  if (sentences.length <= maxSentences) return sentences.join(' ');
  const frequency = new Map<string, number>();
  for (const w of plain.toLowerCase().match(WORD) ?? []) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const scored = sentences.map((s, i) => {
    const words = s.toLowerCase().match(WORD) ?? [];
    const weight = words.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / Math.max(1, words.length);
    return { i, weight };
  });
  const chosen = scored
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .slice(0, maxSentences)
    .map((s) => s.i)
    .sort((a, b) => a - b);
  return chosen.map((i) => sentences[i]).join(' ');
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  return (await res.json()) as T;
}

export function createSummariesService(config: { TRANSLATION_URL?: string; SUMMARY_URL?: string }) {
  return {
    translationEnabled: Boolean(config.TRANSLATION_URL),

    /** The text in `target`, or null without a provider. */
    async translate(text: string, target: string): Promise<string | null> {
      if (!config.TRANSLATION_URL) return null;
      const out = await postJson<{ translatedText?: unknown }>(config.TRANSLATION_URL, { text, target });
      return typeof out.translatedText === 'string' ? out.translatedText : null;
    },

    async summarize(text: string): Promise<string> {
      if (!config.SUMMARY_URL) return extractiveSummary(text);
      const out = await postJson<{ summary?: unknown }>(config.SUMMARY_URL, { text });
      if (typeof out.summary !== 'string') throw new Error('provider gave no summary');
      return out.summary;
    },
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
