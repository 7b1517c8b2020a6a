import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

export type Messages = { [key: string]: string | Messages };

/**
 * One language's messages: every `locales/<lang>/<area>.json` file, each under the key
 * of its area (`locales/fr/home.json` holds the `home.*` keys).
 */
export function loadLocale(lang: string): Messages {
  const dir = path.join(LOCALES_DIR, lang);
  const messages: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    messages[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
  return messages;
}

/** Dotted keys of a message tree, for completeness checks. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
