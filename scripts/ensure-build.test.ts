import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from './build-stamp.mjs';
import { staleReason } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist/ with the files npm start needs, built from sources with the given hash. */
function dist(hash: string, files = ['server/main.mjs', 'web/index.html']): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ stamp: 'x', sourceHash: hash }));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  }
  return dir;
}

describe('staleReason (npm start builds when it is not null)', () => {
  it('is null for a build of the sources as they are', () => {
    expect(staleReason(dist(sourceHash(root)))).toBeNull();
  });

  it('says the sources changed when the build was made from other sources', () => {
    expect(staleReason(dist('0'.repeat(64)))).toBe('the sources changed since the last build');
  });

  it('says there is no build when a part of it is missing', () => {
    expect(staleReason(dist(sourceHash(root), ['web/index.html']))).toBe('no build');
    expect(staleReason(dist(sourceHash(root), ['server/main.mjs']))).toBe('no build');
    expect(staleReason(path.join(tmpdir(), 'candor-no-such-dist'))).toBe('no build');
  });
});
