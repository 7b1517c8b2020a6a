import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

describe('route files', () => {
  it('all end in -route.tsx, the one suffix of a route file', () => {
    const files = readdirSync(ROUTES, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => path.relative(ROUTES, path.join(f.parentPath, f.name)));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => !f.endsWith('-route.tsx'))).toEqual([]);
  });
});
