#!/usr/bin/env node
// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server
// in this process (`npm run serve` runs it without the check).
import { runBuilt } from './ensure-build.mjs';

await runBuilt('main');
