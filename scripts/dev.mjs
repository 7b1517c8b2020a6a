#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` (restarts on change) and the Vite dev server
// (hot reload, proxying the API to the server). Either one stopping stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  {
    name: 'server',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    cwd: root,
  },
  { name: 'web', command: bin('vite'), args: ['--strictPort'], cwd: path.join(root, 'apps/web') },
].map((c) => ({
  ...c,
  // Each in a process group of its own, so stopping it also stops what it started.
  process: spawn(c.command, c.args, { cwd: c.cwd, stdio: 'inherit', detached: true, env: process.env }),
}));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    if (c.process.exitCode === null && c.process.signalCode === null) {
      try {
        process.kill(-c.process.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const forced = setTimeout(() => {
    for (const c of children) {
      try {
        process.kill(-c.process.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 5000);
  forced.unref();
  Promise.all(
    children.map((c) =>
      c.process.exitCode !== null || c.process.signalCode !== null
        ? null
        : new Promise((r) => c.process.once('exit', r)),
    ),
  ).then(() => process.exit(code));
}

for (const c of children) {
  c.process.once('exit', (code, signal) => {
    if (!stopping) console.error(`\n${c.name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stopAll(code ?? 1);
  });
  c.process.once('error', (err) => {
    console.error(`${c.name} could not start: ${err.message}`);
    stopAll(1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stopAll(0));

console.log('Candor development: web on http://localhost:5173 (hot reload), API server on http://localhost:8080');
