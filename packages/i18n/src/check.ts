/**
 * Completeness checks for translated texts: every key of English in every language and
 * no other, non-empty strings, the same placeholders, and no text left in English.
 */

export type Problem =
  | {
      kind: 'missing' | 'extra' | 'empty' | 'not-text' | 'untranslated' | 'needless-allowance';
      lang: string;
      key: string;
    }
  | { kind: 'placeholders'; lang: string; key: string; expected: string[]; found: string[] };

/** Texts that may equal English: keys allowed in every language ("*") or in the named language only. */
export type IdenticalAllowance = Record<string, string[]>;

type Tree = { [key: string]: unknown };

/** Dotted keys of a message tree; a value that is neither text nor a tree is kept as is, to be reported. */
export function flattenTree(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [kk, vv] of flattenTree(v as Tree, key)) out.set(kk, vv);
    } else {
      out.set(key, v);
    }
  }
  return out;
}

/** Names of the `{{name}}` (i18next, with an optional format) and `{name}` placeholders, sorted. */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}|\{([\w.-]+)\}/g)].map((m) => m[1] ?? m[2]);
  return [...new Set(names)].sort();
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Compares one language to English. `translated` says whether its texts must differ from
 * English (false for English itself and for Australian English).
 */
export function compareToEnglish(opts: {
  lang: string;
  english: Tree;
  messages: Tree;
  translated: boolean;
  allowance?: IdenticalAllowance;
}): Problem[] {
  const { lang } = opts;
  const en = flattenTree(opts.english);
  const own = flattenTree(opts.messages);
  const allowed = new Set([...(opts.allowance?.['*'] ?? []), ...(opts.allowance?.[lang] ?? [])]);
  const problems: Problem[] = [];
  for (const [key, english] of en) {
    if (!own.has(key)) {
      problems.push({ kind: 'missing', lang, key });
      continue;
    }
    const value = own.get(key);
    if (typeof value !== 'string') {
      problems.push({ kind: 'not-text', lang, key });
      continue;
    }
    if (value.trim() === '') {
      problems.push({ kind: 'empty', lang, key });
      continue;
    }
    if (typeof english !== 'string') continue;
    const expected = placeholdersOf(english);
    const found = placeholdersOf(value);
    if (!sameList(expected, found)) problems.push({ kind: 'placeholders', lang, key, expected, found });
    if (opts.translated && value.trim() === english.trim() && !allowed.has(key)) {
      problems.push({ kind: 'untranslated', lang, key });
    }
  }
  for (const key of own.keys()) if (!en.has(key)) problems.push({ kind: 'extra', lang, key });
  if (opts.translated) {
    for (const key of opts.allowance?.[lang] ?? []) {
      if (own.get(key) !== en.get(key)) problems.push({ kind: 'needless-allowance', lang, key });
    }
  }
  return problems;
}

/** Allowance entries that name no English key: the list must stay small and true. */
export function unknownAllowances(english: Tree, allowance: IdenticalAllowance): string[] {
  const en = flattenTree(english);
  return Object.values(allowance)
    .flat()
    .filter((key) => !en.has(key));
}

/** One line per problem, for a readable test failure. */
export const describeProblem = (p: Problem) =>
  p.kind === 'placeholders'
    ? `${p.lang}: ${p.key}: placeholders ${JSON.stringify(p.found)}, English has ${JSON.stringify(p.expected)}`
    : `${p.lang}: ${p.key}: ${p.kind}`;
