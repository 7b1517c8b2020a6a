import Fastify from 'fastify';

/** A bare Fastify app with one JSON route, in the benchmark's own process: the ceiling to compare with. */
export async function startBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'UP' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => app.close() };
}
