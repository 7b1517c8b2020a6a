/**
 * The load side of the benchmark, alone in its process: autocannon against URLs, report
 * submissions by concurrent callers, and the argon2id baseline (hashes with the server's options).
 */
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { type Message, serveMessages } from './processes.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface Throughput {
  perSecond: number;
  succeeded: number;
  failed: number;
}

/** Runs `task` in `workers` loops until `seconds` have passed; counts what succeeded. */
async function saturate(workers: number, seconds: number, task: () => Promise<boolean>): Promise<Throughput> {
  let succeeded = 0;
  let failed = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        if (await task()) succeeded++;
        else failed++;
      }
    }),
  );
  return { perSecond: succeeded / ((performance.now() - start) / 1000), succeeded, failed };
}

async function load(m: Message): Promise<LoadFigures> {
  const result = await autocannon({
    // autocannon spreads the connections over several URLs; its types name only one.
    url: m.urls as unknown as string,
    headers: m.headers as Record<string, string>,
    method: (m.method as 'GET' | 'POST' | undefined) ?? 'GET',
    body: m.body as string | undefined,
    connections: m.connections as number,
    duration: m.seconds as number,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon counts each timeout among the errors too.
    errors: result.errors,
  };
}

/**
 * Reports filed by `workers` callers, each one POST after another, through autocannon like the
 * other loads: the callers' own work stays small beside the server's (decision 089).
 */
async function submissions(m: Message): Promise<Throughput> {
  const { url, headers, body } = m as unknown as { url: string; headers: Record<string, string>; body: string };
  const result = await autocannon({
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    method: 'POST',
    body,
    connections: m.workers as number,
    duration: m.seconds as number,
  });
  const succeeded = result['2xx'];
  return { perSecond: succeeded / result.duration, succeeded, failed: result.non2xx + result.errors };
}

/** argon2id hashes in this process, with the CPU each took (every thread of the process). */
async function hashes(m: Message): Promise<Throughput & { cpuMicrosEach: number }> {
  const before = process.cpuUsage();
  const done = await saturate(
    m.workers as number,
    m.seconds as number,
    async () => (await hashPassword('Quiet harbour 42!')).length > 0,
  );
  const used = process.cpuUsage(before);
  return { ...done, cpuMicrosEach: (used.user + used.system) / done.succeeded };
}

serveMessages(
  async (m) => {
    if (m.type === 'load') return { ...(await load(m)) };
    if (m.type === 'submissions') return { ...(await submissions(m)) };
    if (m.type === 'hashes') return { ...(await hashes(m)) };
    throw new Error(`unknown message ${m.type}`);
  },
  async () => {},
);
process.send?.({ type: 'ready' });
