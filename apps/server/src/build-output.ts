import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set to `true` by the server bundle (scripts/build.mjs); undefined when the sources run under tsx. */
declare const CANDOR_BUNDLE: boolean | undefined;

/**
 * `npm run build`'s output folder: the bundle runs from `dist/server/`; under tsx (development,
 * tests) this file is `apps/server/src/` and the folder is the repository's `dist/`.
 */
export const DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  typeof CANDOR_BUNDLE === 'boolean' ? '..' : '../../../dist',
);

/** The built web app. */
export const WEB_DIST_DIR = path.join(DIST_DIR, 'web');

/**
 * The build stamp written once by `npm run build` into `build.json`, which every instance of
 * one build reports (`management/info`); `development` when the sources run without a build.
 */
export function readBuildStamp(dist: string = DIST_DIR): string {
  try {
    const { stamp } = JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8')) as { stamp?: unknown };
    if (typeof stamp === 'string' && stamp) return stamp;
  } catch {
    // no build
  }
  return 'development';
}
