// Whether dist/ is the build of the sources as they are now, and building it when it is not.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceHash } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(root, 'dist');
export const SERVER_MAIN = path.join(DIST, 'server', 'main.mjs');

/** Why dist/ needs building, or null when it is current (its build.json names the same sources). */
export function staleReason(dist = DIST) {
  const infoFile = path.join(dist, 'build.json');
  const needed = [infoFile, path.join(dist, 'server', 'main.mjs'), path.join(dist, 'web', 'index.html')];
  if (!needed.every((f) => existsSync(f))) return 'no build';
  const built = JSON.parse(readFileSync(infoFile, 'utf8')).sourceHash;
  return built === sourceHash(root) ? null : 'the sources changed since the last build';
}

/** Builds (in a child process, so that the caller keeps none of the build's memory) unless dist/ is current. */
export function ensureBuild() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building Candor (${reason})...`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build failed (${result.signal ?? `exit code ${result.status}`}).`);
}

/** Builds when dist/ is not current, then runs the built `dist/server/<entry>.mjs` in this process. */
export async function runBuilt(entry) {
  try {
    ensureBuild();
  } catch (err) {
    console.error(err.message);
    process.exitCode = 1;
    return;
  }
  await import(pathToFileURL(path.join(DIST, 'server', `${entry}.mjs`)).href);
}
