import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flatten, loadLocale } from '@candor/i18n';
import { ATTACHMENT_ERRORS, REPORT_STATUS, statusDisplay } from '@candor/shared';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [
  here,
  path.resolve(here, '../../components/file-drop'),
  path.resolve(here, '../../components/question-renderer'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every literal message key the reporter screens pass to t(), and the keys they build from rule values. */
function usedKeys(): string[] {
  const literal = SOURCES.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((m) => m[1]),
  );
  const statuses = Object.values(REPORT_STATUS).map((id) => statusDisplay(id));
  const built = [
    ...ATTACHMENT_ERRORS.map((e) => `attachmentError.${e}`),
    ...['agreement', 'report', 'category', 'additionalInformation', 'submit', 'credentials'].map(
      (s) => `reporter.steps.${s}`,
    ),
    ...statuses.flatMap((d) => (d.key ? [`reporter.status.${d.key}.title`, `reporter.status.${d.key}.text`] : [])),
    ...statuses.flatMap((d) => (d.key && d.time ? [`reporter.status.${d.key}.withTime`] : [])),
  ];
  return [...new Set([...literal, ...built])].sort();
}

describe('reporter texts', () => {
  it('finds the keys it checks', () => {
    expect(usedKeys().length).toBeGreaterThan(150);
  });

  it('has every key the reporter screens use in the English language files', () => {
    const english = flatten(loadLocale('en'));
    expect(usedKeys().filter((key) => !english.has(key))).toEqual([]);
  });
});
