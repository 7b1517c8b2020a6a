#!/usr/bin/env node
// `npm run provision -- <installation.json>`: builds when dist/ is not current, as `npm start` does,
// then sets up an empty installation from the file (docs/decisions/134-provisioning-an-installation.md).
import { runBuilt } from './ensure-build.mjs';

await runBuilt('provision');
