import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../plugins/security-headers.ts';

/** Serves the built web app: hashed assets for a year, index.html for every other GET. */
export async function webRoutes(app: FastifyInstance, { dist }: { dist: string }) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web app not built at ${dist}: run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: dist, serve: false });
  app.get('/*', {
    config: { access: 'public' },
    handler: (req, reply) => {
      const rel = decodeURIComponent(req.url.split('?')[0]).replace(/^\/+/, '');
      if (isApiPath(req.url) || rel.startsWith('i18n/')) {
        return reply.code(404).send({ message: 'error.notFound', status: 404 });
      }
      if (rel.startsWith('assets/') && existsSync(path.join(dist, rel))) {
        return reply.header('Cache-Control', 'public, max-age=31536000, immutable').sendFile(rel);
      }
      if (rel && !rel.includes('..') && existsSync(path.join(dist, rel)) && path.extname(rel)) {
        return reply.sendFile(rel);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    },
  });
}
