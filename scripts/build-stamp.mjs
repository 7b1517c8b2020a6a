// The build stamp: which sources a build was made from, without a clock, so that two builds
// of one commit are byte-identical. See docs/decisions/014-built-server.md.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made from (tests are not: changing one does not make the build stale). */
const INPUTS = [
  'apps/server',
  'apps/web',
  'packages',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'data', 'test-results']);
const isTest = (file) => /\.test(-support)?\.tsx?$/.test(file);
const isInput = (file) => !isTest(file) && !file.split('/').some((part) => SKIPPED_DIRS.has(part));

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** Every input file, repository-relative with `/`: from git when there is one (it knows what is ignored). */
function inputFiles(root, inGit) {
  const listed = inGit
    ? git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS])
    : null;
  if (listed !== null) {
    return listed
      .split('\0')
      .filter((f) => f && isInput(f) && existsSync(path.join(root, f)))
      .sort();
  }
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (!statSync(abs).isDirectory()) {
      if (isInput(rel)) files.push(rel);
      return;
    }
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      if (e.isDirectory() ? !SKIPPED_DIRS.has(e.name) : e.isFile()) walk(`${rel}/${e.name}`);
    }
  };
  for (const input of INPUTS) walk(input);
  return files.sort();
}

/** SHA-256 over the names and contents of the input files. */
export function sourceHash(root, inGit = git(root, ['rev-parse', '--is-inside-work-tree']) !== null) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inGit)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * `{ stamp, sourceHash }` of the sources in `root`. The stamp is the commit (12 hex digits),
 * `<commit>-dirty-<source hash>` when an input differs from the commit, or
 * `source-<source hash>` where git cannot tell (no checkout: a Docker build context, an
 * unpacked archive; no git program; a checkout git refuses to read).
 */
export function buildStamp(root) {
  const commit = git(root, ['rev-parse', 'HEAD'])?.trim();
  const status = commit ? git(root, ['status', '--porcelain', '-z', '--untracked-files=all', '--', ...INPUTS]) : null;
  const hash = sourceHash(root, status !== null);
  const short = hash.slice(0, 12);
  if (status === null) return { stamp: `source-${short}`, sourceHash: hash };
  const changed = status
    .split('\0')
    .map((entry) => entry.slice(3))
    .filter((f) => f && isInput(f));
  const stamp = changed.length ? `${commit.slice(0, 12)}-dirty-${short}` : commit.slice(0, 12);
  return { stamp, sourceHash: hash };
}
