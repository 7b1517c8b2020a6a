import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the XSRF header', () => {
  it('is attached in lib/api-client.ts and nowhere else in the web app', () => {
    const sources = readdirSync(SRC, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !f.name.endsWith('.test.ts'))
      .map((f) => path.relative(SRC, path.join(f.parentPath, f.name)));
    expect(sources).toContain('lib/api-client.ts');
    const naming = sources.filter((f) => /xsrf/i.test(readFileSync(path.join(SRC, f), 'utf8')));
    expect(naming).toEqual(['lib/api-client.ts']);
  });
});
