/**
 * CPU time a benchmark server spends, its own and its PostgreSQL backends': per request it says
 * what a call costs even when other work on the machine lowers the requests per second.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface CpuTime {
  /** Microseconds of CPU of the server process, every thread. */
  processMicros: number;
  /**
   * Microseconds of CPU of each PostgreSQL backend connected to the server's database, by process
   * id (none on PGlite, which runs in the process). By backend, because the pool closes idle
   * connections: a backend gone between two readings is left out, not subtracted.
   */
  databaseMicros: Record<string, number>;
}

const TICK_MICROS = 10_000;

/** utime + stime of a process, from /proc (0 when it has gone). */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function backendMicros(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Object.fromEntries(rows.map((r) => [String(r.pid), processTicks(r.pid) * TICK_MICROS]));
  } finally {
    await client.end();
  }
}

export async function cpuTime(databaseUrl: string | undefined): Promise<CpuTime> {
  const own = process.cpuUsage();
  return {
    processMicros: own.user + own.system,
    databaseMicros: databaseUrl ? await backendMicros(databaseUrl) : {},
  };
}

/** CPU per request between two readings. */
export function cpuPerRequest(before: CpuTime, after: CpuTime, requests: number) {
  const database = Object.entries(after.databaseMicros).reduce(
    (sum, [pid, micros]) => sum + micros - (before.databaseMicros[pid] ?? 0),
    0,
  );
  return {
    processMicros: (after.processMicros - before.processMicros) / requests,
    databaseMicros: database / requests,
  };
}
