import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStamp, sourceHash } from './build-stamp.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small source tree: one server file, one test, a dependency and a lockfile. */
function sources(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'candor-stamp-'));
  dirs.push(root);
  const files: Record<string, string> = {
    'package.json': '{"name":"candor"}',
    'package-lock.json': '{}',
    'apps/server/src/main.ts': 'console.log(1);',
    'apps/server/src/main.test.ts': 'test',
    'apps/server/node_modules/x/index.js': 'installed',
    'packages/i18n/locales/en/home.json': '{}',
  };
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return root;
}
const write = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], { cwd: root, encoding: 'utf8' });

function commit(root: string): string {
  write(root, '.gitignore', 'node_modules/\n');
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'sources');
  return git(root, 'rev-parse', 'HEAD').trim();
}

describe('buildStamp', () => {
  it('is the commit for a clean checkout', () => {
    const root = sources();
    const head = commit(root);
    expect(buildStamp(root).stamp).toBe(head.slice(0, 12));
  });

  it('is the commit and the source hash when a source differs from the commit, and reverts with it', () => {
    const root = sources();
    const head = commit(root);
    write(root, 'apps/server/src/main.ts', 'console.log(2);');
    const dirty = buildStamp(root);
    expect(dirty.stamp).toBe(`${head.slice(0, 12)}-dirty-${dirty.sourceHash.slice(0, 12)}`);
    write(root, 'packages/i18n/locales/en/new.json', '{}');
    expect(buildStamp(root).sourceHash).not.toBe(dirty.sourceHash);
    rmSync(path.join(root, 'packages/i18n/locales/en/new.json'));
    write(root, 'apps/server/src/main.ts', 'console.log(1);');
    expect(buildStamp(root).stamp).toBe(head.slice(0, 12));
  });

  it('ignores tests, installed packages and ignored files: they are not built', () => {
    const root = sources();
    const head = commit(root);
    const before = sourceHash(root);
    write(root, 'apps/server/src/main.test.ts', 'changed test');
    write(root, 'apps/server/node_modules/x/index.js', 'reinstalled');
    expect(buildStamp(root)).toEqual({ stamp: head.slice(0, 12), sourceHash: before });
  });

  it('is a source hash outside git, the same as in a checkout of the same files', () => {
    const root = sources();
    const plain = buildStamp(root);
    expect(plain.stamp).toBe(`source-${plain.sourceHash.slice(0, 12)}`);
    commit(root);
    expect(buildStamp(root).sourceHash).toBe(plain.sourceHash);
    write(root, 'apps/server/src/main.ts', 'console.log(3);');
    expect(sourceHash(root, false)).not.toBe(plain.sourceHash);
  });

  it('is the source hash when git cannot be run in a checkout', () => {
    const root = sources();
    commit(root);
    const withGit = buildStamp(root);
    const savedPath = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(buildStamp(root)).toEqual({
        stamp: `source-${withGit.sourceHash.slice(0, 12)}`,
        sourceHash: withGit.sourceHash,
      });
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
