/**
 * Starts instances of the one build in dist/ (the end-to-end web server has built it), each
 * as a deployment runs it: `node dist/server/main.mjs` with its own port and data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MAIN } from '../../scripts/ensure-build.mjs';

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-instance-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => errors);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/**
 * Starts one instance per port, all at once or one after the other; when one fails, stops the
 * others that started.
 */
export async function startInstances(
  ports: number[],
  env: Record<string, string>,
  order: 'parallel' | 'sequential',
): Promise<Instance[]> {
  const results: PromiseSettledResult<Instance>[] = [];
  if (order === 'parallel') results.push(...(await Promise.allSettled(ports.map((p) => startInstance(p, env)))));
  else {
    for (const port of ports) {
      const [result] = await Promise.allSettled([startInstance(port, env)]);
      results.push(result);
      if (result.status === 'rejected') break;
    }
  }
  const failed = results.find((r) => r.status === 'rejected');
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (!failed) return started;
  await Promise.all(started.map((i) => i.stop()));
  throw failed.reason;
}

/** Generous: a first start (migrations, demo data) on a machine shared with other test runs. */
const START_TIMEOUT_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance at ${url} stopped: ${errors()}`);
    const up = await fetch(`${url}/management/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The instance at ${url} did not become healthy within ${START_TIMEOUT_MS / 1000} s: ${errors()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
