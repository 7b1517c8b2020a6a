import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { RequestTimer } from '../lib/request-timer.ts';

/** The label of a request that matched no route: its path is never recorded. */
export const UNMATCHED_ROUTE = '(unmatched)';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** This app's Prometheus registry: process, HTTP, and what modules add. */
      registry: Registry;
      /** Request counts and durations (seconds) by method, route pattern and status. */
      requests(): Promise<RequestTimer[]>;
      /** Event-loop delay since start, in milliseconds. */
      eventLoopDelay(): { mean: number; p99: number; max: number };
    };
  }
}

/**
 * Request and process metrics, one registry per app (tests build several). A request is
 * recorded under its route pattern (`/api/report/:id`), its method and status: never its
 * path's values, its query, nor anything about who sent it.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const histogram = new Histogram({
    name: 'http_server_requests_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const maxima = new Map<string, number>();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());

  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    histogram.observe(labels, seconds);
    const key = `${labels.method} ${route} ${labels.status}`;
    maxima.set(key, Math.max(maxima.get(key) ?? 0, seconds));
    done();
  });

  app.decorate('metrics', {
    registry,
    async requests(): Promise<RequestTimer[]> {
      const rows = new Map<string, RequestTimer>();
      const row = (labels: Partial<Record<string, string | number>>) => {
        const [method, route, status] = [String(labels.method), String(labels.route), String(labels.status)];
        const key = `${method} ${route} ${status}`;
        let r = rows.get(key);
        if (!r) {
          r = { method, route, status, count: 0, sum: 0, max: maxima.get(key) ?? 0 };
          rows.set(key, r);
        }
        return r;
      };
      for (const v of (await histogram.get()).values) {
        if (v.metricName === 'http_server_requests_seconds_count') row(v.labels).count = v.value;
        else if (v.metricName === 'http_server_requests_seconds_sum') row(v.labels).sum = v.value;
      }
      return [...rows.values()];
    },
    eventLoopDelay: () => {
      const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
      return { mean: ms(loopDelay.mean), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    },
  });
});
