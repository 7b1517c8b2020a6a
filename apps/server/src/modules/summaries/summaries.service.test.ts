import { describe, expect, it } from 'vitest';
import { sanitizeText } from '../../lib/sanitize.ts';
import { detectLanguage, extractiveSummary } from './summaries.service.ts';

describe('detectLanguage', () => {
  it('reads the sanitized text as people wrote it: markup and entities do not count as words', () => {
    const text = sanitizeText(
      '<b>Le responsable</b> a demandé &amp; obtenu des paiements en espèces &lt;non déclarés&gt; chaque mois.',
    );
    expect(detectLanguage(text).language).toBe('fr');
    expect(detectLanguage(sanitizeText('<br><b> </b>'))).toEqual({ language: null, score: 0 });
  });
});

describe('extractiveSummary', () => {
  it('keeps the sentences that carry the most frequent words, in their original order', () => {
    const text = [
      'The warehouse manager sold company fuel.',
      'It rained on Tuesday.',
      'The manager kept the fuel money.',
      'Lunch was late.',
      'Fuel receipts from the manager are missing.',
    ].join(' ');
    expect(extractiveSummary(text, 3)).toBe(
      'The warehouse manager sold company fuel. The manager kept the fuel money. Fuel receipts from the manager are missing.',
    );
  });

  it('gives a short text back whole', () => {
    expect(extractiveSummary('One line.\nTwo lines.', 3)).toBe('One line. Two lines.');
  });

  it('ends no sentence at the dots of an address, a web link or a number', () => {
    const text = 'Jane Doe <jane.doe@example.com> took 2.5 kg. See www.example.com/a.b for the log. It was late.';
    expect(extractiveSummary(text, 3)).toBe(text);
  });
});
