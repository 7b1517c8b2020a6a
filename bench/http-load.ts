import autocannon from 'autocannon';

export const LOAD = { connections: 20, durationSeconds: 10 };

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Loads one URL with autocannon: LOAD.connections connections for LOAD.durationSeconds seconds. */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
