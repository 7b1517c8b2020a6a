/** Random codes from an alphabet without look-alikes (generated passwords, report IDs: DESIGN §10). */
import { REPORT_ID_LENGTH } from '../constants.ts';

/** A random number in [0, 1), injectable for tests. */
export type Random = () => number;

/** Letters and digits 2-9 without i, l, o, I, O, 0, 1. */
export const LOOKALIKE_FREE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface WebCrypto {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** Uniform random indexes below `size`; one call for the random words of a whole code. */
function randomIndexes(count: number, size: number, random?: Random): number[] {
  if (random) return Array.from({ length: count }, () => Math.min(size - 1, Math.max(0, Math.floor(random() * size))));
  const { crypto } = globalThis as unknown as { crypto: WebCrypto };
  const limit = Math.floor(2 ** 32 / size) * size; // rejection sampling keeps every index equally likely
  const indexes: number[] = [];
  while (indexes.length < count) {
    for (const word of crypto.getRandomValues(new Uint32Array(count))) {
      if (word < limit && indexes.length < count) indexes.push(word % size);
    }
  }
  return indexes;
}

export function randomCode(length: number, random?: Random, alphabet = LOOKALIKE_FREE_ALPHABET): string {
  return randomIndexes(length, alphabet.length, random)
    .map((i) => alphabet[i])
    .join('');
}

export function generateReportId(random?: Random): string {
  return randomCode(REPORT_ID_LENGTH, random);
}
