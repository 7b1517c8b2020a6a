import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildStamp } from './build-output.ts';

describe('readBuildStamp', () => {
  const dirs: string[] = [];
  const dist = (buildJson?: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'candor-build-'));
    dirs.push(dir);
    if (buildJson !== undefined) writeFileSync(path.join(dir, 'build.json'), buildJson);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the stamp that the build wrote', () => {
    expect(readBuildStamp(dist('{"stamp":"92b4f1322bce-dirty-1efc99e229b0","sourceHash":"1efc"}'))).toBe(
      '92b4f1322bce-dirty-1efc99e229b0',
    );
  });

  it('is "development" without a build or with an unreadable build.json', () => {
    expect(readBuildStamp(dist())).toBe('development');
    expect(readBuildStamp(dist('{"stamp":'))).toBe('development');
    expect(readBuildStamp(dist('{"stamp":""}'))).toBe('development');
  });
});
