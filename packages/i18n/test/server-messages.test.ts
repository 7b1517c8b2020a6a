import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, LOCALES_DIR, loadLocale } from '../src/index.ts';

const SERVER_SRC = path.resolve(LOCALES_DIR, '../../../apps/server/src');

/** The server's source files, tests and their support left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|test-support|fixtures/.test(e.name) ? [file] : [];
  });

/** A message key as the server writes it in an error: a quoted, dotted key of one of our areas. */
const MESSAGE_KEY =
  /'((?:error|connectsAdmin|reviewer|reporter|feedback|attachmentError|hotline|login|global)\.[\w.-]+\w)'/g;

describe('the messages the server sends (DESIGN.md §5: an error message is a key of the catalogues)', () => {
  it('has an English text for every key it can answer', () => {
    const english = flatten(loadLocale('en'));
    const missing = new Set<string>();
    const files = sources(SERVER_SRC);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(MESSAGE_KEY)) {
        if (!english.has(key)) missing.add(`${key} (${path.relative(SERVER_SRC, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
