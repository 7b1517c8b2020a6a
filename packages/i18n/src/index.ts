import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

export type Messages = { [key: string]: string | Messages };

/** Merges `from` into `into`; a key both hold as text is a mistake in the files. */
function mergeInto(into: Messages, from: Messages, at: string): void {
  for (const [k, v] of Object.entries(from)) {
    const existing = into[k];
    if (existing === undefined) into[k] = v;
    else if (typeof existing === 'object' && typeof v === 'object') mergeInto(existing, v, `${at}.${k}`);
    else throw new Error(`${at}.${k} is defined twice`);
  }
}

/**
 * One language's messages: every `locales/<lang>/<area>.json` file, each under the key
 * of its area (`locales/fr/home.json` holds the `home.*` keys). A dotted file name puts
 * its keys deeper (`connectsAdmin.categoryAccess.json` holds `connectsAdmin.categoryAccess.*`),
 * so one screen's texts can live in their own file beside the area's.
 */
export function loadLocale(lang: string): Messages {
  const dir = path.join(LOCALES_DIR, lang);
  const messages: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const keys = file.slice(0, -'.json'.length).split('.');
    let tree: Messages = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const key of keys.reverse()) tree = { [key]: tree };
    mergeInto(messages, tree, lang);
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
