import { describe, expect, it } from 'vitest';
import { joinChoices, splitChoices } from './choices.ts';

describe('splitChoices (a multiple-checkbox answer stored as "A, B")', () => {
  const offered = ['Fraud', 'Theft, embezzlement', 'Harassment', 'Theft'];

  it('reads each offered text as one choice, a text holding ", " included', () => {
    expect(splitChoices('Fraud, Theft, embezzlement', offered)).toEqual(['Fraud', 'Theft, embezzlement']);
    expect(splitChoices('Theft, embezzlement, Harassment', offered)).toEqual(['Theft, embezzlement', 'Harassment']);
    expect(splitChoices('Theft, Harassment', offered)).toEqual(['Theft', 'Harassment']);
  });

  it('gives back what joinChoices stored', () => {
    const chosen = ['Harassment', 'Theft, embezzlement', 'Fraud'];
    expect(splitChoices(joinChoices(chosen), offered)).toEqual(chosen);
  });

  it('keeps a part that names no offered text, split at its separators', () => {
    expect(splitChoices('Old choice, Fraud, Gone', offered)).toEqual(['Old choice', 'Fraud', 'Gone']);
    expect(splitChoices('Fraud', [])).toEqual(['Fraud']);
  });

  it('reads the value as offered texts alone where a longer first text would leave a part unknown', () => {
    const overlapping = ['Paris', 'Paris, head office', 'head office, Lyon', 'Nice'];
    expect(splitChoices('Paris, head office, Lyon', overlapping)).toEqual(['Paris', 'head office, Lyon']);
    expect(splitChoices('Paris, head office, Nice', overlapping)).toEqual(['Paris, head office', 'Nice']);
  });

  it('does not take an offered text that only begins a longer part', () => {
    expect(splitChoices('Fraudulent, Fraud', offered)).toEqual(['Fraudulent', 'Fraud']);
  });
});
