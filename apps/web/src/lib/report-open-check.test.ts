import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const COMPARES_WITH_CLOSE = /[!=]==\s*REPORT_STATUS\.CLOSE\b|REPORT_STATUS\.CLOSE\s*[!=]==/;

describe('"is the report open"', () => {
  it('is asked of isReportOpen in packages/shared: no other source compares a status with CLOSE', () => {
    const comparing = ['apps', 'packages'].flatMap((top) =>
      readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
        .map((f) => path.relative(ROOT, path.join(f.parentPath, f.name)))
        .filter(
          (f) => !f.includes('node_modules') && COMPARES_WITH_CLOSE.test(readFileSync(path.join(ROOT, f), 'utf8')),
        ),
    );
    // The reporter's pages compare for themselves: the shared function would be a chunk of its own
    // there, past the status page's JavaScript budget (decision 148).
    expect(comparing.sort()).toEqual([
      'apps/web/src/features/reporter/components/reporter-page.tsx',
      'apps/web/src/features/reporter/components/summary/report-summary-page.tsx',
      'apps/web/src/features/reporter/hooks/use-reporter-report.ts',
      'packages/shared/src/rules/report-open.ts',
    ]);
  });
});
