/**
 * Starts instances of the one build in dist/ (the end-to-end web server has built it), each
 * as a deployment runs it: `node dist/server/main.mjs` with a data folder of its own, on a port
 * the system chooses (PORT=0) unless one is named, so that other servers on this machine are never
 * mistaken for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, onServer } from '../../apps/server/test/server-databases.ts';
import { SERVER_MAIN } from '../../scripts/ensure-build.mjs';

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** Generous: a first start (migrations, demo data) on a machine shared with other test runs. */
const START_TIMEOUT_MS = 180_000;

/**
 * A new, empty database named `name` on the PostgreSQL server of DATABASE_URL, dropped first if
 * it is there (`drop` only drops it); undefined on PGlite, where each instance keeps its own.
 */
export async function instanceDatabase(name: string, mode: 'create' | 'drop'): Promise<string | undefined> {
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  const drop = `drop database if exists ${name} with (force)`;
  await onServer(server, ...(mode === 'create' ? [drop, `create database ${name}`] : [drop]));
  return databaseUrl(server, name);
}

/** Starts one instance; on a port the system chooses unless `env` names one in PORT. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-instance-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env, HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await announcedUrl(child);
    await waitForHealth(url, child);
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Starts one instance per environment, all at once or one after the other; when one fails,
 * stops the others that started.
 */
export async function startInstances(
  envs: Record<string, string>[],
  order: 'parallel' | 'sequential',
): Promise<Instance[]> {
  const results: PromiseSettledResult<Instance>[] = [];
  if (order === 'parallel') results.push(...(await Promise.allSettled(envs.map((env) => startInstance(env)))));
  else {
    for (const env of envs) {
      const [result] = await Promise.allSettled([startInstance(env)]);
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

/** The address the server prints once it listens ("Candor is running at http://localhost:<port>"). */
function announcedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let errors = '';
    const timer = setTimeout(
      () => reject(new Error(`The instance did not listen within ${START_TIMEOUT_MS / 1000} s: ${errors}`)),
      START_TIMEOUT_MS,
    );
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const port = /Candor is running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://localhost:${port}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The instance stopped (exit code ${code}): ${errors}`));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance at ${url} stopped`);
    const up = await fetch(`${url}/management/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The instance at ${url} did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
