#!/usr/bin/env node
// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server
// in this process (`npm run serve` runs it without the check).
import { pathToFileURL } from 'node:url';
import { ensureBuild, SERVER_MAIN } from './ensure-build.mjs';

try {
  ensureBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import(pathToFileURL(SERVER_MAIN).href);
