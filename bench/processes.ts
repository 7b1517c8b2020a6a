import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A request to a benchmark child process and its answer, over the IPC channel. */
export interface Message {
  id?: number;
  type: string;
  [key: string]: unknown;
}

export interface BenchProcess {
  /** Sends a message and waits for the answer with the same id. */
  call<T>(message: Message): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts `bench/<entry>` in a Node process of its own, so that the server, the load
 * generator and the argon2 baseline never share a CPU queue. It answers `{ type: 'ready', ... }` first.
 */
export async function startProcess<Ready>(
  entry: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<{ process: BenchProcess; ready: Ready }> {
  const child: ChildProcess = fork(path.join(here, entry), {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...nodeOptions],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 1;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
    child.on('message', (raw) => {
      const m = raw as Message & { error?: string };
      if (m.type === 'ready') return resolve(m as Ready);
      const w = m.id === undefined ? undefined : waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id as number);
      if (m.error) w.reject(new Error(`${entry}: ${m.error}`));
      else w.resolve(m);
    });
  });
  const proc: BenchProcess = {
    call<T>(message: Message) {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ ...message, id });
      });
    },
    async close() {
      if (child.exitCode === null) child.send({ type: 'close' });
      await exited;
    },
  };
  return { process: proc, ready: await ready };
}

/** The child side: answers each message with what `handle` returns (or the error it throws). */
export function serveMessages(handle: (m: Message) => Promise<Record<string, unknown>>, onClose: () => Promise<void>) {
  process.on('message', async (raw) => {
    const m = raw as Message;
    if (m.type === 'close') {
      await onClose();
      process.exit(0);
    }
    try {
      process.send?.({ ...(await handle(m)), id: m.id, type: m.type });
    } catch (err) {
      process.send?.({ id: m.id, type: m.type, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
